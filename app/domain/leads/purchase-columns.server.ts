import { sql, type AnyColumn } from "drizzle-orm";
import { leadReturns, leads, purchases, quoteRequests } from "~/db/schema";
import { homeownerColumns } from "./homeowner-columns.server";

/**
 * A contact column of the homeowner, or null once the buyer's return of the
 * lead was credited: the money came back, so the contact goes too (decision 0023).
 * Done in SQL so that no read of a purchase can show it by mistake.
 */
const unlessCredited = (column: AnyColumn) => sql<string | null>`case when ${leadReturns.status} = 'credited' then null else ${column} end`;

/**
 * A bought lead as its buyer sees it (dashboard and REST API): the purchase,
 * the lead's category and status, the return if any, and the homeowner. For
 * queries from `purchases` joined to `leads` and `quote_requests`, with
 * `lead_returns` left-joined. After a credited return the homeowner's name,
 * e-mail and phone are null and `contactRemoved` is true.
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
  fullName: unlessCredited(homeownerColumns.fullName).as("full_name"),
  email: unlessCredited(homeownerColumns.email).as("email"),
  phone: unlessCredited(homeownerColumns.phone).as("phone"),
  /** The project's qualifying answers as stored ({ questionId: choiceValue }); describeProjectAnswers puts them in words. */
  answers: quoteRequests.answers,
  contactRemoved: sql<boolean>`coalesce(${leadReturns.status} = 'credited', false)`.as("contact_removed"),
};
