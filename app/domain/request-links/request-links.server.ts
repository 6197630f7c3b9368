import { and, eq, gt } from "drizzle-orm";
import { requestLinks } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { write } from "~/db/write-batch.server";
import { hashToken, newToken, TOKEN_PATTERN } from "~/lib/auth/tokens.server";

export const REQUEST_LINK_TTL_MS = 90 * 24 * 3600 * 1000;

/** A fresh private link to a request's page; the database keeps only its hash. */
export async function issueRequestLink(tx: Executor, quoteRequestId: string, publicUrl: string, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await write(
    tx,
    tx.insert(requestLinks).values({ quoteRequestId, tokenHash: hash, expiresAt: new Date(now.getTime() + REQUEST_LINK_TTL_MS), createdAt: now }),
  );
  return `${publicUrl}/my-request/${token}`;
}

/** The request a link opens, or undefined when the token is unknown, malformed or expired. */
export async function requestOfLink(db: Executor, token: string, now: Date): Promise<string | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ quoteRequestId: requestLinks.quoteRequestId })
    .from(requestLinks)
    .where(and(eq(requestLinks.tokenHash, hashToken(token)), gt(requestLinks.expiresAt, now)));
  return row?.quoteRequestId;
}
