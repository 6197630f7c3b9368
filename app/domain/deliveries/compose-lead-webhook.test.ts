import { describe, expect, it } from "vitest";
import { composeLeadWebhook } from "./compose-lead-webhook";
import { soldLeadFixture } from "./test-sold-lead";
import { EXAMPLE_CERTIFICATE } from "~/domain/consent-certificates/example-certificate";

describe("composeLeadWebhook", () => {
  it("is a lead.purchased event with the purchase, the lead, the price, the homeowner's contact and the project", () => {
    const body = JSON.parse(composeLeadWebhook(soldLeadFixture(), "https://pros.example.com"));
    expect(body).toEqual({
      type: "lead.purchased",
      timestamp: "2026-11-21T15:30:00.000Z",
      data: {
        purchaseId: "7d1f7c2e-3c57-4a52-9a0e-1b2c3d4e5f60",
        leadId: "0b5a1c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
        reference: "THP-7K3M9Q",
        category: "roofing",
        categoryName: "Roofing",
        priceCents: 9400,
        currency: "USD",
        replacement: false,
        autoBuy: false,
        homeowner: { fullName: "Jane Doe", email: "jane@example.com", phone: "+15125550100", zip: "78701", city: "Austin", state: "TX" },
        project: { details: "Hail damage on a 20-year-old shingle roof.", prosRequested: 3 },
        leadCreatedAt: "2026-11-20T15:00:00.000Z",
        phoneVerifiedAt: null,
        purchasedAt: "2026-11-21T15:30:00.000Z",
        url: "https://pros.example.com/pro/leads/7d1f7c2e-3c57-4a52-9a0e-1b2c3d4e5f60",
        // A request stored before certificates existed has none.
        consentCertificate: null,
      },
    });
  });

  it("carries the request's signed consent certificate as stored", () => {
    expect(JSON.parse(composeLeadWebhook(soldLeadFixture({ certificate: EXAMPLE_CERTIFICATE }), "https://x.example")).data.consentCertificate).toEqual(
      EXAMPLE_CERTIFICATE,
    );
  });

  it("keeps text that needs escaping intact", () => {
    const details = 'Leak "near" the chimney\nsecond line </script>';
    expect(JSON.parse(composeLeadWebhook(soldLeadFixture({ details }), "https://x.example")).data.project.details).toBe(details);
  });
});
