import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { leadReturns, leads, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { PurchaseRecord } from "./api-json";
import { purchaseColumns } from "~/domain/leads/purchase-columns.server";

/**
 * The contractor's purchases with contact details, newest first, filtered by
 * contractor in SQL (never after loading), so another contractor's purchase
 * is simply not there.
 */
export async function findPurchases(db: Executor, contractorId: string, options: { purchaseId?: string; before?: string; limit: number }): Promise<PurchaseRecord[]> {
  const where: SQL[] = [eq(purchases.contractorId, contractorId)];
  if (options.purchaseId) where.push(eq(purchases.id, options.purchaseId));
  if (options.before) {
    // Keyset pagination: rows strictly after the cursor in (purchased_at desc, id desc) order,
    // comparing against the stored row so no timestamp precision is lost on the way.
    where.push(sql`(${purchases.purchasedAt}, ${purchases.id}) < (select c.purchased_at, c.id from purchases c where c.id = ${options.before} and c.contractor_id = ${contractorId})`);
  }
  return db
    .select({ ...purchaseColumns, autoBuy: purchases.autoBuy, leadCreatedAt: leads.createdAt })
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .leftJoin(leadReturns, eq(leadReturns.purchaseId, purchases.id))
    .where(and(...where))
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
    .limit(options.limit);
}
