/**
 * The hourly aging sweep (age-leads.server.ts): available → aged at 90 days
 * (then priced from the aged range), aged → expired at 180, through the state
 * machine, never over a sale.
 */
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "~/db/schema";
import { ageLeads, applyAging, findDueAging } from "~/domain/marketplace/age-leads.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor, makeQuoteRequest } from "./marketplace-fixtures";

const DAY = 24 * 3600 * 1000;
const start = new Date("2026-01-05T10:00:00Z");
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe.each(testEngines())("lead aging on %s", (engine) => {
  const t = useTestDatabase(engine, { freshPerTest: true });
  const ctx = (now: Date) => ({ db: t.db, env: t.env, now });
  const statuses = async (ids: string[]) => {
    const rows = await t.db.select({ id: leads.id, status: leads.status }).from(leads).where(inArray(leads.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)?.status);
  };

  it("ages unsold leads at 90 days and expires them at 180, one step at a time", async () => {
    const old = await makeQuoteRequest(t.db, { pros: 2, createdAt: start });
    const younger = await makeQuoteRequest(t.db, { pros: 1, createdAt: at(1) });

    expect(await ageLeads(ctx(new Date(at(90).getTime() - 1)))).toEqual({ aged: 0, expired: 0 });
    expect(await ageLeads(ctx(at(90)))).toEqual({ aged: 2, expired: 0 });
    expect(await statuses([...old.leadIds, ...younger.leadIds])).toEqual(["aged", "aged", "available"]);
    expect(await ageLeads(ctx(at(91)))).toEqual({ aged: 1, expired: 0 });
    // Nothing more is due until the 180th day; running again changes nothing.
    expect(await ageLeads(ctx(at(179)))).toEqual({ aged: 0, expired: 0 });
    expect(await ageLeads(ctx(at(180)))).toEqual({ aged: 0, expired: 2 });
    expect(await statuses([...old.leadIds, ...younger.leadIds])).toEqual(["expired", "expired", "aged"]);
    expect(await ageLeads(ctx(at(181)))).toEqual({ aged: 0, expired: 1 });
    const [row] = await t.db.select().from(leads).where(inArray(leads.id, younger.leadIds));
    expect(row?.statusChangedAt.getTime()).toBe(at(181).getTime());
  });

  it("prices an aged lead from the aged range", async () => {
    const pro = await makeContractor(t.db, t.env, { plan: "professional", categories: ["plumbing"], balanceCents: 100_00 });
    const { leadIds } = await makeQuoteRequest(t.db, { category: "plumbing", pros: 1, createdAt: start });
    const listed = async (now: Date) => (await availableLeadsForContractor(ctx(now), pro.contractorId)).leads.find((l) => l.leadId === leadIds[0]);
    const fresh = await listed(at(89));
    await ageLeads(ctx(at(90)));
    const aged = await listed(at(90));
    expect(fresh).toMatchObject({ aged: false });
    expect(aged).toMatchObject({ aged: true });
    expect(aged!.priceCents).toBeLessThan(fresh!.priceCents);
  });

  it("takes an old available lead through aged to expired in one run, in batches", async () => {
    const many = await makeQuoteRequest(t.db, { pros: 3, createdAt: start });
    const more = await makeQuoteRequest(t.db, { pros: 3, createdAt: at(1) });
    expect(await ageLeads(ctx(at(200)), { batchSize: 2 })).toEqual({ aged: 6, expired: 6 });
    expect(await statuses([...many.leadIds, ...more.leadIds])).toEqual(Array(6).fill("expired"));
  });

  it("never touches sold leads", async () => {
    const pro = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 2, createdAt: start });
    await purchaseLead(ctx(at(2)), pro.contractorId, leadIds[0]!, "k-aging-sold-1");
    expect(await ageLeads(ctx(at(200)))).toEqual({ aged: 1, expired: 1 });
    expect(await statuses(leadIds)).toEqual(["sold", "expired"]);
  });

  it("leaves a lead sold between the read and the update sold", async () => {
    const pro = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 2, createdAt: start });
    const due = await findDueAging(t.db, at(95), 100);
    expect(due.map((d) => [d.from, d.event]).toSorted()).toEqual([
      ["available", "age"],
      ["available", "age"],
    ]);
    await purchaseLead(ctx(at(95)), pro.contractorId, leadIds[1]!, "k-aging-race-1");
    expect(await applyAging(t.db, due, at(95))).toEqual({ aged: 1, expired: 0 });
    expect(await statuses(leadIds)).toEqual(["aged", "sold"]);

    // The same for expiry: an aged lead bought after the read stays sold.
    const { leadIds: agedIds } = await makeQuoteRequest(t.db, { pros: 1, createdAt: at(10) });
    await ageLeads(ctx(at(100)));
    const dueExpiry = await findDueAging(t.db, at(190), 100);
    expect(dueExpiry.map((d) => [d.from, d.event]).toSorted()).toEqual([
      ["aged", "expire"],
      ["aged", "expire"],
    ]);
    const other = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    await purchaseLead(ctx(at(190)), other.contractorId, agedIds[0]!, "k-aging-race-2");
    expect(await applyAging(t.db, dueExpiry, at(190))).toEqual({ aged: 0, expired: 1 });
    expect(await statuses([...leadIds, ...agedIds])).toEqual(["expired", "sold", "sold"]);
  });
});
