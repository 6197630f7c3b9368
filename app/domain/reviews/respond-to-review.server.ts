import { and, eq, isNull } from "drizzle-orm";
import { reviews } from "~/db/schema";
import { DomainError, NotFoundError } from "../shared/errors";
import { nowOf, type DomainContext } from "../shared/domain-context.server";

/** The contractor's one public reply to a review of its own; a second is refused, as is a review of another pro. */
export async function replyToReview(ctx: DomainContext, contractorId: string, reviewId: string, reply: string): Promise<void> {
  const now = nowOf(ctx);
  const done = await ctx.db
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), eq(reviews.contractorId, contractorId), isNull(reviews.repliedAt)))
    .returning({ id: reviews.id });
  if (done.length) return;
  const [own] = await ctx.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.contractorId, contractorId)));
  if (!own) throw new NotFoundError("This review");
  throw new DomainError("already_replied", "You have already replied to this review. A reply is given once.");
}

/** The contractor reports a review of its own to the admins, with a reason (the latest report's reason is kept). */
export async function reportReview(ctx: DomainContext, contractorId: string, reviewId: string, reason: string): Promise<void> {
  const done = await ctx.db
    .update(reviews)
    .set({ reportedAt: nowOf(ctx), reportReason: reason })
    .where(and(eq(reviews.id, reviewId), eq(reviews.contractorId, contractorId)))
    .returning({ id: reviews.id });
  if (!done.length) throw new NotFoundError("This review");
}
