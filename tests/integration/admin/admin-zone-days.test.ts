/**
 * The admin console's day ranges are the admin's own days, on both engines, through the route loaders: a lead sent at
 * 03:30 UTC on Dec 2 is 22:30 on Dec 1 in New York, so a New York admin (the company's zone, the default) counts it
 * on Dec 1 in the overview, the Lead quality page, the leads list and its CSV export, and an admin who chose UTC
 * counts it on Dec 2; the pages name the zone the days are in.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { quoteRequests, users } from "~/db/schema";
import * as adminExport from "~/routes/admin-export";
import * as adminIndex from "~/routes/admin-index";
import * as adminLeadQuality from "~/routes/admin-lead-quality";
import * as adminLeads from "~/routes/admin-leads";
import { testEngines } from "../../support/test-database";
import { getRequest, removeDataDir, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { makeAdmin, makeQuoteRequest, NYC } from "../marketplace/marketplace-fixtures";

afterAll(() => removeDataDir());

const LATE_EVENING = new Date("2026-12-02T03:30:00Z");

type Overview = {
  stats: { range: { from: string; to: string; zone: string; buckets: string[] }; leadsPerBucket: { day: string; category: string; n: number }[] };
};
type Quality = { stats: { requests: number; perBucket: { day: string }[] } };
type Leads = { leads: { id: string }[] };

/** The page a route's component renders from its loader's data, as a browser without JavaScript gets it. */
function pageHtml(module: { default: unknown }, path: string, loaderData: unknown): string {
  const Page = module.default as (props: Record<string, unknown>) => React.ReactElement;
  const Stub = createRoutesStub([{ path, Component: () => createElement(Page, { loaderData, params: {}, matches: [] }) }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

describe.each(testEngines())("admin day ranges in the admin's zone on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let newYork: string;
  let utc: string;
  let leadId: string;
  let reference: string;

  const get = async (module: { loader?: unknown }, pattern: string, url: string, cookie: string) => {
    const out = await run(module.loader as never, pattern, getRequest(url, cookie));
    expect(out.status).toBe(200);
    return out;
  };
  const overview = async (cookie: string, day: string) => (await get(adminIndex, "/admin", `/admin?from=${day}&to=${day}`, cookie)).body as Overview;
  const listed = async (cookie: string, day: string) =>
    ((await get(adminLeads, "/admin/leads", `/admin/leads?category=solar&from=${day}&to=${day}`, cookie)).body as Leads).leads.map((l) => l.id);

  beforeAll(async () => {
    const db = database.db;
    // The New York admin never chose a zone: the company's is theirs.
    const nyAdmin = await makeAdmin(db);
    const utcAdmin = await makeAdmin(db);
    await db.update(users).set({ timeZone: "UTC" }).where(eq(users.id, utcAdmin));
    newYork = await sessionCookieFor(db, nyAdmin);
    utc = await sessionCookieFor(db, utcAdmin);
    const made = await makeQuoteRequest(db, { category: "solar", place: NYC, pros: 1, createdAt: LATE_EVENING });
    leadId = made.leadIds[0]!;
    // A month's first evening: November's last in New York.
    await makeQuoteRequest(db, { category: "hvac", place: NYC, pros: 1, createdAt: new Date("2026-12-01T03:30:00Z") });
    const [request] = await db.select({ reference: quoteRequests.reference }).from(quoteRequests).where(eq(quoteRequests.id, made.quoteRequestId));
    reference = request!.reference;
  });

  it("counts the lead on Dec 1 in the New York admin's overview and on Dec 2 in the UTC admin's", async () => {
    const solarOn = (o: Overview) => o.stats.leadsPerBucket.filter((r) => r.category === "solar");
    const ny1 = await overview(newYork, "2026-12-01");
    expect(ny1.stats.range).toMatchObject({ from: "2026-12-01", to: "2026-12-01", zone: "America/New_York", buckets: ["2026-12-01"] });
    expect(solarOn(ny1)).toEqual([{ day: "2026-12-01", category: "solar", n: 1 }]);
    expect(solarOn(await overview(newYork, "2026-12-02"))).toEqual([]);
    expect(solarOn(await overview(utc, "2026-12-01"))).toEqual([]);
    expect(solarOn(await overview(utc, "2026-12-02"))).toEqual([{ day: "2026-12-02", category: "solar", n: 1 }]);
  });

  it("buckets a long range by the admin's months", async () => {
    const months = async (cookie: string) =>
      ((await get(adminIndex, "/admin", "/admin?from=2025-06-01&to=2026-12-31", cookie)).body as Overview).stats.leadsPerBucket.toSorted((a, b) =>
        a.day.localeCompare(b.day),
      );
    expect(await months(newYork)).toEqual([
      { day: "2026-11-01", category: "hvac", n: 1 },
      { day: "2026-12-01", category: "solar", n: 1 },
    ]);
    expect((await months(utc)).toSorted((a, b) => a.category.localeCompare(b.category))).toEqual([
      { day: "2026-12-01", category: "hvac", n: 1 },
      { day: "2026-12-01", category: "solar", n: 1 },
    ]);
  });

  it("reads the Lead quality page's requests by the admin's days", async () => {
    const quality = async (cookie: string, day: string) =>
      ((await get(adminLeadQuality, "/admin/lead-quality", `/admin/lead-quality?from=${day}&to=${day}`, cookie)).body as Quality).stats;
    // The hvac request of 03:30 UTC on Dec 1 is on Nov 30 in New York.
    expect(await quality(newYork, "2026-12-01")).toMatchObject({ requests: 1, perBucket: [{ day: "2026-12-01" }] });
    expect(await quality(newYork, "2026-12-02")).toMatchObject({ requests: 0 });
    expect(await quality(utc, "2026-12-02")).toMatchObject({ requests: 1, perBucket: [{ day: "2026-12-02" }] });
  });

  it("filters the leads list and its export by the admin's days", async () => {
    expect(await listed(newYork, "2026-12-01")).toEqual([leadId]);
    expect(await listed(newYork, "2026-12-02")).toEqual([]);
    expect(await listed(utc, "2026-12-01")).toEqual([]);
    expect(await listed(utc, "2026-12-02")).toEqual([leadId]);
    const exported = async (cookie: string, day: string) =>
      (
        parse((await get(adminExport, "/admin/export/:list", `/admin/export/leads?category=solar&from=${day}&to=${day}`, cookie)).text, {
          bom: true,
          columns: true,
          skip_empty_lines: true,
        }) as Record<string, string>[]
      ).map((r) => [r.Reference, r.Created]);
    expect(await exported(newYork, "2026-12-01")).toEqual([[reference, "2026-12-01T22:30:00-05:00"]]);
    expect(await exported(newYork, "2026-12-02")).toEqual([]);
    expect(await exported(utc, "2026-12-02")).toEqual([[reference, "2026-12-02T03:30:00+00:00"]]);
  });

  it("names the zone of the days on the pages, never bare UTC for the company's zone", async () => {
    const nyOverview = pageHtml(adminIndex, "/admin", await overview(newYork, "2026-12-01"));
    expect(nyOverview).toContain("from 2026-12-01 to 2026-12-01 (Eastern time, both days included)");
    expect(nyOverview).not.toContain("UTC");
    const utcOverview = pageHtml(adminIndex, "/admin", await overview(utc, "2026-12-02"));
    expect(utcOverview).toContain("(UTC, both days included)");
    const nyQuality = (await get(adminLeadQuality, "/admin/lead-quality", "/admin/lead-quality?from=2026-12-01&to=2026-12-01", newYork)).body;
    expect(pageHtml(adminLeadQuality, "/admin/lead-quality", nyQuality)).toContain("(Eastern time, both days included)");
    const nyLeads = (await get(adminLeads, "/admin/leads", "/admin/leads?from=2026-12-01&to=2026-12-01", newYork)).body;
    expect(pageHtml(adminLeads, "/admin/leads", nyLeads)).toContain("From and To are days in Eastern time, both included.");
  });
});
