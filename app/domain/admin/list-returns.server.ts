import { desc, eq } from "drizzle-orm";
import { contractors, leadReturns, leads, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { leadWithRequestColumns } from "~/domain/leads/lead-with-request-columns.server";

/** Admin: lead returns with the lead, the buyer and the price, pending ones (or one status) newest first. */
export async function listReturns(db: Executor, status: "pending" | "credited" | "replaced" | "rejected" = "pending", limit = 200) {
  return db
    .select({
      id: leadReturns.id,
      reason: leadReturns.reason,
      note: leadReturns.note,
      status: leadReturns.status,
      decisionReason: leadReturns.decisionReason,
      decidedAt: leadReturns.decidedAt,
      createdAt: leadReturns.createdAt,
      priceCents: purchases.priceCents,
      purchasedAt: purchases.purchasedAt,
      contractorId: contractors.id,
      businessName: contractors.businessName,
      leadId: leads.id,
      ...leadWithRequestColumns,
    })
    .from(leadReturns)
    .innerJoin(purchases, eq(purchases.id, leadReturns.purchaseId))
    .innerJoin(contractors, eq(contractors.id, leadReturns.contractorId))
    .innerJoin(leads, eq(leads.id, purchases.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(eq(leadReturns.status, status))
    .orderBy(desc(leadReturns.createdAt))
    .limit(limit);
}
