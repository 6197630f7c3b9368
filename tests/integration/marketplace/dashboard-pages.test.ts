/**
 * The contractor dashboard's growing lists page by keyset (decision
 * 0019): "Older leads" links carry the cursor, so the pages work without
 * JavaScript; a cursor the server did not make is a 400, and "Results by
 * month" still totals every lead of the month, whatever page is shown.
 */
import { afterAll, describe, expect, it } from "vitest";
import * as proIndex from "~/routes/pro-index";
import * as proLeads from "~/routes/pro-leads";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testEngines } from "../../support/test-database";
import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { formPost, getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { insertLeads } from "./bulk-leads";
import { makeContractor } from "./marketplace-fixtures";
import { DASHBOARD_PAGE_SIZE } from "~/domain/marketplace/listings.server";

afterAll(() => removeDataDir());

const TULSA = { zip: "74103", lat: 36.1557, lng: -95.9951 };

describe.each(testEngines())("dashboard pages on %s", (engine) => {
  const database = useRouteDatabase(engine);

  it(`lists available leads ${DASHBOARD_PAGE_SIZE} a page, newest first; the link to the next page is a plain link with the cursor`, async () => {
    const pro = await makeContractor(database.db, routeEnv(), {
      categories: ["hvac"],
      base: { zip: TULSA.zip, lat: TULSA.lat, lng: TULSA.lng },
      radiusMiles: 20,
    });
    const cookie = await sessionCookieFor(database.db, pro.userId);
    const now = Date.now();
    const ids = await insertLeads(
      database.db,
      Array.from({ length: 2 * DASHBOARD_PAGE_SIZE + Math.ceil(DASHBOARD_PAGE_SIZE / 2) }, (_, i) => ({
        category: "hvac",
        zip: TULSA.zip,
        lat: TULSA.lat,
        lng: TULSA.lng,
        createdAt: new Date(now - i * 60_000),
      })),
    );

    type Page = { leads: { leadId: string }[]; next: string | null };
    const pages: Page[] = [];
    for (let url = "/pro"; ;) {
      const page = (await run(proIndex.loader, "/pro", getRequest(url, cookie))).body as Page;
      pages.push(page);
      if (!page.next) break;
      url = `/pro?after=${encodeURIComponent(page.next)}`;
    }
    expect(pages.map((p) => p.leads.map((l) => l.leadId))).toEqual([
      ids.slice(0, DASHBOARD_PAGE_SIZE),
      ids.slice(DASHBOARD_PAGE_SIZE, 2 * DASHBOARD_PAGE_SIZE),
      ids.slice(2 * DASHBOARD_PAGE_SIZE),
    ]);

    const forged = await run(proIndex.loader, "/pro", getRequest("/pro?after=not-a-cursor", cookie));
    expect(forged.status).toBe(400);
  });

  it("lists bought leads a page at a time, and totals the month over every page", async () => {
    const pro = await makeContractor(database.db, routeEnv(), {
      categories: ["electrical"],
      base: { zip: TULSA.zip, lat: TULSA.lat, lng: TULSA.lng },
      radiusMiles: 20,
      balanceCents: 10_000_00,
    });
    const cookie = await sessionCookieFor(database.db, pro.userId);
    const leadIds = await insertLeads(
      database.db,
      Array.from({ length: 30 }, () => ({ category: "electrical", zip: TULSA.zip, lat: TULSA.lat, lng: TULSA.lng, createdAt: new Date() })),
    );
    const bought: string[] = [];
    for (const leadId of leadIds)
      bought.push((await purchaseLead({ db: database.db, env: routeEnv() }, pro.contractorId, leadId, `page-${leadId}`)).purchaseId);

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

  it("a pro rated below 4.0 from 3 or more reviews sees why instead of leads, and a buy from the dashboard is a 403 with that sentence", async () => {
    const pro = await makeContractor(database.db, routeEnv(), {
      categories: ["solar"],
      base: { zip: TULSA.zip, lat: TULSA.lat, lng: TULSA.lng },
      radiusMiles: 20,
      balanceCents: 500_00,
    });
    await database.db.update(contractors).set({ ratingSum: 12, ratingCount: 4 }).where(eq(contractors.id, pro.contractorId));
    const cookie = await sessionCookieFor(database.db, pro.userId);
    const [leadId] = await insertLeads(database.db, [{ category: "solar", zip: TULSA.zip, lat: TULSA.lat, lng: TULSA.lng, createdAt: new Date() }]);
    const message =
      "Your rating is 3.0 from 4 reviews. Leads go to pros rated 4.0 or higher once they have 3 reviews. Reply to your reviews, or ask us to review your account.";

    const page = (await run(proIndex.loader, "/pro", getRequest("/pro", cookie))).body as { leads: unknown[]; ratingBar: unknown };
    expect({ leads: page.leads, ratingBar: page.ratingBar }).toEqual({ leads: [], ratingBar: { rating: 3, reviews: 4, message } });
    const buy = await run(
      proIndex.action,
      "/pro",
      formPost("/pro", { intent: "buy", leadId: leadId!, idempotencyKey: `dash-${leadId}`, expectedPriceCents: "1000" }, cookie),
    );
    expect({ status: buy.status, body: buy.body }).toMatchObject({ status: 403, body: { ok: false, error: message } });
  });
});
