import { describe, expect, it } from "vitest";
import { liveUpdateFor, type LiveViewer } from "./live-update-for";
import type { MarketplaceNotification } from "./marketplace-notification.server";
import { parseMarketplaceNotification } from "./marketplace-notification.server";

const manhattan = { lat: 40.7484, lng: -73.9967 };
const brooklyn = { lat: 40.6959, lng: -73.9896 };
const losAngeles = { lat: 34.0614, lng: -118.2385 };

const roofer: LiveViewer = { contractorId: "c-roofer", categories: ["roofing", "solar"], area: { zipCodes: ["10001"], baseZip: manhattan, radiusMiles: 25 } };
const zipOnly: LiveViewer = { contractorId: "c-zip", categories: ["roofing"], area: { zipCodes: ["10001"] } };

const available = (category: string, zip: string): MarketplaceNotification => ({ type: "leads.available", leadIds: ["l1", "l2"], category, zip });
const sold = (contractorId: string, category = "roofing", zip = "11201"): MarketplaceNotification => ({
  type: "lead.sold",
  leadId: "l1",
  contractorId,
  purchaseId: "p1",
  autoBuy: true,
  category,
  zip,
});

describe("liveUpdateFor", () => {
  it("tells contractors in the lead's category and area about new leads: ids and category only", () => {
    expect(liveUpdateFor(available("roofing", "11201"), roofer, brooklyn)).toEqual({ type: "lead-available", leadIds: ["l1", "l2"], category: "roofing" });
    expect(liveUpdateFor(available("roofing", "10001"), zipOnly, manhattan)).toEqual({ type: "lead-available", leadIds: ["l1", "l2"], category: "roofing" });
  });

  it("tells nobody outside the category or the area", () => {
    expect(liveUpdateFor(available("plumbing", "11201"), roofer, brooklyn)).toBeNull();
    expect(liveUpdateFor(available("roofing", "90012"), roofer, losAngeles)).toBeNull();
    expect(liveUpdateFor(available("roofing", "11201"), zipOnly, brooklyn)).toBeNull();
    expect(liveUpdateFor(sold("c-other", "roofing", "90012"), roofer, losAngeles)).toBeNull();
    expect(liveUpdateFor(sold("c-other", "hvac"), roofer, brooklyn)).toBeNull();
  });

  it("checks only the ZIP list when the ZIP's position is unknown", () => {
    expect(liveUpdateFor(available("roofing", "10001"), roofer, undefined)).not.toBeNull();
    expect(liveUpdateFor(available("roofing", "11201"), roofer, undefined)).toBeNull();
  });

  it("tells the buyer the lead was delivered, whatever their categories now; others only that it is gone", () => {
    expect(liveUpdateFor(sold("c-roofer", "hvac", "90012"), roofer, losAngeles)).toEqual({
      type: "lead-delivered",
      leadId: "l1",
      purchaseId: "p1",
      autoBuy: true,
    });
    const gone = liveUpdateFor(sold("c-other"), roofer, brooklyn);
    expect(gone).toEqual({ type: "lead-gone", leadId: "l1" });
    expect(JSON.stringify(gone)).not.toContain("c-other");
    expect(JSON.stringify(gone)).not.toContain("p1");
  });
});

describe("parseMarketplaceNotification", () => {
  it("accepts what publishEvent sends and refuses anything else", () => {
    expect(parseMarketplaceNotification(JSON.stringify(sold("c1")))).toEqual(sold("c1"));
    expect(parseMarketplaceNotification(JSON.stringify(available("roofing", "10001")))).toEqual(available("roofing", "10001"));
    expect(parseMarketplaceNotification("not json")).toBeUndefined();
    expect(parseMarketplaceNotification(JSON.stringify({ type: "lead.sold", leadId: "l1" }))).toBeUndefined();
    expect(parseMarketplaceNotification(JSON.stringify({ ...available("roofing", "10001"), leadIds: [] }))).toBeUndefined();
    expect(parseMarketplaceNotification(JSON.stringify({ ...available("roofing", "1001") }))).toBeUndefined();
  });
});
