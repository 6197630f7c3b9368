import { getCategory } from "~/content/categories";
import { leadUrl, type SoldLead } from "./sold-lead";

export const LEAD_PURCHASED_EVENT = "lead.purchased";

/**
 * The JSON body of the Enterprise webhook, in the Standard Webhooks shape
 * { type, timestamp, data }. Money in integer cents (USD), times in ISO 8601.
 */
export function composeLeadWebhook(lead: SoldLead, publicUrl: string): string {
  const h = lead.homeowner;
  return JSON.stringify({
    type: LEAD_PURCHASED_EVENT,
    timestamp: lead.purchasedAt.toISOString(),
    data: {
      purchaseId: lead.purchaseId,
      leadId: lead.leadId,
      reference: lead.reference,
      category: lead.category,
      categoryName: getCategory(lead.category)?.name ?? lead.category,
      priceCents: lead.priceCents,
      currency: "USD",
      replacement: lead.replacement,
      autoBuy: lead.autoBuy,
      homeowner: { fullName: h.fullName, email: h.email, phone: h.phone, zip: h.zip, city: h.city, state: h.state },
      project: { details: lead.details, prosRequested: lead.prosRequested },
      leadCreatedAt: lead.leadCreatedAt.toISOString(),
      purchasedAt: lead.purchasedAt.toISOString(),
      url: leadUrl(publicUrl, lead.purchaseId),
    },
  });
}
