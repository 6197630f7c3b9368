import { leadReturns, leads, purchases } from "~/db/schema";
import { homeownerColumns } from "./homeowner-columns.server";

/**
 * A bought lead as its buyer sees it (dashboard and REST API): the purchase,
 * the lead's category and status, the return if any, and the homeowner. For
 * queries from `purchases` joined to `leads` and `quote_requests`, with
 * `lead_returns` left-joined.
 */
export const purchaseColumns = {
  purchaseId: purchases.id,
  leadId: purchases.leadId,
  category: leads.category,
  priceCents: purchases.priceCents,
  purchasedAt: purchases.purchasedAt,
  leadStatus: leads.status,
  pipelineStatus: purchases.pipelineStatus,
  notes: purchases.notes,
  jobValueCents: purchases.jobValueCents,
  returnStatus: leadReturns.status,
  ...homeownerColumns,
};
