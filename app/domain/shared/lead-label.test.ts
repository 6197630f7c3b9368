import { describe, expect, it } from "vitest";
import { leadLabel, ledgerDetails } from "./lead-label";

const lead = { reference: "THP-1A2B3C", category: "roofing", city: "Queens", state: "NY" };

describe("leadLabel", () => {
  it("names a lead by reference, trade and place", () => {
    expect(leadLabel(lead)).toBe("THP-1A2B3C · Roofing · Queens, NY");
  });
  it("leaves out what is missing and is null when nothing is known", () => {
    expect(leadLabel({ ...lead, city: null, state: null })).toBe("THP-1A2B3C · Roofing");
    expect(leadLabel({ reference: null, category: null, city: null, state: null })).toBeNull();
    expect(leadLabel(null)).toBeNull();
  });
});

describe("ledgerDetails", () => {
  it("replaces a purchase's lead id with the lead's label", () => {
    expect(ledgerDetails("Lead ec09a7fe-e2db-4c1e-9a43-5a7d3b0e2f11", lead)).toBe("THP-1A2B3C · Roofing · Queens, NY");
  });
  it("keeps another memo and adds the label", () => {
    expect(ledgerDetails("Lead return credited", lead)).toBe("Lead return credited · THP-1A2B3C · Roofing · Queens, NY");
    expect(ledgerDetails("Top-up via Card", null)).toBe("Top-up via Card");
  });
  it("never shows a bare id, even when the lead is unknown", () => {
    expect(ledgerDetails("Lead ec09a7fe-e2db-4c1e-9a43-5a7d3b0e2f11", null)).toBe("Lead");
    expect(ledgerDetails(null, null)).toBe("");
  });
});
