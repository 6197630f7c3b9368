/**
 * The admin overview for a chosen date range (decision 0030), through the route's loader on both engines: revenue,
 * return credits, leads sold per category and per state, and unmatched requests equal what was inserted inside the
 * range, and nothing from outside it; a bad range is a 400 with its message.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchases, unmatchedRequests } from "~/db/schema";
import { adminDecideReturn, requestReturn } from "~/domain/marketplace/lead-returns.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import * as adminIndex from "~/routes/admin-index";
import { testEngines } from "../../support/test-database";
import { getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { LA, makeAdmin, makeContractor, makeQuoteRequest, NYC } from "../marketplace/marketplace-fixtures";

afterAll(() => removeDataDir());

const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);

type Stats = {
  range: { from: string; to: string; bucket: string; buckets: string[] };
  salesCents: number;
  creditsCents: number;
  soldByCategory: { name: string; n: number }[];
  soldByState: { name: string; n: number }[];
  unmatchedRequests: number;
  leadsPerBucket: { day: string; category: string; n: number }[];
  purchases: number;
  returns: number;
};

describe.each(testEngines())("admin overview for a date range on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let cookie: string;
  let inRangePrices: number[];
  let creditedPrice: number;

  beforeAll(async () => {
    const db = database.db;
    const env = routeEnv();
    const adminId = await makeAdmin(db);
    cookie = await sessionCookieFor(db, adminId);
    const roofer = await makeContractor(db, env, { categories: ["roofing"], base: NYC, balanceCents: 500_00 });
    const plumber = await makeContractor(db, env, { categories: ["plumbing"], base: LA, balanceCents: 500_00 });
    const buy = async (contractorId: string, leadId: string, day: string) =>
      (await purchaseLead({ db, env, now: at(day) }, contractorId, leadId, `ov-${leadId}`)).purchaseId;

    const q1 = await makeQuoteRequest(db, { category: "roofing", place: NYC, pros: 1, createdAt: at("2026-03-02") });
    const q2 = await makeQuoteRequest(db, { category: "plumbing", place: LA, pros: 1, createdAt: at("2026-03-04") });
    const q3 = await makeQuoteRequest(db, { category: "roofing", place: NYC, pros: 1, createdAt: at("2026-03-05") });
    const before = await makeQuoteRequest(db, { category: "roofing", place: NYC, pros: 1, createdAt: at("2026-02-20") });
    const p1 = await buy(roofer.contractorId, q1.leadIds[0]!, "2026-03-03");
    const p2 = await buy(plumber.contractorId, q2.leadIds[0]!, "2026-03-05");
    const p3 = await buy(roofer.contractorId, q3.leadIds[0]!, "2026-03-06");
    await buy(roofer.contractorId, before.leadIds[0]!, "2026-02-21");
    const { returnId } = await requestReturn({ db, env, now: at("2026-03-06", 15) }, roofer.contractorId, p3, { reason: "wrong-number" });
    await adminDecideReturn({ db, env, now: at("2026-03-07") }, adminId, returnId, "credit", "Number disconnected, checked by phone");
    // Unsold at the moment they were sent (recorded then): one inside the range, one before it.
    const unserved = await makeQuoteRequest(db, { category: "solar", place: LA, pros: 1, createdAt: at("2026-03-08") });
    await db.insert(unmatchedRequests).values([
      { quoteRequestId: unserved.quoteRequestId, notifyBy: at("2026-03-09"), createdAt: at("2026-03-08") },
      { quoteRequestId: before.quoteRequestId, notifyBy: at("2026-02-21"), createdAt: at("2026-02-20") },
    ]);
    const prices = await db
      .select({ id: purchases.id, cents: purchases.priceCents })
      .from(purchases)
      .where(inArray(purchases.id, [p1, p2, p3]));
    inRangePrices = prices.map((p) => p.cents);
    creditedPrice = prices.find((p) => p.id === p3)!.cents;
  });

  it("adds up the range's revenue, credits, sales per category and state, and unmatched requests", async () => {
    const out = await run(adminIndex.loader as never, "/admin", getRequest("/admin?from=2026-03-01&to=2026-03-10", cookie));
    expect(out.status).toBe(200);
    const stats = (out.body as { stats: Stats }).stats;
    expect(stats.range).toMatchObject({ from: "2026-03-01", to: "2026-03-10", bucket: "day" });
    expect(stats.range.buckets).toHaveLength(10);
    expect(stats.salesCents).toBe(inRangePrices.reduce((a, b) => a + b, 0));
    expect(stats.creditsCents).toBe(creditedPrice);
    expect(stats.soldByCategory).toEqual([expect.objectContaining({ name: "roofing", n: 2 }), expect.objectContaining({ name: "plumbing", n: 1 })]);
    expect(stats.soldByState).toEqual([expect.objectContaining({ name: "NY", n: 2 }), expect.objectContaining({ name: "CA", n: 1 })]);
    expect(stats.unmatchedRequests).toBe(1);
    expect({ purchases: stats.purchases, returns: stats.returns }).toEqual({ purchases: 3, returns: 1 });
    expect(stats.leadsPerBucket.toSorted((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: "2026-03-02", category: "roofing", n: 1 },
      { day: "2026-03-04", category: "plumbing", n: 1 },
      { day: "2026-03-05", category: "roofing", n: 1 },
      { day: "2026-03-08", category: "solar", n: 1 },
    ]);
  });

  it("shows a range with nothing in it as zeros, and a long one by month", async () => {
    const empty = (await run(adminIndex.loader as never, "/admin", getRequest("/admin?from=2025-01-01&to=2025-01-31", cookie))).body as { stats: Stats };
    expect(empty.stats).toMatchObject({ salesCents: 0, creditsCents: 0, soldByCategory: [], unmatchedRequests: 0 });
    const year = (await run(adminIndex.loader as never, "/admin", getRequest("/admin?from=2025-01-01&to=2026-05-31", cookie))).body as { stats: Stats };
    expect(year.stats.range.bucket).toBe("month");
    expect(year.stats.leadsPerBucket.filter((r) => r.day === "2026-03-01").reduce((s, r) => s + r.n, 0)).toBe(4);
  });

  it.each([
    ["/admin?from=2026-03-10&to=2026-03-01", "From must be on or before To."],
    ["/admin?from=yesterday", "From must be a date like 2026-11-25."],
    ["/admin?to=2026-02-31", "To must be a date like 2026-11-25."],
  ])("answers %s with 400 and its message", async (url, message) => {
    const out = await run(adminIndex.loader as never, "/admin", getRequest(url, cookie));
    expect({ status: out.status, text: out.text }).toEqual({ status: 400, text: JSON.stringify(message) });
  });
});
