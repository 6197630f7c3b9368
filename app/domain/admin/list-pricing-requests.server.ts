import { pricingRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// (created_at, id) desc through pricing_requests_created_id_idx (migration 0006).
const order = keyset(pricingRequests.createdAt, pricingRequests.id);

/** Admin: custom pricing requests from contractors, newest first, one keyset page at a time. */
export async function listPricingRequests(db: Executor, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const rows = await db
    .select({
      id: pricingRequests.id,
      ...order.key,
      fullName: pricingRequests.fullName,
      email: pricingRequests.email,
      phone: pricingRequests.phone,
      businessName: pricingRequests.businessName,
      website: pricingRequests.website,
      createdAt: pricingRequests.createdAt,
    })
    .from(pricingRequests)
    .where(order.after(page.after))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
