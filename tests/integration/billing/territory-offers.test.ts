/**
 * Enterprise exclusive territory at intake (decision 0032): a new lead in a territory ZIP is offered to its owner alone
 * for ENTERPRISE_TERRITORY_MINUTES, then the release job sends it to the market; outside the territory, with an
 * owner the normal reverse match would not pick, or after the owner leaves Enterprise, the market at once; a request
 * sent from a pro's profile keeps that pro's first hour.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { enterpriseTerritories, leads } from "~/db/schema";
import { setTerritory } from "~/domain/admin/enterprise-territory.server";
import { updateContractorByAdmin } from "~/domain/admin/manage-contractor.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { offerNewLeads } from "~/domain/marketplace/offer-new-leads.server";
import { PRO_FIRST_CHANCE_MS } from "~/domain/marketplace/exclusive-offer";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { makeAdmin } from "../marketplace/marketplace-fixtures";
import { makePro } from "../profiles/profile-world";

const MINUTE = 60_000;

describe.each(testEngines())("Enterprise exclusive territory on %s", (engine) => {
  const t = useTestDatabase(engine);
  // Each case starts with no territory (the database is shared by the cases of a suite).
  beforeEach(async () => {
    await t.db.delete(enterpriseTerritories);
  });
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });
  const offersOf = async (quoteRequestId: string) =>
    (await t.db.select({ to: leads.offeredToContractorId, until: leads.offeredUntil }).from(leads).where(eq(leads.quoteRequestId, quoteRequestId))).map((l) => [
      l.to,
      l.until?.getTime() ?? null,
    ]);
  const sees = async (contractorId: string, quoteRequestId: string, now: Date) => {
    const ids = new Set((await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, quoteRequestId))).map((l) => l.id));
    return (await availableLeadsForContractor(ctx(now), contractorId, { limit: 100 })).leads.some((l) => ids.has(l.leadId));
  };
  const enterprise = async (category: string, zips: string[], options: Parameters<typeof makePro>[2] = {}) => {
    const admin = await makeAdmin(t.db);
    const pro = await makePro(t.db, t.env, { categories: [category], plan: "enterprise", balanceCents: 500_00, ...options });
    await setTerritory(ctx(), admin, pro.contractorId, zips, "Signed the territory contract");
    return { ...pro, admin };
  };

  it("offers a lead in a territory ZIP to its owner alone for the set time, then the release job gives it to the market", async () => {
    expect(t.env.ENTERPRISE_TERRITORY_MINUTES).toBe(30);
    const owner = await enterprise("roofing", ["10001"]);
    const other = await makePro(t.db, t.env, { categories: ["roofing"], balanceCents: 500_00 });
    const t0 = new Date();
    const sent = await sendQuoteRequest(t.db, t.env, { category: "roofing", zip: "10001", pros: "2" }, t0);
    expect(await offersOf(sent.id)).toEqual([
      [owner.contractorId, t0.getTime() + 30 * MINUTE],
      [owner.contractorId, t0.getTime() + 30 * MINUTE],
    ]);
    const during = new Date(t0.getTime() + 29 * MINUTE);
    expect(await sees(owner.contractorId, sent.id, during)).toBe(true);
    expect(await sees(other.contractorId, sent.id, during)).toBe(false);
    expect((await offerNewLeads(ctx(during))).released).toBe(0);
    const after = new Date(t0.getTime() + 31 * MINUTE);
    expect((await offerNewLeads(ctx(after))).released).toBe(2);
    expect(await sees(other.contractorId, sent.id, after)).toBe(true);
  });

  it("a lead outside the territory, or in another trade, goes to the market at once", async () => {
    await enterprise("roofing", ["10001"]);
    const outside = await sendQuoteRequest(t.db, t.env, { category: "roofing", zip: "11201", pros: "1" });
    const trade = await sendQuoteRequest(t.db, t.env, { category: "plumbing", zip: "10001", pros: "1" });
    expect(await offersOf(outside.id)).toEqual([[null, null]]);
    expect(await offersOf(trade.id)).toEqual([[null, null]]);
  });

  it("a request sent from a pro's profile keeps that pro's first hour over the territory", async () => {
    await enterprise("hvac", ["10001"]);
    const chosen = await makePro(t.db, t.env, { categories: ["hvac"], balanceCents: 500_00 });
    const t0 = new Date();
    const sent = await sendQuoteRequest(t.db, t.env, { category: "hvac", zip: "10001", pros: "1", pro: chosen.slug }, t0);
    expect(await offersOf(sent.id)).toEqual([[chosen.contractorId, t0.getTime() + PRO_FIRST_CHANCE_MS]]);
  });

  it.each([
    ["paused", { status: "paused" as const }],
    ["documents lapsed", { insuranceExpiresOn: "2020-01-31" }],
    ["not serving the ZIP", { base: { zip: "90012", lat: 34.0614, lng: -118.2385 } }],
    ["below the 4-star rule", { stars: [3, 3, 4] }],
  ])("an owner the normal match would not pick (%s) sends the lead to the market at once", async (_label, options) => {
    await enterprise("solar", ["10001"], options);
    const sent = await sendQuoteRequest(t.db, t.env, { category: "solar", zip: "10001", pros: "1" });
    expect(await offersOf(sent.id)).toEqual([[null, null]]);
  });

  it("moving the owner to Pay-As-You-Go releases the territory in the same change: the ZIP is free and new leads go to the market", async () => {
    const owner = await enterprise("electrical", ["10001", "10002"]);
    await updateContractorByAdmin(ctx(), owner.admin, owner.contractorId, { plan: "pay-as-you-go" }, "Contract ended");
    expect(await t.db.$count(enterpriseTerritories, eq(enterpriseTerritories.contractorId, owner.contractorId))).toBe(0);
    const sent = await sendQuoteRequest(t.db, t.env, { category: "electrical", zip: "10001", pros: "1" });
    expect(await offersOf(sent.id)).toEqual([[null, null]]);
    const next = await enterprise("electrical", ["10001"]);
    expect(await t.db.$count(enterpriseTerritories, eq(enterpriseTerritories.contractorId, next.contractorId))).toBe(1);
  });
});
