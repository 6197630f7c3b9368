/**
 * The contractor dashboard's growing lists page by keyset (issue 12, section
 * 2): "Older leads" links carry the cursor, so the pages work without
 * JavaScript; a cursor the server did not make is a 400, and "Results by
 * month" still totals every lead of the month, whatever page is shown.
 */
import { afterAll, describe, expect, it } from "vitest";
import * as proIndex from "~/routes/pro-index";
import * as proLeads from "~/routes/pro-leads";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testEngines } from "../../support/test-database";
import { getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { insertLeads } from "./bulk-leads";
import { makeContractor } from "./marketplace-fixtures";
import { DASHBOARD_PAGE_SIZE } from "~/domain/marketplace/listings.server";

afterAll(() => removeDataDir());

const TULSA = { zip: "74103", lat: 36.1557, lng: -95.9951 };

describe.each(testEngines())("dashboard pages on %s", (engine) => {
  const database = useRouteDatabase(engine);

  it(`lists available leads ${DASHBOARD_PAGE_SIZE} a page, newest first; the link to the next page is a plain link with the cursor`, async () => {
    const pro = await makeContractor(database.db, routeEnv(), { categories: ["hvac"], base: { zip: TULSA.zip, lat: TULSA.lat, lng: TULSA.lng }, radiusMiles: 20 });
    const cookie = await sessionCookieFor(database.db, pro.userId);
    const now = Date.now();
    const ids = await insertLeads(database.db, Array.from({ length: 2 * DASHBOARD_PAGE_SIZE + Math.ceil(DASHBOARD_PAGE_SIZE / 2) }, (_, i) => ({ category: "hvac", zip: TULSA.zip, lat: TULSA.lat, lng: TULSA.lng, createdAt: new Date(now - i * 60_000) })));

    type Page = { leads: { leadId: string }[]; next: string | null };
    const pages: Page[] = [];
    for (let url = "/pro"; ; ) {
      const page = (await run(proIndex.loader, "/pro", getRequest(url, cookie))).body as Page;
      pages.push(page);
      if (!page.next) break;
      url = `/pro?after=${encodeURIComponent(page.next)}`;
    }
    expect(pages.map((p) => p.leads.map((l) => l.leadId))).toEqual([ids.slice(0, DASHBOARD_PAGE_SIZE), ids.slice(DASHBOARD_PAGE_SIZE, 2 * DASHBOARD_PAGE_SIZE), ids.slice(2 * DASHBOARD_PAGE_SIZE)]);

    const forged = await run(proIndex.loader, "/pro", getRequest("/pro?after=not-a-cursor", cookie));
    expect(forged.status).toBe(400);
  });

  it("lists bought leads a page at a time, and totals the month over every page", async () => {
    const pro = await makeContractor(database.db, routeEnv(), { categories: ["electrical"], base: { zip: TULSA.zip, lat: TULSA.lat, lng: TULSA.lng }, radiusMiles: 20, balanceCents: 10_000_00 });
    const cookie = await sessionCookieFor(database.db, pro.userId);
    const leadIds = await insertLeads(database.db, Array.from({ length: 30 }, () => ({ category: "electrical", zip: TULSA.zip, lat: TULSA.lat, lng: TULSA.lng, createdAt: new Date() })));
    const bought: string[] = [];
    for (const leadId of leadIds) bought.push((await purchaseLead({ db: database.db, env: routeEnv() }, pro.contractorId, leadId, `page-${leadId}`)).purchaseId);

    const seen: string[] = [];
    let url = "/pro/leads";
    for (;;) {
      const page = await run(proLeads.loader, "/pro/leads", getRequest(url, cookie));
      const body = page.body as { leads: { purchaseId: string }[]; next: string | null; months: { bought: number }[] };
      expect(body.months[0]!.bought).toBe(30);
      seen.push(...body.leads.map((l) => l.purchaseId));
      if (!body.next) break;
      url = `/pro/leads?after=${encodeURIComponent(body.next)}`;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen)).toEqual(new Set(bought));
  });
});
