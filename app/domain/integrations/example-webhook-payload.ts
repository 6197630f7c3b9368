import { composeLeadWebhook } from "~/domain/deliveries/compose-lead-webhook";
import { EXAMPLE_CERTIFICATE } from "~/domain/consent-certificates/example-certificate";

/**
 * The example body shown on /pro/integrations, made by the real composer so
 * the documentation cannot drift from what is sent. Made-up homeowner.
 */
export function exampleWebhookPayload(publicUrl: string): string {
  const body = composeLeadWebhook(
    {
      purchaseId: "7d1f7c2e-3c57-4a52-9a0e-1b2c3d4e5f60",
      leadId: "0b5a1c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
      reference: "THP-7K3M9Q",
      category: "plumbing",
      homeowner: { fullName: "Jane Doe", email: "jane@example.com", phone: "+12125550123", zip: "11375", city: "Forest Hills", state: "NY" },
      details: "Water heater is leaking; would like a tankless replacement.",
      prosRequested: 2,
      priceCents: 31_00,
      replacement: false,
      autoBuy: false,
      leadCreatedAt: new Date("2026-11-20T15:00:00Z"),
      phoneVerifiedAt: new Date("2026-11-20T15:01:40Z"),
      purchasedAt: new Date("2026-11-20T15:04:12Z"),
      certificate: EXAMPLE_CERTIFICATE,
    },
    publicUrl,
  );
  return JSON.stringify(JSON.parse(body), null, 2);
}
