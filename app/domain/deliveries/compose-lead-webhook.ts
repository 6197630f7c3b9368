import { getCategory } from "~/content/categories";
import { LEAD_PURCHASED_EVENT, type LeadPurchasedWebhook } from "~/forms/lead-webhook";
import { leadUrl, type SoldLead } from "./sold-lead";

export { LEAD_PURCHASED_EVENT };

/**
 * The JSON body of the Enterprise webhook, in the Standard Webhooks shape
 * { type, timestamp, data }, typed from the schema /api/v1/openapi.json
 * documents (app/forms/lead-webhook.ts). Money in integer cents (USD), times in ISO 8601.
 */
export function composeLeadWebhook(lead: SoldLead, publicUrl: string): string {
  const h = lead.homeowner;
  const body: LeadPurchasedWebhook = {
    type: LEAD_PURCHASED_EVENT,
    timestamp: lead.purchasedAt.toISOString(),
    data: {
      purchaseId: lead.purchaseId,
      leadId: lead.leadId,
      reference: lead.reference,
      category: lead.category as LeadPurchasedWebhook["data"]["category"],
      categoryName: getCategory(lead.category)?.name ?? lead.category,
      priceCents: lead.priceCents,
      currency: "USD",
      replacement: lead.replacement,
      autoBuy: lead.autoBuy,
      homeowner: { fullName: h.fullName, email: h.email, phone: h.phone, zip: h.zip, city: h.city, state: h.state },
      project: { details: lead.details, prosRequested: lead.prosRequested },
      leadCreatedAt: lead.leadCreatedAt.toISOString(),
      phoneVerifiedAt: lead.phoneVerifiedAt?.toISOString() ?? null,
      purchasedAt: lead.purchasedAt.toISOString(),
      url: leadUrl(publicUrl, lead.purchaseId),
      consentCertificate: lead.certificate ?? null,
    },
  };
  return JSON.stringify(body);
}
