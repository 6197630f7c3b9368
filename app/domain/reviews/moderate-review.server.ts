import { eq } from "drizzle-orm";
import { reviews } from "~/db/schema";
import { assertAdmin } from "../accounts/assert-admin.server";
import { audit } from "../shared/audit.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { adjustRating } from "./adjust-rating.server";

/**
 * An admin hides a review (it leaves the contractor's rating and public pages) or shows it again, with a reason.
 * The review, the rating and the audit entry change in one transaction. The audit entry holds the stars and the
 * reason, never the review's text or anything of the homeowner.
 */
export async function moderateReview(ctx: DomainContext, adminId: string, reviewId: string, action: "hide" | "unhide", reason: string): Promise<void> {
  const now = nowOf(ctx);
  await assertAdmin(ctx.db, adminId);
  await ctx.db.transaction(async (tx) => {
    const [review] = await tx
      .select({ contractorId: reviews.contractorId, stars: reviews.stars, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!review) throw new NotFoundError("This review");
    const hidden = review.hiddenAt !== null;
    if (hidden === (action === "hide"))
      throw new DomainError("invalid_transition", action === "hide" ? "This review is already hidden." : "This review is not hidden.");
    await tx
      .update(reviews)
      .set(action === "hide" ? { hiddenAt: now, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
      .where(eq(reviews.id, reviewId));
    await adjustRating(tx, review.contractorId, review.stars, action === "hide" ? -1 : 1);
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: `review.${action}`,
        entity: "review",
        entityId: reviewId,
        before: { hidden, contractorId: review.contractorId, stars: review.stars },
        after: { hidden: !hidden, reason },
      },
      now,
    );
  });
}
