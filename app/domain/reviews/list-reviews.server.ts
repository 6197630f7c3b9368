import { and, eq, isNotNull } from "drizzle-orm";
import { contractors, purchases, quoteRequests, reviews } from "~/db/schema";
import type { ReviewListView } from "~/db/enums";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";
import { reviewColumns } from "./review-columns.server";

// Reported ones newest report first (reviews_reported_idx); all of them newest first.
const reported = keyset(reviews.reportedAt, reviews.id);
const all = keyset(reviews.createdAt, reviews.id);

/** /admin/reviews: the reported reviews (the queue), or every review, a keyset page at a time, with the pro reviewed. */
export async function listReviews(db: Executor, view: ReviewListView, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const order = view === "reported" ? reported : all;
  const rows = await db
    .select({ ...reviewColumns, ...order.key, contractorId: contractors.id, businessName: contractors.businessName, reference: quoteRequests.reference })
    .from(reviews)
    .innerJoin(contractors, eq(contractors.id, reviews.contractorId))
    .innerJoin(purchases, eq(purchases.id, reviews.purchaseId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .where(and(view === "reported" ? isNotNull(reviews.reportedAt) : undefined, order.after(page.after)))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
