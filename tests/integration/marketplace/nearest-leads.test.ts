/**
 * Available leads nearest first on both engines: every lead of the area once, in (distance, id) order, page after
 * page of fewer cards than leads, through both ways into the area (a listed ZIP beyond the radius, a listed ZIP
 * inside it, which must not make a lead appear twice) and across rings of widening width; ties at one point broken
 * by id across a page boundary; the distance filter narrows the same order; a contractor without a base ZIP and a
 * cursor of another order are answered 400 with their message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { DomainError } from "~/domain/shared/errors";
import { distanceMiles, type LatLng } from "~/domain/shared/geo";
import type { AvailableLeadsFilter } from "~/forms/available-leads-filter";
import * as proIndex from "~/routes/pro-index";
import { testEngines } from "../../support/test-database";
import { getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { insertLeads, pointAt, type BulkLead } from "./bulk-leads";
import { makeContractor, NYC } from "./marketplace-fixtures";

afterAll(() => removeDataDir());

/** 19103's centre in the ZIP data (a lead's position is its ZIP's centre): about 80 miles from 10001. */
const PHILADELPHIA = { zip: "19103", lat: 39.9513, lng: -75.1741 };
const PAGE = 4;

describe.each(testEngines())("nearest leads on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const ctx = () => ({ db: database.db, env: routeEnv(), now: new Date("2026-07-01T12:00:00Z") });
  const created = (i: number) => new Date(Date.UTC(2026, 5, 20) + i * 60_000);

  let pro: { contractorId: string; userId: string };
  let baseless: { contractorId: string; userId: string };
  /** Every lead the contractor may be offered, with where it is. */
  const included: { id: string; at: LatLng }[] = [];

  beforeAll(async () => {
    pro = await makeContractor(database.db, routeEnv(), {
      categories: ["roofing", "plumbing"],
      base: NYC,
      radiusMiles: 40,
      zips: [PHILADELPHIA.zip, NYC.zip],
      balanceCents: 100_000,
    });
    baseless = await makeContractor(database.db, routeEnv(), { categories: ["roofing"], base: null, zips: [NYC.zip] });
    const add = async (rows: BulkLead[], counted: boolean) => {
      const ids = await insertLeads(database.db, rows);
      if (counted) ids.forEach((id, i) => included.push({ id, at: { lat: rows[i]!.lat, lng: rows[i]!.lng } }));
    };
    // Through the radius: 1.2 miles apart from 2 to 38 miles, on bearings all round, created in no distance order.
    await add(
      Array.from({ length: 31 }, (_, i) => ({
        category: i % 3 === 0 ? "plumbing" : "roofing",
        zip: "07001",
        ...pointAt(NYC, 2 + ((i * 7) % 31) * 1.2, (i * 137) % 360),
        createdAt: created(i),
      })),
      true,
    );
    // Five at one point: a tie that the id breaks, across a page boundary.
    await add(
      Array.from({ length: 5 }, (_, i) => ({ category: "roofing", zip: "07002", ...pointAt(NYC, 12.9, 200), createdAt: created(40 + i) })),
      true,
    );
    // In a listed ZIP that the radius also covers (distance 0): found both ways, listed once.
    await add(
      Array.from({ length: 3 }, (_, i) => ({ category: "plumbing", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: created(50 + i) })),
      true,
    );
    // In a listed ZIP beyond the radius: the farthest, through the ZIP list only.
    await add(
      Array.from({ length: 5 }, (_, i) => ({
        category: "roofing",
        zip: PHILADELPHIA.zip,
        lat: PHILADELPHIA.lat,
        lng: PHILADELPHIA.lng,
        createdAt: created(60 + i),
      })),
      true,
    );
    // Not offered: beyond the radius and not listed, another trade, sold.
    await add(
      Array.from({ length: 3 }, (_, i) => ({ category: "roofing", zip: "08000", ...pointAt(NYC, 45 + i, 90), createdAt: created(70 + i) })),
      false,
    );
    await add([{ category: "hvac", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: created(80) }], false);
    await add([{ category: "roofing", zip: "07001", ...pointAt(NYC, 3.1, 10), createdAt: created(81), status: "sold" }], false);
  });

  /** The expected order: distance from the base, then id (a uuid orders as its lowercase text). */
  const expected = (maxMiles = Infinity) =>
    included
      .map((l) => ({ id: l.id, miles: distanceMiles(NYC, l.at) }))
      .filter((l) => l.miles <= maxMiles)
      .toSorted((a, b) => a.miles - b.miles || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((l) => l.id);

  async function walk(contractorId: string, filter: AvailableLeadsFilter, limit = PAGE): Promise<string[]> {
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 60; pages++) {
      const page = await availableLeadsForContractor(ctx(), contractorId, { after, limit, onePerRequest: true, filter });
      expect(page.leads.length).toBeLessThanOrEqual(limit);
      // Only the last page may be short: a short page with a next one would be a gap.
      expect(page.next === null || page.leads.length === limit).toBe(true);
      seen.push(...page.leads.map((l) => l.leadId));
      if (!page.next) return seen;
      after = page.next;
    }
    throw new Error("more pages than leads");
  }

  it("lists every lead of the area once, nearest first, page after page", async () => {
    const all = expected();
    expect(all).toHaveLength(44);
    expect(await walk(pro.contractorId, { trade: undefined, maxMiles: undefined, sort: "nearest" })).toEqual(all);
    // One page holding them all: the same order.
    expect(await walk(pro.contractorId, { trade: undefined, maxMiles: undefined, sort: "nearest" }, 50)).toEqual(all);
  });

  it("narrows the same order by trade and by distance", async () => {
    expect(await walk(pro.contractorId, { trade: undefined, maxMiles: 20, sort: "nearest" })).toEqual(expected(20));
    const roofing = await walk(pro.contractorId, { trade: "roofing", maxMiles: undefined, sort: "nearest" });
    expect(roofing.length).toBeGreaterThan(PAGE * 3);
    expect(roofing).toEqual(expected().filter((id) => roofing.includes(id)));
  });

  it("refuses nearest first without a base ZIP, and a cursor of another order", async () => {
    const refused = await availableLeadsForContractor(ctx(), baseless.contractorId, {
      filter: { trade: undefined, maxMiles: undefined, sort: "nearest" },
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toBe("Add a base ZIP code in Settings to sort by distance.");
    const newest = await availableLeadsForContractor(ctx(), pro.contractorId, {
      limit: PAGE,
      filter: { trade: undefined, maxMiles: undefined, sort: "newest" },
    });
    const crossed = await availableLeadsForContractor(ctx(), pro.contractorId, {
      after: newest.next!,
      limit: PAGE,
      filter: { trade: undefined, maxMiles: undefined, sort: "nearest" },
    }).catch((e: unknown) => e);
    expect((crossed as DomainError).code).toBe("invalid_input");
  });

  it("keeps the order in the URL and offers it only with a base ZIP", async () => {
    const cookie = await sessionCookieFor(database.db, pro.userId);
    const out = await run(proIndex.loader as never, "/pro", getRequest("/pro?sort=nearest", cookie));
    expect(out.status).toBe(200);
    const body = out.body as { leads: { leadId: string }[]; filters: Record<string, string> };
    expect(body.filters.sort).toBe("nearest");
    expect(body.leads.map((l) => l.leadId)).toEqual(expected().slice(0, body.leads.length));
    const none = await run(proIndex.loader as never, "/pro", getRequest("/pro?sort=nearest", await sessionCookieFor(database.db, baseless.userId)));
    expect(none.status).toBe(400);
    expect(none.text).toContain("Add a base ZIP code in Settings to sort by distance.");
  });
});
