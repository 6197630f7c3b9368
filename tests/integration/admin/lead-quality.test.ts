/**
 * The admin "Lead quality" page on both engines, on a small data set built for it: the share of
 * requests verified and the median time to verify, the held requests and their outcome, the return rate by reason,
 * by score band and by source (form, calculator, profile request), for the requests sent inside the range and
 * nothing outside it; through the route's loader, where a bad range is a 400 and only admins get in.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequests } from "~/db/schema";
import type { Db } from "~/db/client.server";
import { getLeadQualityStats } from "~/domain/admin/get-lead-quality-stats.server";
import type { QualityBand } from "~/domain/admin/lead-quality-figures";
import { overviewRange } from "~/domain/admin/overview-range";
import { COMPANY_TIME_ZONE } from "~/lib/format-time";
import { requestReturn } from "~/domain/marketplace/lead-returns.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import * as qualityRoute from "~/routes/admin-lead-quality";
import { testEngines } from "../../support/test-database";
import { getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { makeAdmin, makeContractor, makeQuoteRequest, NYC } from "../marketplace/marketplace-fixtures";

afterAll(() => removeDataDir());

const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
/** The aggregation is tested with its own bands; the page passes the quality module's. */
const testBand = (score: number): QualityBand => (score >= 70 ? "high" : score >= 40 ? "medium" : "low");

type Facts = {
  day: string;
  score: number | null;
  verifiedAfterSeconds?: number;
  source?: "form" | "calculator";
  profile?: boolean;
  held?: "waiting" | "approved" | "rejected";
  bought?: boolean;
  returned?: "wrong-number" | "not-homeowner";
};

describe.each(testEngines())("the lead quality page on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let db: Db;
  let cookie: string;
  let proCookie: string;

  async function request(f: Facts, roofer: string) {
    const createdAt = at(f.day);
    const made = await makeQuoteRequest(db, { category: "roofing", place: NYC, pros: 1, createdAt });
    await db
      .update(quoteRequests)
      .set({
        qualityScore: f.score,
        source: f.source ?? "form",
        requestedContractorId: f.profile ? roofer : null,
        phoneVerifiedAt: f.verifiedAfterSeconds === undefined ? null : new Date(createdAt.getTime() + f.verifiedAfterSeconds * 1000),
        marketStatus: f.held === "waiting" ? "held" : f.held === "rejected" ? "rejected" : "released",
        reviewedAt: f.held && f.held !== "waiting" ? new Date(createdAt.getTime() + 3600_000) : null,
      })
      .where(eq(quoteRequests.id, made.quoteRequestId));
    if (!f.bought) return;
    const ctx = { db, env: routeEnv(), now: new Date(createdAt.getTime() + 2 * 3600_000) };
    const { purchaseId } = await purchaseLead(ctx, roofer, made.leadIds[0]!, `lq-${made.leadIds[0]}`);
    if (f.returned) await requestReturn({ ...ctx, now: new Date(createdAt.getTime() + 3 * 3600_000) }, roofer, purchaseId, { reason: f.returned });
  }

  beforeAll(async () => {
    db = database.db;
    const adminId = await makeAdmin(db);
    cookie = await sessionCookieFor(db, adminId);
    const roofer = await makeContractor(db, routeEnv(), { categories: ["roofing"], base: NYC, balanceCents: 2_000_00 });
    proCookie = await sessionCookieFor(db, roofer.userId);
    const facts: Facts[] = [
      { day: "2026-10-01", score: 95, verifiedAfterSeconds: 120, bought: true, returned: "wrong-number" },
      { day: "2026-10-02", score: 95, verifiedAfterSeconds: 600, bought: true },
      { day: "2026-10-02", score: 50, source: "calculator", bought: true, returned: "not-homeowner" },
      { day: "2026-10-03", score: 90, verifiedAfterSeconds: 300, profile: true, bought: true },
      { day: "2026-10-04", score: 10, held: "waiting" },
      { day: "2026-10-05", score: 12, held: "approved" },
      { day: "2026-10-06", score: 8, held: "rejected" },
      { day: "2026-10-10", score: null },
      // Outside the range: counted nowhere.
      { day: "2026-09-20", score: 95, verifiedAfterSeconds: 60, bought: true, returned: "wrong-number" },
      { day: "2026-10-11", score: 10, held: "waiting" },
    ];
    for (const f of facts) await request(f, roofer.contractorId);
  });

  it("adds up the range's verification, holds and returns by reason, band and source", async () => {
    const stats = await getLeadQualityStats(db, overviewRange({ from: "2026-10-01", to: "2026-10-10" }, at("2026-11-01"), COMPANY_TIME_ZONE), testBand);
    expect({
      requests: stats.requests,
      verified: stats.verified,
      median: stats.medianVerifySeconds,
      held: stats.held,
      purchases: stats.purchases,
      returns: stats.returns,
    }).toEqual({
      requests: 8,
      verified: 3,
      median: 300,
      held: { total: 3, approved: 1, rejected: 1, waiting: 1 },
      purchases: 4,
      returns: 2,
    });
    expect(stats.returnsByReason).toEqual([
      { reason: "not-homeowner", n: 1 },
      { reason: "wrong-number", n: 1 },
    ]);
    expect(stats.bySource).toEqual([
      { key: "form", requests: 6, verified: 2, held: 3, purchases: 2, returns: 1 },
      { key: "calculator", requests: 1, verified: 0, held: 0, purchases: 1, returns: 1 },
      { key: "profile", requests: 1, verified: 1, held: 0, purchases: 1, returns: 0 },
    ]);
    expect(stats.byBand).toEqual([
      { key: "high", requests: 3, verified: 3, held: 0, purchases: 3, returns: 1 },
      { key: "medium", requests: 1, verified: 0, held: 0, purchases: 1, returns: 1 },
      { key: "low", requests: 3, verified: 0, held: 3, purchases: 0, returns: 0 },
      { key: "unscored", requests: 1, verified: 0, held: 0, purchases: 0, returns: 0 },
    ]);
    expect(stats.perBucket.toSorted((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: "2026-10-01", verified: 1, unverified: 0, held: 0 },
      { day: "2026-10-02", verified: 1, unverified: 1, held: 0 },
      { day: "2026-10-03", verified: 1, unverified: 0, held: 0 },
      { day: "2026-10-04", verified: 0, unverified: 1, held: 1 },
      { day: "2026-10-05", verified: 0, unverified: 1, held: 1 },
      { day: "2026-10-06", verified: 0, unverified: 1, held: 1 },
      { day: "2026-10-10", verified: 0, unverified: 1, held: 0 },
    ]);
  });

  it("shows an empty range as zeros and no median", async () => {
    const stats = await getLeadQualityStats(db, overviewRange({ from: "2025-01-01", to: "2025-01-31" }, at("2026-11-01"), COMPANY_TIME_ZONE), testBand);
    expect(stats).toMatchObject({ requests: 0, verified: 0, medianVerifySeconds: null, held: { total: 0 }, purchases: 0, returns: 0, returnsByReason: [] });
  });

  it("serves the page to admins for the range asked, with the same figures", async () => {
    const out = await run(qualityRoute.loader as never, "/admin/lead-quality", getRequest("/admin/lead-quality?from=2026-10-01&to=2026-10-10", cookie));
    expect(out.status).toBe(200);
    const { stats } = out.body as { stats: Awaited<ReturnType<typeof getLeadQualityStats>> };
    expect({ requests: stats.requests, verified: stats.verified, median: stats.medianVerifySeconds, held: stats.held.total, returns: stats.returns }).toEqual({
      requests: 8,
      verified: 3,
      median: 300,
      held: 3,
      returns: 2,
    });
    expect(stats.byBand.reduce((s, b) => s + b.requests, 0)).toBe(8);
    // The page itself, server-rendered as a browser without JavaScript gets it: the figures and the charts.
    const Page = qualityRoute.default as unknown as (props: Record<string, unknown>) => React.ReactElement;
    const Stub = createRoutesStub([{ path: "/admin/lead-quality", Component: () => createElement(Page, { loaderData: out.body, params: {}, matches: [] }) }]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/admin/lead-quality"] }));
    expect(html).toMatch(/data-figure="Median time to verify"[^>]*>5 min</);
    expect(html).toContain('aria-label="Requests with a verified phone of requests sent: 3 of 8"');
    expect(html).toContain("Profile request");
    expect(html).toContain("<svg");
  });

  it.each([
    ["/admin/lead-quality?from=2026-10-10&to=2026-10-01", "From must be on or before To."],
    ["/admin/lead-quality?to=2026-02-31", "To must be a date like 2026-11-25."],
  ])("answers %s with 400 and its message", async (url, message) => {
    const out = await run(qualityRoute.loader as never, "/admin/lead-quality", getRequest(url, cookie));
    expect({ status: out.status, text: out.text }).toEqual({ status: 400, text: JSON.stringify(message) });
  });

  it("is for admins only", async () => {
    expect((await run(qualityRoute.loader as never, "/admin/lead-quality", getRequest("/admin/lead-quality", proCookie))).status).toBe(403);
    expect((await run(qualityRoute.loader as never, "/admin/lead-quality", getRequest("/admin/lead-quality"))).status).toBe(302);
  });
});
