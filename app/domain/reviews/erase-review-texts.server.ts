import { and, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { purchases, reviewInvitations, reviews } from "~/db/schema";
import type { Tx } from "~/db/types.server";

/**
 * Part of erasing a homeowner (privacy/erase-homeowner): the text of their reviews goes (it is theirs and may name
 * them), the stars and the "hired" answer stay, so the pros' ratings stay honest; the pro's reply and the report and
 * hiding reasons go where they quote the homeowner (`quotes`); invitations not yet used are deleted, so no link of
 * theirs still opens a form.
 */
export async function eraseReviewTexts(tx: Tx, quoteRequestIds: string[], quotes: (column: AnyPgColumn) => SQL | undefined): Promise<void> {
  if (!quoteRequestIds.length) return;
  const theirs = tx.select({ id: purchases.id }).from(purchases).where(inArray(purchases.quoteRequestId, quoteRequestIds));
  await tx.update(reviews).set({ body: null }).where(inArray(reviews.purchaseId, theirs));
  const removed = "[Removed at the homeowner's request]";
  await tx
    .update(reviews)
    .set({
      reply: sql`case when ${quotes(reviews.reply)} then null else ${reviews.reply} end`,
      reportReason: sql`case when ${quotes(reviews.reportReason)} then ${removed} else ${reviews.reportReason} end`,
      // Stays non-null while hidden (reviews_hidden_check).
      hiddenReason: sql`case when ${quotes(reviews.hiddenReason)} then ${removed} else ${reviews.hiddenReason} end`,
    })
    .where(and(inArray(reviews.purchaseId, theirs), or(quotes(reviews.reply), quotes(reviews.reportReason), quotes(reviews.hiddenReason))));
  await tx.delete(reviewInvitations).where(and(inArray(reviewInvitations.purchaseId, theirs), isNull(reviewInvitations.usedAt)));
}
