import { eq } from "drizzle-orm";
import { contractorBalances, contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// (business_name, id) A to Z through contractors_name_id_idx (migration 0006).
const order = keyset(contractors.businessName, contractors.id, "text");

/** Admin: contractors with plan, status, balance and compliance dates, by business name, one keyset page at a time. */
export async function listContractors(db: Executor, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const rows = await db
    .select({
      id: contractors.id,
      ...order.key,
      businessName: contractors.businessName,
      contactName: contractors.contactName,
      email: contractors.email,
      status: contractors.status,
      plan: contractors.plan,
      categories: contractors.categories,
      licenseExpiresOn: contractors.licenseExpiresOn,
      insuranceExpiresOn: contractors.insuranceExpiresOn,
      balanceCents: contractorBalances.balanceCents,
    })
    .from(contractors)
    .leftJoin(contractorBalances, eq(contractorBalances.contractorId, contractors.id))
    .where(order.after(page.after))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
