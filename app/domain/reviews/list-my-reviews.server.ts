import { and, eq } from "drizzle-orm";
import { contractors, purchases, quoteRequests, reviews } from "~/db/schema";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";
import type { DomainContext } from "../shared/domain-context.server";
import { reviewColumns } from "./review-columns.server";

// (contractor_id, created_at desc, id desc) through reviews_contractor_created_idx.
const order = keyset(reviews.createdAt, reviews.id);

/** /pro/reviews: the contractor's reviews (hidden ones too, marked), newest first, a keyset page at a time, and its rating. */
export async function listMyReviews(ctx: DomainContext, contractorId: string, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const rows = await ctx.db
    .select({ ...reviewColumns, ...order.key, reference: quoteRequests.reference, category: quoteRequests.category, city: quoteRequests.city })
    .from(reviews)
    .innerJoin(purchases, eq(purchases.id, reviews.purchaseId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .where(and(eq(reviews.contractorId, contractorId), order.after(page.after)))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  const [rating] = await ctx.db
    .select({ sum: contractors.ratingSum, count: contractors.ratingCount })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return { ...order.page(rows, limit), ratingSum: rating?.sum ?? 0, ratingCount: rating?.count ?? 0 };
}
