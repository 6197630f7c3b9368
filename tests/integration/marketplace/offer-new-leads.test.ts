/**
 * The auto-buy job's domain step (offer-new-leads.server.ts): each new lead
 * is claimed once, offered to subscribers in fair order within plan, area,
 * cap and balance, and marked offered whether or not anyone buys it.
 */
import { submitForm } from "~/web/submit-form.server";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { contractors, leads, purchases, quoteRequests } from "~/db/schema";
import { seedDemo } from "~/server/seed-demo.server";
import { offerNewLeads } from "~/domain/marketplace/offer-new-leads.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import type { Env } from "~/env.server";
import { rowsOf } from "~/db/types.server";
import { phoneFor } from "../../support/form-cases";
import { context, testEnv, urlencodedPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { twoConnections } from "../../support/two-connections";
import { useTestDatabase } from "../../support/use-test-database";
import { LA, ledgerReport, makeContractor, makeQuoteRequest, type ContractorOptions } from "./marketplace-fixtures";

const MINUTE = 60_000;

async function subscriber(db: DatabaseHandle["db"], env: Env, o: ContractorOptions & { autoBuy?: boolean } = {}) {
  const { autoBuy = true, ...options } = o;
  const c = await makeContractor(db, env, { plan: "professional", balanceCents: 500_00, ...options });
  await db.update(contractors).set({ autoBuy }).where(eq(contractors.id, c.contractorId));
  return c.contractorId;
}

async function leadRows(db: DatabaseHandle["db"], ids: string[]) {
  return db.select().from(leads).where(inArray(leads.id, ids));
}

async function buyerOf(db: DatabaseHandle["db"], leadId: string) {
  const rows = await db.select({ contractorId: purchases.contractorId, autoBuy: purchases.autoBuy }).from(purchases).where(eq(purchases.leadId, leadId));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

describe.each(testEngines())("offering new leads to auto-buyers on %s", (engine) => {
  const t = useTestDatabase(engine, { freshPerTest: true });
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });

  it("buys each arriving lead for the fair-share winner, and marks every claimed lead offered even when nobody buys", async () => {
    const now = new Date();
    const a = await subscriber(t.db, t.env, { categories: ["hvac"] });
    const b = await subscriber(t.db, t.env, { categories: ["hvac"] });
    const first = await makeQuoteRequest(t.db, { category: "hvac", pros: 1, createdAt: new Date(now.getTime() - 3 * MINUTE) });
    const second = await makeQuoteRequest(t.db, { category: "hvac", pros: 1, createdAt: new Date(now.getTime() - 2 * MINUTE) });
    const unwanted = await makeQuoteRequest(t.db, { category: "roofing", pros: 1, createdAt: new Date(now.getTime() - MINUTE) });

    expect(await offerNewLeads(ctx(now))).toEqual({ claimed: 3, bought: 2, stale: 0, failed: 0, released: 0 });

    // Neither was served before: the smaller id first (fair-share.ts), then the one not yet served.
    const [firstInLine, secondInLine] = [a, b].toSorted();
    expect(await buyerOf(t.db, first.leadIds[0]!)).toEqual({ contractorId: firstInLine, autoBuy: true });
    expect(await buyerOf(t.db, second.leadIds[0]!)).toEqual({ contractorId: secondInLine, autoBuy: true });
    expect(await buyerOf(t.db, unwanted.leadIds[0]!)).toBeUndefined();
    const rows = await leadRows(t.db, [...first.leadIds, ...second.leadIds, ...unwanted.leadIds]);
    expect(rows.map((r) => r.autoBuyOfferedAt?.getTime())).toEqual([now.getTime(), now.getTime(), now.getTime()]);
    expect(rows.find((r) => r.id === unwanted.leadIds[0])?.status).toBe("available");

    // Offered once: a second run finds nothing to claim.
    expect(await offerNewLeads(ctx())).toEqual({ claimed: 0, bought: 0, stale: 0, failed: 0, released: 0 });
  });

  it("stays within plan, area, weekly cap, balance and pause; a lead nobody may take is offered once, then left for manual buying", async () => {
    const plumbing = { categories: ["plumbing"] };
    await subscriber(t.db, t.env, { ...plumbing, plan: "pay-as-you-go" });
    await subscriber(t.db, t.env, { ...plumbing, base: LA });
    await subscriber(t.db, t.env, { ...plumbing, balanceCents: 0 });
    await subscriber(t.db, t.env, { ...plumbing, weeklyCapCents: 10_00 });
    await subscriber(t.db, t.env, { ...plumbing, status: "paused" });
    await subscriber(t.db, t.env, { ...plumbing, autoBuy: false });
    await subscriber(t.db, t.env, { categories: ["roofing"] });
    const lonely = await makeQuoteRequest(t.db, { category: "plumbing", pros: 1 });

    expect(await offerNewLeads(ctx())).toEqual({ claimed: 1, bought: 0, stale: 0, failed: 0, released: 0 });
    expect(await t.db.select().from(purchases)).toEqual([]);

    // A subscriber who qualifies later does not get the lead that was already offered; it stays on sale.
    const eligible = await subscriber(t.db, t.env, plumbing);
    const next = await makeQuoteRequest(t.db, { category: "plumbing", pros: 1 });
    expect(await offerNewLeads(ctx())).toEqual({ claimed: 1, bought: 1, stale: 0, failed: 0, released: 0 });
    expect(await buyerOf(t.db, next.leadIds[0]!)).toEqual({ contractorId: eligible, autoBuy: true });
    const [left] = await leadRows(t.db, lonely.leadIds);
    expect(left).toMatchObject({ status: "available" });
    expect(left?.autoBuyOfferedAt).toBeInstanceOf(Date);
  });

  it("never offers a duplicate request's leads, and gives a subscriber one lead per request", async () => {
    const a = await subscriber(t.db, t.env, { categories: ["roofing"] });
    const submit = async (fields: Record<string, string>) => {
      const result = await submitForm(quoteRequestPost, handleQuoteRequestSubmission, urlencodedPost("/get-quotes", fields), context(t.db, t.env));
      if (!result.ok) throw new Error(result.formError);
      const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
      return { request: row!, leadIds: (await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, row!.id))).map((l) => l.id) };
    };
    const homeowner = {
      fullName: "Jane Smith",
      email: "auto-dup@example.com",
      phone: phoneFor(901),
      zip: "10001",
      category: "roofing",
      pros: "3",
      timeline: "within-month",
      ownership: "owner",
      consent: "on",
    };
    const original = await submit({ ...homeowner, details: "Roof leaks over the kitchen." });
    const repeat = await submit({ ...homeowner, details: "Roof leaks, asking again." });
    expect(repeat.request.isDuplicate).toBe(true);
    // A request flagged duplicate whose lead is still on sale (an admin's call): autoBuyLead refuses it too.
    const flagged = await makeQuoteRequest(t.db, { category: "roofing", pros: 1, duplicate: true });

    expect(await offerNewLeads(ctx())).toEqual({ claimed: 4, bought: 1, stale: 0, failed: 0, released: 0 });
    const bought = await t.db.select().from(purchases);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ contractorId: a, quoteRequestId: original.request.id, autoBuy: true });
    const repeatRows = await leadRows(t.db, repeat.leadIds);
    expect(repeatRows.map((r) => [r.status, r.autoBuyOfferedAt])).toEqual(repeat.leadIds.map(() => ["invalid", null]));
    expect(await buyerOf(t.db, flagged.leadIds[0]!)).toBeUndefined();

    // The other two leads of the request were offered too (nobody else could take them) and stay on sale.
    await subscriber(t.db, t.env, { categories: ["roofing"] });
    expect(await offerNewLeads(ctx())).toEqual({ claimed: 0, bought: 0, stale: 0, failed: 0, released: 0 });
    const originalRows = await leadRows(t.db, original.leadIds);
    expect(originalRows.map((r) => r.status).toSorted()).toEqual(["available", "available", "sold"]);
  });

  it("marks leads that did not just arrive as offered without buying them", async () => {
    const now = new Date();
    await subscriber(t.db, t.env, { categories: ["roofing"] });
    const old = await makeQuoteRequest(t.db, { category: "roofing", pros: 1, createdAt: new Date(now.getTime() - 2 * 24 * 60 * MINUTE) });
    expect(await offerNewLeads(ctx(now))).toEqual({ claimed: 1, bought: 0, stale: 1, failed: 0, released: 0 });
    const [row] = await leadRows(t.db, old.leadIds);
    expect(row).toMatchObject({ status: "available" });
    expect(row?.autoBuyOfferedAt?.getTime()).toBe(now.getTime());
  });

  it("does not hand the demo leads to a demo subscriber who turns auto-buy on: they are seeded as offered", async () => {
    await seedDemo(ctx());
    await t.db
      .update(contractors)
      .set({ autoBuy: true })
      .where(inArray(contractors.plan, ["professional", "enterprise"]));
    expect(await offerNewLeads(ctx())).toEqual({ claimed: 0, bought: 0, stale: 0, failed: 0, released: 0 });
    // The demo's past sales (the rated pros' reviews) were bought by hand; auto-buy bought nothing.
    expect(await t.db.select().from(purchases).where(eq(purchases.autoBuy, true))).toEqual([]);
    const demoLeads = await t.db.select().from(leads).where(eq(leads.status, "available"));
    expect(demoLeads.length).toBeGreaterThan(0);
    expect(demoLeads.every((l) => l.autoBuyOfferedAt !== null)).toBe(true);
  });
});

describe.each(testEngines())("two offer runs at once on %s", (engine) => {
  const t = testEnv();
  afterAll(() => t.cleanup());

  it("claim each lead exactly once and sell it at most once", async () => {
    const { one, two, close } = await twoConnections(engine);
    try {
      const ids = [];
      for (let i = 0; i < 4; i++) ids.push(await subscriber(one.db, t.env, { categories: ["hvac"], balanceCents: 5_000_00 }));
      const requests = [];
      for (let r = 0; r < 12; r++) requests.push(await makeQuoteRequest(one.db, { category: "hvac", pros: 3 }));
      const leadIds = requests.flatMap((r) => r.leadIds);

      // Small batches, so the two runs interleave their claims.
      const runs = await Promise.all([
        offerNewLeads({ db: one.db, env: t.env }, { batchSize: 2 }),
        offerNewLeads({ db: two.db, env: t.env }, { batchSize: 2 }),
      ]);

      expect(runs.map((r) => r.failed)).toEqual([0, 0]);
      // Each run counts what it claimed: a lead claimed by both would push the sum over the number of leads.
      expect(runs[0]!.claimed + runs[1]!.claimed).toBe(leadIds.length);
      // Four subscribers with money and no cap, three leads per request: every lead finds a buyer.
      expect(runs[0]!.bought + runs[1]!.bought).toBe(leadIds.length);
      const counts = rowsOf<{ n: number; leads: number; pairs: number; unoffered: number }>(
        await one.db
          .execute(sql`select count(*)::int as n, count(distinct lead_id)::int as leads, count(distinct (contractor_id, quote_request_id))::int as pairs,
          (select count(*)::int from leads where auto_buy_offered_at is null) as unoffered
          from purchases where auto_buy`),
      )[0]!;
      expect(counts).toEqual({ n: leadIds.length, leads: leadIds.length, pairs: leadIds.length, unoffered: 0 });
      expect(await ledgerReport(one.db)).toEqual({ unbalanced: 0, total: 0, mismatched: 0, negative: 0 });
    } finally {
      await close();
    }
  }, 120_000);
});
