import { and, eq } from "drizzle-orm";
import { contractors, leadReturns, leads, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { leadWithRequestColumns } from "~/domain/leads/lead-with-request-columns.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// (status, created_at, id) desc through lead_returns_status_created_id_idx (migration 0006).
const order = keyset(leadReturns.createdAt, leadReturns.id);

/** Admin: lead returns with the lead, the buyer, the price and the buyer's pipeline status, pending ones (or one status) newest first, one keyset page at a time. */
export async function listReturns(db: Executor, status: "pending" | "credited" | "replaced" | "rejected" = "pending", page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const rows = await db
    .select({
      id: leadReturns.id,
      ...order.key,
      reason: leadReturns.reason,
      note: leadReturns.note,
      status: leadReturns.status,
      decisionReason: leadReturns.decisionReason,
      decidedAt: leadReturns.decidedAt,
      createdAt: leadReturns.createdAt,
      priceCents: purchases.priceCents,
      purchasedAt: purchases.purchasedAt,
      // How the buyer's follow-up went: a lead they worked to a job is rarely a bad lead (decision 0023).
      pipelineStatus: purchases.pipelineStatus,
      jobValueCents: purchases.jobValueCents,
      contractorId: contractors.id,
      businessName: contractors.businessName,
      leadId: leads.id,
      // The verification record a "wrong number" return is judged by (decision 0048).
      phoneVerifiedAt: quoteRequests.phoneVerifiedAt,
      ...leadWithRequestColumns,
    })
    .from(leadReturns)
    .innerJoin(purchases, eq(purchases.id, leadReturns.purchaseId))
    .innerJoin(contractors, eq(contractors.id, leadReturns.contractorId))
    .innerJoin(leads, eq(leads.id, purchases.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(and(eq(leadReturns.status, status), order.after(page.after)))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
