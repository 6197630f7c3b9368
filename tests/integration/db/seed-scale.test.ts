/**
 * seed:scale on each engine: 2,000 leads and 50 contractors, then the database is what the
 * app could have written itself: the ledger balances (the same invariants as the marketplace suites), every
 * home is at a real ZIP centroid the app's own lookup knows, sales went to contractors whose area holds the lead,
 * and a database with real rows is refused without --force.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "~/db/types.server";
import { isInServiceArea } from "~/domain/contractors/contractor-facts";
import { lookupZip } from "~/lib/zip-lookup.server";
import { RealDataError } from "../../../scripts/seed-scale/guard";
import { seedScale } from "../../../scripts/seed-scale/seed";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { ledgerReport, makeQuoteRequest } from "../marketplace/marketplace-fixtures";

describe.each(testEngines())("seed:scale on %s", (engine) => {
  const t = useTestDatabase(engine, { freshPerTest: true });

  it("seeds 2,000 leads and 50 contractors with a balanced ledger, real ZIPs and in-area sales", async () => {
    const result = await seedScale(t.db, { leads: 2000, contractors: 50 });
    const count = async (table: string) => rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
    expect(await count("leads")).toBe(2000);
    expect(await count("contractors")).toBe(50);
    expect(result.sold).toBeGreaterThan(0);
    expect(await count("purchases")).toBe(result.sold);
    expect(await ledgerReport(t.db)).toEqual({ unbalanced: 0, total: 0, mismatched: 0, negative: 0 });

    const statuses = Object.fromEntries(
      rowsOf<{ status: string; n: number }>(await t.db.execute(sql`select status, count(*)::int as n from leads group by status`)).map((r) => [r.status, r.n]),
    );
    expect(statuses.available).toBeGreaterThan(1000);
    expect(statuses.sold).toBeGreaterThan(0);

    const places = rowsOf<{ zip: string; city: string; state: string; lat: number; lng: number }>(
      await t.db.execute(
        sql`select distinct q.zip, q.city, q.state, l.latitude as lat, l.longitude as lng from leads l join quote_requests q on q.id = l.quote_request_id`,
      ),
    );
    expect(new Set(places.map((p) => p.state)).size).toBeGreaterThan(20);
    const unknown: string[] = [];
    for (const p of places) {
      const known = await lookupZip(p.zip);
      if (known?.state !== p.state || known.latitude !== p.lat || known.longitude !== p.lng) unknown.push(p.zip);
    }
    expect(unknown).toEqual([]);

    const sales = rowsOf<{
      zip: string;
      lat: number;
      lng: number;
      zips: string[];
      base_lat: number;
      base_lng: number;
      radius: number;
      categories: string[];
      category: string;
    }>(
      await t.db
        .execute(sql`select l.zip, l.latitude as lat, l.longitude as lng, l.category, c.service_zip_codes as zips, c.base_lat, c.base_lng, c.radius_miles as radius, c.categories
        from purchases p join leads l on l.id = p.lead_id join contractors c on c.id = p.contractor_id`),
    );
    for (const s of sales) {
      expect(s.categories).toContain(s.category);
      expect(
        isInServiceArea({ zipCodes: s.zips, baseZip: { lat: s.base_lat, lng: s.base_lng }, radiusMiles: s.radius }, { zip: s.zip, lat: s.lat, lng: s.lng }),
      ).toBe(true);
    }
  });

  it("refuses a database with real data unless forced", async () => {
    await makeQuoteRequest(t.db, { pros: 1 });
    await expect(seedScale(t.db, { leads: 10, contractors: 2 })).rejects.toBeInstanceOf(RealDataError);
    const count = async () => rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from leads`))[0]!.n;
    expect(await count()).toBe(1);
    await seedScale(t.db, { leads: 10, contractors: 2, force: true });
    expect(await count()).toBe(11);
  });
});
