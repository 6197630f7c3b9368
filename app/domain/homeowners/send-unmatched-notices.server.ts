import { and, asc, eq, isNull, lte, lt } from "drizzle-orm";
import { purchases, quoteRequests, requestLinks, unmatchedRequests } from "~/db/schema";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { composeUnmatchedEmail } from "./compose-unmatched-email";
import { issueRequestLink } from "../request-links/request-links.server";

const BATCH = 100;

/**
 * Keeps the confirmation's promise to requests no verified pro served: at
 * their due time, an e-mail when still no pro has bought them (when one has,
 * the "who will call" e-mail already told the homeowner, and nothing more is
 * sent). Each row is claimed with SKIP LOCKED and marked in the transaction
 * that queues its e-mail, so it is sent exactly once, whichever process runs
 * the job. Also drops request links past their expiry.
 */
export async function sendUnmatchedNotices(ctx: DomainContext): Promise<{ emailed: number; matched: number; linksPruned: number }> {
  const now = nowOf(ctx);
  const report = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: quoteRequests.id,
        email: quoteRequests.email,
        fullName: quoteRequests.fullName,
        reference: quoteRequests.reference,
        category: quoteRequests.category,
        zip: quoteRequests.zip,
        contactStoppedAt: quoteRequests.contactStoppedAt,
      })
      .from(unmatchedRequests)
      .innerJoin(quoteRequests, eq(quoteRequests.id, unmatchedRequests.quoteRequestId))
      .where(and(isNull(unmatchedRequests.notifiedAt), lte(unmatchedRequests.notifyBy, now)))
      .orderBy(asc(unmatchedRequests.notifyBy))
      .limit(BATCH)
      .for("update", { of: unmatchedRequests, skipLocked: true });
    let emailed = 0;
    for (const request of due) {
      const sold = await tx.$count(purchases, eq(purchases.quoteRequestId, request.id));
      // A homeowner who pressed "Stop new contacts" asked to hear no more about it.
      if (sold === 0 && !request.contactStoppedAt) {
        const requestUrl = await issueRequestLink(tx, request.id, ctx.env.PUBLIC_URL, now);
        await sendEmail(tx, ctx.env, composeUnmatchedEmail({ ...request, to: request.email, requestUrl }), now);
        emailed += 1;
      }
      await tx.update(unmatchedRequests).set({ notifiedAt: now }).where(eq(unmatchedRequests.quoteRequestId, request.id));
    }
    return { emailed, matched: due.length - emailed };
  });
  const pruned = await ctx.db.delete(requestLinks).where(lt(requestLinks.expiresAt, now)).returning({ id: requestLinks.id });
  return { ...report, linksPruned: pruned.length };
}
