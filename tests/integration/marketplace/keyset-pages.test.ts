/**
 * The paged pages as the browser gets them (decision 0019): the loader
 * reads `?after=` from a plain link, keeps the filters, and a cursor the
 * server did not make is a 400 with a clear message on every paged page,
 * never a 500.
 */
import { afterAll, describe, expect, it } from "vitest";
import * as adminApplications from "~/routes/admin-applications";
import * as adminAudit from "~/routes/admin-audit";
import * as adminContractor from "~/routes/admin-contractor";
import * as adminContractors from "~/routes/admin-contractors";
import * as adminLeads from "~/routes/admin-leads";
import * as adminMessages from "~/routes/admin-messages";
import * as adminOutbox from "~/routes/admin-outbox";
import * as adminReturns from "~/routes/admin-returns";
import * as proBalance from "~/routes/pro-balance";
import { pageHref } from "~/components/page-links";
import { encodeCursor } from "~/domain/shared/keyset";
import { testEngines } from "../../support/test-database";
import { getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase, type RouteModule } from "../authorization/route-harness";
import { insertLeads } from "./bulk-leads";
import { makeAdmin, makeContractor, NYC } from "./marketplace-fixtures";

afterAll(() => removeDataDir());

// Not base64url JSON, a key with an id that is no uuid, and a right-to-left mark (keyset.test.ts covers the rest).
const FORGED = ["not-a-cursor", encodeCursor({ at: "2026-01-01 00:00:00+00", id: "1 or 1=1" }), "%E2%80%AE"];

describe.each(testEngines())("paged pages on %s", (engine) => {
  const database = useRouteDatabase(engine);

  it("admin leads: 50 a page; the next-page link keeps the filters and carries the cursor; each lead once over the pages", async () => {
    const admin = await sessionCookieFor(database.db, await makeAdmin(database.db));
    const now = Date.now();
    const ids = await insertLeads(
      database.db,
      Array.from({ length: 61 }, (_, i) => ({ category: "roofing", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: new Date(now - i * 1000) })),
    );
    const filters = { status: "available", category: "roofing", from: "", to: "", q: "" };
    const seen: string[] = [];
    let url = pageHref("/admin/leads", filters);
    expect(url).toBe("/admin/leads?status=available&category=roofing");
    for (let pages = 0; pages < 5; pages++) {
      const page = await run(adminLeads.loader, "/admin/leads", getRequest(url, admin));
      expect(page.status).toBe(200);
      const body = page.body as { leads: { id: string }[]; page: { next: string | null; paged: boolean }; filter: typeof filters };
      expect(body.filter).toEqual(filters);
      expect(body.page.paged).toBe(pages > 0);
      seen.push(...body.leads.map((l) => l.id));
      if (!body.page.next) break;
      url = pageHref("/admin/leads", body.filter, body.page.next);
      expect(url).toMatch(/^\/admin\/leads\?status=available&category=roofing&after=[\w-]+$/);
    }
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each([
    ["/admin/leads", adminLeads],
    ["/admin/contractors", adminContractors],
    ["/admin/applications", adminApplications],
    ["/admin/messages", adminMessages],
    ["/admin/outbox", adminOutbox],
    ["/admin/audit", adminAudit],
    ["/admin/returns", adminReturns],
  ] as [string, RouteModule][])("%s answers a forged cursor with 400 and a clear message", async (path, route) => {
    const admin = await sessionCookieFor(database.db, await makeAdmin(database.db));
    for (const cursor of FORGED) {
      const page = await run(route.loader, path, getRequest(`${path}?after=${cursor}`, admin));
      expect({ cursor, status: page.status }).toEqual({ cursor, status: 400 });
      expect(page.text).toContain("This page link is not valid");
    }
  });

  it("the contractor's balance history and the admin contractor page's ledger answer a forged cursor with 400", async () => {
    const pro = await makeContractor(database.db, routeEnv(), { balanceCents: 500_00 });
    const proCookie = await sessionCookieFor(database.db, pro.userId);
    const admin = await sessionCookieFor(database.db, await makeAdmin(database.db));
    const first = await run(proBalance.loader, "/pro/balance", getRequest("/pro/balance", proCookie));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ paged: false, next: null });
    for (const cursor of FORGED) {
      expect((await run(proBalance.loader, "/pro/balance", getRequest(`/pro/balance?after=${cursor}`, proCookie))).status).toBe(400);
      const path = `/admin/contractors/${pro.contractorId}`;
      expect((await run(adminContractor.loader, "/admin/contractors/:id", getRequest(`${path}?after=${cursor}`, admin))).status).toBe(400);
    }
  });
});
