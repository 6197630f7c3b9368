import { and, eq, gt, isNull } from "drizzle-orm";
import { oneTimeTokens, type TokenPurpose } from "~/db/schema";
import type { Executor, Tx } from "~/db/types.server";
import { hashToken, newToken } from "~/lib/auth/tokens.server";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  invitation: 7 * 24 * 3600 * 1000,
  "password-reset": 3600 * 1000,
  // Sent when an account is locked against new devices (decision 0011); the lock lasts as long.
  unlock: 24 * 3600 * 1000,
};

/** A fresh link token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(tx: Executor, userId: string, purpose: TokenPurpose, now: Date): Promise<string> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  const { token, hash } = newToken();
  await tx.insert(oneTimeTokens).values({ purpose, tokenHash: hash, userId, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]), createdAt: now });
  return token;
}

/** Mark the token used and return its user, or undefined when unknown, used or expired. Atomic: a token works once. */
export async function consumeToken(tx: Tx, token: string, purpose: TokenPurpose, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** True while the token could still be used (for the page that shows the form). */
export async function isTokenValid(db: Executor, token: string, purpose: TokenPurpose, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)),
    );
  return Boolean(row);
}
