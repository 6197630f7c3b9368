import { and, desc, eq, isNull } from "drizzle-orm";
import { contractors, purchases, quoteRequests } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { REPLY_MEDIAN_PURCHASES, replyMedianMinutes } from "./reply-median";

/**
 * A pro replied to the homeowner on a purchase (its quote or a message), in the caller's transaction (decision 0052):
 * the first reply of the purchase and of the request are kept once, and the pro's median reply time is taken again
 * over its latest purchases (bounded: REPLY_MEDIAN_PURCHASES rows of the contractor's purchase index). Later replies
 * change nothing. Returns whether this was the purchase's first reply.
 */
export async function recordFirstReply(tx: Tx, purchaseId: string, at: Date): Promise<boolean> {
  const [first] = await tx
    .update(purchases)
    .set({ firstReplyAt: at })
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.firstReplyAt)))
    .returning({ contractorId: purchases.contractorId, quoteRequestId: purchases.quoteRequestId });
  if (!first) return false;
  await tx
    .update(quoteRequests)
    .set({ firstReplyAt: at })
    .where(and(eq(quoteRequests.id, first.quoteRequestId), isNull(quoteRequests.firstReplyAt)));
  const latest = await tx
    .select({ purchasedAt: purchases.purchasedAt, firstReplyAt: purchases.firstReplyAt })
    .from(purchases)
    .where(eq(purchases.contractorId, first.contractorId))
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
    .limit(REPLY_MEDIAN_PURCHASES);
  // Purchases still without a reply are left out: the figure says how fast the pro answers when it does.
  const minutes = latest.flatMap((p) => (p.firstReplyAt ? [(p.firstReplyAt.getTime() - p.purchasedAt.getTime()) / 60_000] : []));
  await tx
    .update(contractors)
    .set({ replyMedianMinutes: replyMedianMinutes(minutes) })
    .where(eq(contractors.id, first.contractorId));
  return true;
}
