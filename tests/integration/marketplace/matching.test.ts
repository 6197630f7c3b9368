/**
 * Matching in SQL (decision 0017): the database finds the same
 * leads and contractors as the rule in code (contractor-facts.ts, geo.ts),
 * at the edges and at random, and a contractor sees every lead in their area
 * however many wait elsewhere. Each test uses its own categories or places,
 * so the suite's shared database does not mix them up.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors } from "~/db/schema";
import { rowsOf } from "~/db/types.server";
import { isInServiceArea, serviceAreaOf } from "~/domain/contractors/contractor-facts";
import { contractorsForLead } from "~/domain/marketplace/contractors-for-lead.server";
import { leadsForContractor } from "~/domain/marketplace/leads-for-contractor.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { distanceMiles, type LatLng } from "~/domain/shared/geo";
import { distanceMilesSql } from "~/domain/shared/geo-sql.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { mulberry32 } from "../../../scripts/images/svg";
import { insertLeads, pointAt, type BulkLead } from "./bulk-leads";
import { makeContractor } from "./marketplace-fixtures";

const DENVER = { zip: "80202", lat: 39.7527, lng: -104.9992 };
const day = 86_400_000;

describe.each(testEngines())("matching in SQL on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = () => ({ db: t.db, env: t.env });
  const rowOf = async (id: string) => (await t.db.select().from(contractors).where(eq(contractors.id, id)))[0]!;
  const allLeadsOf = async (contractorId: string, limit: number, oldestFirst = false) => {
    const row = await rowOf(contractorId);
    const seen: string[] = [];
    for (let after: string | null | undefined = undefined; after !== null;) {
      const page = await leadsForContractor(t.db, row, { today: "2000-01-01", after, limit, oldestFirst });
      seen.push(...page.leads.map((l) => l.id));
      after = page.next;
    }
    return seen;
  };

  it("computes geo.ts's distance: 1,000 random pairs agree to 0.01 mi", async () => {
    const random = mulberry32(12);
    const pairs = Array.from({ length: 1000 }, (_, n) => ({
      n,
      aLat: random() * 178 - 89,
      aLng: random() * 360 - 180,
      bLat: random() * 178 - 89,
      bLng: random() * 360 - 180,
    }));
    const d = distanceMilesSql({ lat: sql`a_lat`, lng: sql`a_lng` }, { lat: sql`b_lat`, lng: sql`b_lng` });
    const rows = rowsOf<{ n: number; d: number }>(
      await t.db
        .execute(sql`select n, ${d} as d from jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ n: p.n, a_lat: p.aLat, a_lng: p.aLng, b_lat: p.bLat, b_lng: p.bLng })))}::jsonb)
        as t(n int, a_lat float8, a_lng float8, b_lat float8, b_lng float8) order by n`),
    );
    expect(rows).toHaveLength(1000);
    const worst = Math.max(
      ...rows.map((r) =>
        Math.abs(Number(r.d) - distanceMiles({ lat: pairs[r.n]!.aLat, lng: pairs[r.n]!.aLng }, { lat: pairs[r.n]!.bLat, lng: pairs[r.n]!.bLng })),
      ),
    );
    expect(worst).toBeLessThan(0.01);
  });

  it("takes a lead exactly on the radius, not one a few feet beyond it, in both directions; a listed ZIP matches at any distance", async () => {
    const pro = await makeContractor(t.db, t.env, { categories: ["electrical"], base: DENVER, radiusMiles: 10, zips: ["99501"] });
    const onRadius = [0, 45, 90, 135, 180, 225, 270, 315].map((bearing) => pointAt(DENVER, 10, bearing));
    const beyond = [0, 90, 180, 270].map((bearing) => pointAt(DENVER, 10.001, bearing));
    const anchorage = { lat: 61.2176, lng: -149.8997 };
    const at = new Date(Date.now() - day);
    const ids = await insertLeads(
      t.db,
      [...onRadius, ...beyond, anchorage].map((p, i) => ({ category: "electrical", zip: i === 12 ? "99501" : "80000", ...p, createdAt: at })),
    );
    const inside = [...ids.slice(0, 8), ids[12]!];
    expect(new Set(await allLeadsOf(pro.contractorId, 50))).toEqual(new Set(inside));
    // The code's rule says the same of every one of them.
    const area = serviceAreaOf(await rowOf(pro.contractorId));
    const points = [...onRadius, ...beyond, anchorage];
    expect(points.map((p, i) => isInServiceArea(area, { zip: i === 12 ? "99501" : "80000", ...p }))).toEqual(ids.map((id) => inside.includes(id)));
    for (const [i, p] of points.entries()) {
      const found = (await contractorsForLead(t.db, { category: "electrical", zip: i === 12 ? "99501" : "80000", ...p }, "2000-01-01")).map((c) => c.id);
      expect(found.includes(pro.contractorId), `point ${i}`).toBe(inside.includes(ids[i]!));
    }
  });

  it("agrees with the code's rule on random areas and points, near the poles and on the edges included", async () => {
    const random = mulberry32(5);
    const bases: LatLng[] = Array.from({ length: 24 }, (_, i) =>
      i < 3 ? { lat: 70 + i * 7, lng: random() * 10 - 100 } : { lat: 25 + random() * 24, lng: -124 + random() * 57 },
    );
    const pros = [];
    for (const [i, base] of bases.entries()) {
      const radiusMiles = i < 3 ? 500 : Math.floor(random() * 120);
      pros.push(
        await makeContractor(t.db, t.env, { categories: ["plumbing"], base: { zip: "00000", ...base }, radiusMiles, zips: i % 4 === 0 ? ["55555"] : [] }),
      );
    }
    const rows = await Promise.all(pros.map((p) => rowOf(p.contractorId)));
    const points: BulkLead[] = [];
    for (const row of rows) {
      const base = { lat: row.baseLat!, lng: row.baseLng! };
      for (let k = 0; k < 12; k++) {
        const miles = k < 4 ? row.radiusMiles! : random() * (row.radiusMiles! * 1.3 + 1);
        points.push({
          category: "plumbing",
          zip: k === 11 ? "55555" : "00001",
          ...pointAt(base, miles, random() * 360),
          createdAt: new Date(Date.now() - random() * 30 * day),
        });
      }
    }
    const ids = await insertLeads(t.db, points);
    for (const row of rows) {
      const area = serviceAreaOf(row);
      const expected = ids.filter((_, i) => isInServiceArea(area, points[i]!));
      expect(new Set(await allLeadsOf(row.id, 40)), `contractor at ${row.baseLat}, ${row.baseLng}, ${row.radiusMiles} mi`).toEqual(new Set(expected));
    }
    for (const [i, p] of points.entries()) {
      const expected = rows
        .filter((r) => isInServiceArea(serviceAreaOf(r), p))
        .map((r) => r.id)
        .toSorted();
      expect(
        (await contractorsForLead(t.db, p, "2000-01-01")).map((c) => c.id).filter((id) => rows.some((r) => r.id === id)),
        `lead ${i}`,
      ).toEqual(expected);
    }
  });

  it("shows a contractor every lead in their area, however many leads wait elsewhere (3,000 on sale in the category), older and newer, newest first", async () => {
    const pro = await makeContractor(t.db, t.env, { categories: ["solar"], base: DENVER, radiusMiles: 30 });
    const random = mulberry32(7);
    const now = Date.now();
    const elsewhere: BulkLead[] = [];
    // More leads on sale in the same category elsewhere than the old 2,000-lead read held, older and newer than the area's.
    for (let i = 0; i < 4000; i++) {
      const createdAt = new Date(now - random() * 60 * day);
      // Other regions in the same category, and the same area in another category or not on sale.
      if (i % 8 < 6) elsewhere.push({ category: "solar", zip: "90012", lat: 34 + random(), lng: -118 - random(), createdAt });
      else if (i % 8 === 6) elsewhere.push({ category: "hvac", zip: "80202", ...pointAt(DENVER, random() * 20, random() * 360), createdAt });
      else
        elsewhere.push({
          category: "solar",
          zip: "80202",
          ...pointAt(DENVER, random() * 20, random() * 360),
          createdAt,
          status: random() < 0.5 ? "sold" : "expired",
        });
    }
    await insertLeads(t.db, elsewhere);
    const inArea = Array.from({ length: 130 }, () => ({
      category: "solar",
      zip: "80202",
      ...pointAt(DENVER, random() * 29, random() * 360),
      createdAt: new Date(now - random() * 60 * day),
    }));
    const mine = await insertLeads(t.db, inArea);
    const byNewest = mine
      .map((id, i) => ({ id, at: inArea[i]!.createdAt.getTime() }))
      .toSorted((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);

    const pages: string[][] = [];
    for (let after: string | null | undefined = undefined; after !== null;) {
      const page = await availableLeadsForContractor(ctx(), pro.contractorId, { after, limit: 50 });
      pages.push(page.leads.map((l) => l.leadId));
      after = page.next;
    }
    expect(pages.map((p) => p.length)).toEqual([50, 50, 30]);
    expect(pages.flat()).toEqual(byNewest);
    expect(await allLeadsOf(pro.contractorId, 7, true)).toEqual(byNewest.toReversed());
  });

  it("fills the page from older leads when the newest in its cells are not for this contractor (other's offers, beyond the radius)", async () => {
    // Salt Lake City, roofing: no other test leads here. Candidates are read a few pages at a time (decision 0035);
    // here the newest 60 candidates of the area's cells all fail, so a page of 3 takes several rounds.
    const SLC = { zip: "84101", lat: 40.7561, lng: -111.8983 };
    const pro = await makeContractor(t.db, t.env, { categories: ["roofing"], base: SLC, radiusMiles: 12 });
    const rival = await makeContractor(t.db, t.env, { categories: ["roofing"], base: SLC, radiusMiles: 12 });
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    const open = await insertLeads(
      t.db,
      Array.from({ length: 10 }, (_, i) => ({ category: "roofing", zip: "84101", ...pointAt(SLC, 5, i * 36), createdAt: at(500 + i) })),
    );
    const offered = await insertLeads(
      t.db,
      Array.from({ length: 30 }, (_, i) => ({ category: "roofing", zip: "84101", ...pointAt(SLC, 3, i * 12), createdAt: at(100 + i) })),
    );
    // In the same half-degree cells as the area's box, beyond the radius (the box's corners and edges).
    await insertLeads(
      t.db,
      Array.from({ length: 30 }, (_, i) => ({ category: "roofing", zip: "84101", ...pointAt(SLC, 14 + (i % 3), 45 + 90 * (i % 4)), createdAt: at(200 + i) })),
    );
    await t.db.execute(sql`update leads set offered_to_contractor_id = ${rival.contractorId}, offered_until = now() + interval '1 hour'
      where id in (${sql.join(
        offered.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);

    const row = await rowOf(pro.contractorId);
    const first = await leadsForContractor(t.db, row, { today: "2000-01-01", limit: 3 });
    expect(first.leads.map((l) => l.id)).toEqual(open.slice(0, 3));
    expect(first.next).not.toBeNull();
    expect(await allLeadsOf(pro.contractorId, 3)).toEqual(open);
    // The rival holds the offers: it sees them first, then the open leads.
    const rivalPage = await leadsForContractor(t.db, await rowOf(rival.contractorId), { today: "2000-01-01", limit: 40 });
    expect(rivalPage.leads.map((l) => l.id)).toEqual([...offered, ...open]);
  });
  it("finds leads of any age: the candidate windows widen from a day to all time, and a later page starts at its cursor", async () => {
    // Boise, plumbing: no other test leads here. Decision 0035: newest first, candidates come from a window of time
    // before the page's start that widens (a day, then by the density seen so far, then all time) until the page fills.
    const BOISE = { zip: "83702", lat: 43.6323, lng: -116.2049 };
    const pro = await makeContractor(t.db, t.env, { categories: ["plumbing"], base: BOISE, radiusMiles: 20 });
    const now = Date.now();
    const agesInDays = [0.1, 3, 30, 200, 700, 2000];
    const ids = await insertLeads(
      t.db,
      agesInDays.map((age, i) => ({ category: "plumbing", zip: "83702", ...pointAt(BOISE, 2 + i, i * 50), createdAt: new Date(now - age * day) })),
    );
    expect(await allLeadsOf(pro.contractorId, 2)).toEqual(ids);
    expect(await allLeadsOf(pro.contractorId, 50)).toEqual(ids);
    expect(await allLeadsOf(pro.contractorId, 1, true)).toEqual(ids.toReversed());
  });

  it("returns each lead exactly once while leads are added and sold between page reads", async () => {
    const pro = await makeContractor(t.db, t.env, { categories: ["roofing"], base: { zip: "73102", lat: 35.4676, lng: -97.5164 }, radiusMiles: 15, zips: [] });
    const row = await rowOf(pro.contractorId);
    const here = (createdAt: Date): BulkLead => ({ category: "roofing", zip: "73102", lat: 35.4676, lng: -97.5164, createdAt });
    const now = Date.now();
    // Several leads share one timestamp: the id breaks the tie.
    const start = await insertLeads(
      t.db,
      Array.from({ length: 45 }, (_, i) => here(new Date(now - Math.floor(i / 3) * 60_000))),
    );
    const seen: string[] = [];
    let after: string | null | undefined;
    for (let round = 0; after !== null; round++) {
      const page = await leadsForContractor(t.db, row, { today: "2000-01-01", after, limit: 8 });
      seen.push(...page.leads.map((l) => l.id));
      after = page.next;
      // Newer leads, leads at the very timestamp of the page's end, and older ones arrive between reads.
      const last = page.leads.at(-1);
      await insertLeads(t.db, [here(new Date(now + round * 1000)), ...(last ? [here(last.createdAt), here(new Date(last.createdAt.getTime() - 30_000))] : [])]);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(start));
  });

  it("can answer both directions from the indexes (the plan combines them when a table scan is not an option)", async () => {
    const pro = await makeContractor(t.db, t.env, { categories: ["roofing", "hvac"], base: DENVER, radiusMiles: 25, zips: ["80301", "80302"] });
    const row = await rowOf(pro.contractorId);
    const planOf = async (query: ReturnType<typeof sql>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        return rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
          .map((r) => Object.values(r)[0])
          .join("\n");
      });
    const leadsQuery = (await import("~/domain/marketplace/leads-for-contractor.server")).leadCandidatesQuery(t.db, row, { today: "2000-01-01", limit: 50 });
    const leadsPlan = await planOf(sql`${leadsQuery}`);
    expect(leadsPlan).toContain("leads_for_sale_cell_idx");
    expect(leadsPlan).toContain("leads_for_sale_zip_idx");
    const { contractorCoversLead } = await import("~/domain/marketplace/match-sql.server");
    const contractorsPlan = await planOf(sql`select id from ${contractors} where ${contractorCoversLead({ zip: "80202", lat: DENVER.lat, lng: DENVER.lng })}`);
    expect(contractorsPlan).toContain("contractors_service_zips_idx");
    expect(contractorsPlan).toContain("contractors_area_box_idx");
  });
});
