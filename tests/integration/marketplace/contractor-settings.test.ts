import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contractors } from "~/db/schema";
import { complianceWarnings, updateContractorByAdmin } from "~/domain/admin/manage-contractor.server";
import { getMyProfile, updateMyPreferences } from "~/domain/contractors/preferences.server";
import type { Preferences } from "~/forms/contractor-preferences";
import { autoBuyLead } from "~/domain/marketplace/auto-buy.server";
import { ForbiddenError } from "~/domain/shared/errors";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { BROOKLYN, makeAdmin, makeContractor, makeQuoteRequest } from "./marketplace-fixtures";

const prefs = (o: Partial<Preferences> = {}): Preferences => ({
  categories: ["plumbing"],
  serviceZipCodes: [],
  baseZip: "11201",
  radiusMiles: 10,
  emailChannel: true,
  smsChannel: false,
  weeklyCapCents: null,
  autoBuy: false,
  paused: false,
  ...o,
});

describe.each(testEngines())("contractor settings on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = () => ({ db: t.db, env: t.env });

  it("a contractor sets categories and area (radius around a base ZIP), pauses and resumes", async () => {
    const a = await makeContractor(t.db, t.env, { balanceCents: 200_00 });
    await expect(updateMyPreferences(ctx(), a.contractorId, prefs({ categories: [] }))).rejects.toThrow("at least one category");
    await expect(updateMyPreferences(ctx(), a.contractorId, prefs({ autoBuy: true }))).rejects.toThrow("Auto-buy");
    // A ZIP without a centroid is refused: no lead could ever match it.
    await expect(updateMyPreferences(ctx(), a.contractorId, prefs({ serviceZipCodes: ["11201", "00601"] }))).rejects.toMatchObject({
      code: "invalid_input",
      details: { field: "serviceZipCodes" },
      message: "ZIP code 00601 was not found. Please check it.",
    });
    expect((await getMyProfile(ctx(), a.contractorId)).categories).toEqual(["roofing"]);
    await updateMyPreferences(ctx(), a.contractorId, prefs());
    expect(await getMyProfile(ctx(), a.contractorId)).toMatchObject({ categories: ["plumbing"], baseZip: "11201", radiusMiles: 10 });
    const { leadIds } = await makeQuoteRequest(t.db, { category: "plumbing", place: BROOKLYN });
    expect((await availableLeadsForContractor(ctx(), a.contractorId)).leads.map((l) => l.leadId)).toContain(leadIds[0]);
    await updateMyPreferences(ctx(), a.contractorId, prefs({ paused: true }));
    await expect(purchaseLead(ctx(), a.contractorId, leadIds[0]!, `k-${crypto.randomUUID()}`)).rejects.toThrow(ForbiddenError);
    await updateMyPreferences(ctx(), a.contractorId, prefs({ paused: false }));
    await purchaseLead(ctx(), a.contractorId, leadIds[0]!, `k-${crypto.randomUUID()}`);
  });

  it("an admin suspends (the contractor cannot resume it), moves the plan to Pay-As-You-Go and records expiry dates; audited", async () => {
    const admin = await makeAdmin(t.db);
    const a = await makeContractor(t.db, t.env, { plan: "enterprise" });
    await expect(updateContractorByAdmin(ctx(), a.userId, a.contractorId, { status: "suspended" }, "x")).rejects.toThrow(ForbiddenError);
    // Professional is the contractor's own subscription (/pro/billing): an admin cannot hand it out, nothing is written.
    await expect(updateContractorByAdmin(ctx(), admin, a.contractorId, { status: "suspended", plan: "professional" }, "Upgrade by phone")).rejects.toThrow(
      /starts itself on its Billing page/,
    );
    await updateContractorByAdmin(
      ctx(),
      admin,
      a.contractorId,
      { status: "suspended", plan: "pay-as-you-go", licenseExpiresOn: "2026-12-01" },
      "Licence check",
    );
    await updateMyPreferences(ctx(), a.contractorId, prefs({ paused: false }));
    const [row] = await t.db.select().from(contractors).where(eq(contractors.id, a.contractorId));
    expect(row).toMatchObject({ status: "suspended", plan: "pay-as-you-go", licenseExpiresOn: "2026-12-01" });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, a.contractorId));
    expect(entries.map((e) => e.action)).toContain("contractor.update");
    expect(complianceWarnings(row!, new Date("2026-11-21T00:00:00Z"))).toEqual(["License expires on 2026-12-01.", "Insurance expiry: Missing."]);
    expect(complianceWarnings({ licenseExpiresOn: "2027-06-30", insuranceExpiresOn: "2026-11-20" }, new Date("2026-11-21T00:00:00Z"))).toEqual([
      "Insurance expired on 2026-11-20.",
    ]);
    expect(complianceWarnings({ licenseExpiresOn: "2027-06-30", insuranceExpiresOn: "2027-06-30" }, new Date("2026-11-21T00:00:00Z"))).toEqual([]);
  });
});

describe.each(testEngines())("auto-buy on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = () => ({ db: t.db, env: t.env });

  it("spreads new leads among eligible subscribers, least recently served first, within balance", async () => {
    const a = await makeContractor(t.db, t.env, { plan: "professional", balanceCents: 500_00, categories: ["hvac"] });
    const b = await makeContractor(t.db, t.env, { plan: "enterprise", balanceCents: 500_00, categories: ["hvac"] });
    const poor = await makeContractor(t.db, t.env, { plan: "professional", balanceCents: 10_00, categories: ["hvac"] });
    const payg = await makeContractor(t.db, t.env, { plan: "pay-as-you-go", balanceCents: 500_00, categories: ["hvac"] });
    await t.db
      .update(contractors)
      .set({ autoBuy: true })
      .where(inArray(contractors.id, [a.contractorId, b.contractorId, poor.contractorId, payg.contractorId]));
    const winners = [];
    for (let i = 0; i < 4; i++) {
      const { leadIds } = await makeQuoteRequest(t.db, { category: "hvac", pros: 1 });
      winners.push((await autoBuyLead(ctx(), leadIds[0]!))?.contractorId);
      expect(await autoBuyLead(ctx(), leadIds[0]!)).toBeNull();
    }
    expect(new Set(winners)).toEqual(new Set([a.contractorId, b.contractorId]));
    expect(winners.filter((w) => w === a.contractorId)).toHaveLength(2);
  });
});
