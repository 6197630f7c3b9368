import { and, inArray, isNull } from "drizzle-orm";
import { purchases, reviewInvitations, reviews } from "~/db/schema";
import type { Tx } from "~/db/types.server";

/**
 * Part of erasing a homeowner (privacy/erase-homeowner): the text of their reviews goes (it is theirs and may name
 * them), the stars and the "hired" answer stay, so the pros' ratings stay honest; invitations not yet used are
 * deleted, so no link of theirs still opens a form.
 */
export async function eraseReviewTexts(tx: Tx, quoteRequestIds: string[]): Promise<void> {
  if (!quoteRequestIds.length) return;
  const theirs = tx.select({ id: purchases.id }).from(purchases).where(inArray(purchases.quoteRequestId, quoteRequestIds));
  await tx.update(reviews).set({ body: null }).where(inArray(reviews.purchaseId, theirs));
  await tx.delete(reviewInvitations).where(and(inArray(reviewInvitations.purchaseId, theirs), isNull(reviewInvitations.usedAt)));
}
