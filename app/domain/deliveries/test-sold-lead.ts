import type { SoldLead } from "./sold-lead";

/** A sold lead for the composer tests. */
export function soldLeadFixture(overrides: Partial<SoldLead> = {}): SoldLead {
  return {
    purchaseId: "7d1f7c2e-3c57-4a52-9a0e-1b2c3d4e5f60",
    leadId: "0b5a1c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
    reference: "THP-7K3M9Q",
    category: "roofing",
    homeowner: { fullName: "Jane Doe", email: "jane@example.com", phone: "+15125550100", zip: "78701", city: "Austin", state: "TX" },
    details: "Hail damage on a 20-year-old shingle roof.",
    prosRequested: 3,
    priceCents: 94_00,
    replacement: false,
    autoBuy: false,
    leadCreatedAt: new Date("2026-11-20T15:00:00Z"),
    purchasedAt: new Date("2026-11-21T15:30:00Z"),
    ...overrides,
  };
}
