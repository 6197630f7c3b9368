import { asc, eq } from "drizzle-orm";
import { contractorBalances, contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: every contractor with plan, status, balance and compliance dates, by business name. */
export async function listContractors(db: Executor, limit = 500) {
  return db
    .select({
      id: contractors.id,
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
    .orderBy(asc(contractors.businessName))
    .limit(limit);
}
