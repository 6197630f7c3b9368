import { and, eq } from "drizzle-orm";
import { contractorBalances, contractors, contractorSearchText } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";
import { searchQueryOf } from "~/domain/shared/text-search";
import { matchesSearch } from "~/domain/shared/text-search.server";

// (business_name, id) A to Z through contractors_name_id_idx (migration 0006).
const order = keyset(contractors.businessName, contractors.id, "text");

/** Admin: contractors with plan, status, balance and compliance dates, by business name, one keyset page at a time; `q` searches name, contact, e-mail, phone and licence. */
export async function listContractors(db: Executor, page: PageRequest = {}, filter: { q?: string | undefined } = {}) {
  const query = searchQueryOf(filter.q ?? "");
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
    .where(and(order.after(page.after), query ? matchesSearch(contractors.id, contractors, contractorSearchText(contractors), query) : undefined))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
