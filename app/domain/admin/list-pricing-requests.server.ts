import { desc } from "drizzle-orm";
import { pricingRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: custom pricing requests from contractors, newest first. */
export async function listPricingRequests(db: Executor, limit = 200) {
  return db
    .select({ id: pricingRequests.id, fullName: pricingRequests.fullName, email: pricingRequests.email, phone: pricingRequests.phone, businessName: pricingRequests.businessName, website: pricingRequests.website, createdAt: pricingRequests.createdAt })
    .from(pricingRequests)
    .orderBy(desc(pricingRequests.createdAt))
    .limit(limit);
}
