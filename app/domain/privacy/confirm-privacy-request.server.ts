import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { privacyRequests, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { PRIVACY_LINK_INVALID } from "~/forms/privacy-request";
import { hashToken, TOKEN_PATTERN } from "~/lib/auth/tokens.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { deleteUploads } from "~/lib/uploads.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { eraseHomeowner } from "./erase-homeowner.server";
import { withdrawLeadsOnSale } from "./withdraw-leads.server";

/** The request a confirmation link opens while it is unused and unexpired; undefined otherwise. */
export async function openPrivacyRequest(db: Executor, token: string, now: Date) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ id: privacyRequests.id, kind: privacyRequests.kind })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.tokenHash, hashToken(token)), gt(privacyRequests.expiresAt, now), isNull(privacyRequests.completedAt)));
  return row;
}

/**
 * Carries out a privacy request whose e-mailed link was opened and confirmed
 * (a POST: mail scanners that fetch links change nothing). 'delete' erases
 * everything we hold of that address (eraseHomeowner); 'do-not-sell' takes
 * every request of that address off the market, as "Stop new contacts"
 * does. The link works once: the row is completed and forgets the address.
 */
export async function confirmPrivacyRequest(ctx: DomainContext, token: string): Promise<string> {
  const now = nowOf(ctx);
  if (!TOKEN_PATTERN.test(token)) throw new DomainError("invalid_token", PRIVACY_LINK_INVALID);
  // The photo files of an erasure go once its rows are gone for good (erase-homeowner.server.ts).
  let photoFiles: string[] = [];
  const message = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.tokenHash, hashToken(token)), gt(privacyRequests.expiresAt, now), isNull(privacyRequests.completedAt)))
      .for("update");
    if (!row?.email) throw new DomainError("invalid_token", PRIVACY_LINK_INVALID);
    let after: Record<string, unknown>;
    if (row.kind === "delete") {
      const erasure = await eraseHomeowner(tx, ctx.env, { email: row.email }, now);
      ({ photoFiles, ...after } = erasure);
    } else {
      const mine = await tx
        .update(quoteRequests)
        .set({ contactStoppedAt: now })
        .where(and(eq(quoteRequests.email, row.email), isNull(quoteRequests.contactStoppedAt)))
        .returning({ id: quoteRequests.id });
      const all = await tx.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.email, row.email));
      after = {
        requests: mine.length,
        withdrawnLeads: await withdrawLeadsOnSale(
          tx,
          all.map((r) => r.id),
          "homeowner-stopped-contact",
          now,
        ),
      };
    }
    await tx
      .update(privacyRequests)
      .set({ completedAt: now, email: null })
      .where(inArray(privacyRequests.id, [row.id]));
    await audit(tx, { actorUserId: null, action: "privacy.completed", entity: "privacy_request", entityId: row.id, after: { kind: row.kind, ...after } }, now);
    return row.kind === "delete"
      ? "Done: we have deleted the personal data we held for that address. Contractors who bought your requests have been told."
      : "Done: we will not sell or share your personal information. Your requests are off the market.";
  });
  await deleteUploads(
    ctx.env.DATA_DIR,
    photoFiles.map((storedName) => ({ storedName })),
  );
  signalOutbox();
  return message;
}
