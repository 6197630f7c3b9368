/**
 * A contractor's daily tools on both engines: Available leads filtered by trade and distance and sorted, page after
 * page (the live reload keeps the filter: a new lead outside it stays out); My leads filtered by status and searched
 * (only the buyer's own purchases), page after page; the CSV export of the filtered list, every row of it, formulas
 * disarmed; bad filter values answered 400 with their message.
 */
import { parse } from "csv-parse/sync";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import type { PipelineStatus } from "~/db/enums";
import { leads, purchases, quoteRequests } from "~/db/schema";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { myLeads } from "~/domain/marketplace/listings.server";
import { MY_LEADS_EXPORT_BATCH } from "~/domain/marketplace/export-my-leads.server";
import { DomainError } from "~/domain/shared/errors";
import type { AvailableLeadsFilter } from "~/forms/available-leads-filter";
import type { MyLeadsFilter } from "~/forms/my-leads-filter";
import * as proIndex from "~/routes/pro-index";
import * as proLeads from "~/routes/pro-leads";
import * as proLeadsExport from "~/routes/pro-leads-export";
import { testEngines } from "../../support/test-database";
import { getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { insertLeads, pointAt, type BulkLead } from "./bulk-leads";
import { LA, makeContractor, NYC } from "./marketplace-fixtures";

afterAll(() => removeDataDir());

const csvOf = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true, skip_empty_lines: true });

/** Buys these leads for the contractor straight in the database, at the given times and statuses; the purchase ids. */
async function buyAll(
  db: Db,
  contractorId: string,
  leadIds: readonly string[],
  at: (i: number) => Date,
  status: (i: number) => PipelineStatus,
): Promise<string[]> {
  const rows = await db
    .select({ id: leads.id, quoteRequestId: leads.quoteRequestId })
    .from(leads)
    .where(inArray(leads.id, [...leadIds]));
  const byId = new Map(rows.map((r) => [r.id, r.quoteRequestId]));
  await db
    .update(leads)
    .set({ status: "sold" })
    .where(inArray(leads.id, [...leadIds]));
  const values = leadIds.map((leadId, i) => ({
    leadId,
    contractorId,
    quoteRequestId: byId.get(leadId)!,
    priceCents: 4_500,
    idempotencyKey: `k-${leadId}`,
    serviceAreaSnapshot: {},
    purchasedAt: at(i),
    pipelineStatus: status(i),
  }));
  const ids: string[] = [];
  for (let start = 0; start < values.length; start += 500) {
    const inserted = await db
      .insert(purchases)
      .values(values.slice(start, start + 500))
      .returning({ id: purchases.id, leadId: purchases.leadId });
    ids.push(...inserted.toSorted((a, b) => leadIds.indexOf(a.leadId) - leadIds.indexOf(b.leadId)).map((r) => r.id));
  }
  return ids;
}

describe.each(testEngines())("lead tools on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const ctx = (now = new Date("2026-07-01T12:00:00Z")) => ({ db: database.db, env: routeEnv(), now });

  describe("available leads", () => {
    let pro: { contractorId: string; userId: string };
    let zipPro: { contractorId: string; userId: string };
    let cookie: string;
    const created = (i: number) => new Date(Date.UTC(2026, 5, 20) + i * 60_000);
    const ids: Record<string, string[]> = {};

    beforeAll(async () => {
      pro = await makeContractor(database.db, routeEnv(), { categories: ["roofing", "solar"], base: NYC, radiusMiles: 50, balanceCents: 100_000 });
      zipPro = await makeContractor(database.db, routeEnv(), {
        categories: ["plumbing"],
        base: { zip: NYC.zip, lat: NYC.lat, lng: NYC.lng },
        radiusMiles: null,
        zips: [NYC.zip, LA.zip],
      });
      cookie = await sessionCookieFor(database.db, pro.userId);
      const near = pointAt(NYC, 3, 45);
      const far = pointAt(NYC, 30, 90);
      const outside = pointAt(NYC, 80, 90);
      const group = async (name: string, n: number, lead: (i: number) => BulkLead) =>
        (ids[name] = await insertLeads(
          database.db,
          Array.from({ length: n }, (_, i) => lead(i)),
        ));
      await group("roofNear", 15, (i) => ({ category: "roofing", zip: NYC.zip, ...near, createdAt: created(i * 5) }));
      await group("roofFar", 10, (i) => ({ category: "roofing", zip: "07001", ...far, createdAt: created(i * 5 + 1) }));
      await group("solarNear", 12, (i) => ({ category: "solar", zip: NYC.zip, ...near, createdAt: created(i * 5 + 2) }));
      await group("roofOutside", 3, (i) => ({ category: "roofing", zip: "08000", ...outside, createdAt: created(i * 5 + 3) }));
      await group("hvacNear", 3, (i) => ({ category: "hvac", zip: NYC.zip, ...near, createdAt: created(i * 5 + 4) }));
      await group("plumbNyc", 7, (i) => ({ category: "plumbing", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: created(i * 3) }));
      await group("plumbLa", 6, (i) => ({ category: "plumbing", zip: LA.zip, lat: LA.lat, lng: LA.lng, createdAt: created(i * 3 + 1) }));
    });

    /** Every page of 4 cards with this filter, the lead ids in page order. */
    async function walk(contractorId: string, filter: AvailableLeadsFilter): Promise<string[]> {
      const seen: string[] = [];
      let after: string | undefined;
      for (let pages = 0; pages < 40; pages++) {
        const page = await availableLeadsForContractor(ctx(), contractorId, { after, limit: 4, onePerRequest: true, filter });
        expect(page.leads.length).toBeLessThanOrEqual(4);
        seen.push(...page.leads.map((l) => l.leadId));
        if (!page.next) return seen;
        after = page.next;
      }
      throw new Error("more pages than leads");
    }
    const newestFirst = (...groups: string[][]) => groups.flat().toReversed();

    it("filters by trade and by distance from the base, newest or oldest first, over several pages", async () => {
      expect(await walk(pro.contractorId, { trade: "roofing", maxMiles: 10, sort: "newest" })).toEqual(newestFirst(ids.roofNear!));
      expect(await walk(pro.contractorId, { trade: "roofing", maxMiles: 10, sort: "oldest" })).toEqual(ids.roofNear);
      const roofing = await walk(pro.contractorId, { trade: "roofing", maxMiles: undefined, sort: "newest" });
      expect(roofing.toSorted()).toEqual([...ids.roofNear!, ...ids.roofFar!].toSorted());
      expect(roofing).toHaveLength(25);
      const all = await walk(pro.contractorId, { trade: undefined, maxMiles: 10, sort: "oldest" });
      expect(all.toSorted()).toEqual([...ids.roofNear!, ...ids.solarNear!].toSorted());
    });

    it("narrows a ZIP list to the ZIPs within the distance", async () => {
      expect((await walk(zipPro.contractorId, { trade: undefined, maxMiles: undefined, sort: "newest" })).toSorted()).toEqual(
        [...ids.plumbNyc!, ...ids.plumbLa!].toSorted(),
      );
      expect(await walk(zipPro.contractorId, { trade: undefined, maxMiles: 100, sort: "newest" })).toEqual(newestFirst(ids.plumbNyc!));
    });

    it("refuses a trade the contractor does not serve", async () => {
      const refused = await availableLeadsForContractor(ctx(), pro.contractorId, { filter: { trade: "hvac", maxMiles: undefined, sort: "newest" } }).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(DomainError);
      expect((refused as DomainError).code).toBe("invalid_input");
    });

    it("keeps the filter in the URL: a reload after a new lead shows it only when it matches", async () => {
      const url = "/pro?trade=roofing&distance=10";
      const first = await run(proIndex.loader as never, "/pro", getRequest(url, cookie));
      expect(first.status).toBe(200);
      const body = first.body as { leads: { leadId: string }[]; filters: Record<string, string> };
      expect(body.filters).toEqual({ trade: "roofing", distance: "10", sort: "" });
      const [solar] = await insertLeads(database.db, [{ category: "solar", zip: NYC.zip, ...pointAt(NYC, 2, 0), createdAt: new Date("2026-06-30T12:00:00Z") }]);
      const [roof] = await insertLeads(database.db, [
        { category: "roofing", zip: NYC.zip, ...pointAt(NYC, 2, 0), createdAt: new Date("2026-06-30T12:01:00Z") },
      ]);
      const again = (await run(proIndex.loader as never, "/pro", getRequest(url, cookie))).body as { leads: { leadId: string }[] };
      expect(again.leads[0]!.leadId).toBe(roof);
      expect(again.leads.map((l) => l.leadId)).not.toContain(solar);
      await database.db
        .update(leads)
        .set({ status: "expired" })
        .where(inArray(leads.id, [solar!, roof!]));
    });

    it("answers bad filter values 400 with a message next to the field, never a 500", async () => {
      for (const [query, field, message] of [
        ["trade=nonsense", "trade", "Please choose one of your trades."],
        ["distance=far", "distance", "Please choose a distance of 1 to 500 miles."],
        ["distance=9999", "distance", "Please choose a distance of 1 to 500 miles."],
        ["sort=quality", "sort", "Please choose how to sort."],
      ] as const) {
        const out = await run(proIndex.loader as never, "/pro", getRequest(`/pro?${query}`, cookie));
        expect(`${query}: ${out.status}`).toBe(`${query}: 400`);
        expect((out.body as { filterErrors: Record<string, string> }).filterErrors).toEqual({ [field]: message });
      }
      // A real trade the contractor does not serve: the domain's refusal, still a 400 with its message.
      const hvac = await run(proIndex.loader as never, "/pro", getRequest("/pro?trade=hvac", cookie));
      expect(hvac.status).toBe(400);
      expect(hvac.text).toContain("Please choose one of your trades.");
    });
  });

  describe("my leads", () => {
    const COUNT = MY_LEADS_EXPORT_BATCH + 23;
    const statusOf = (i: number): PipelineStatus => (i % 4 === 0 ? "contacted" : i % 4 === 1 ? "quoted" : "new");
    // Two purchases share each instant, so the id breaks ties on page boundaries.
    const boughtAt = (i: number) => new Date(Date.UTC(2026, 4, 1) + Math.floor(i / 2) * 60_000);
    let buyer: { contractorId: string; userId: string };
    let other: { contractorId: string; userId: string };
    let cookie: string;
    let bought: string[];
    let otherBought: string[];
    let references: string[];

    beforeAll(async () => {
      buyer = await makeContractor(database.db, routeEnv());
      other = await makeContractor(database.db, routeEnv());
      cookie = await sessionCookieFor(database.db, buyer.userId);
      const lead = (i: number): BulkLead => ({
        category: "roofing",
        zip: NYC.zip,
        lat: NYC.lat,
        lng: NYC.lng,
        createdAt: new Date(boughtAt(i).getTime() - 3_600_000),
      });
      const mine = await insertLeads(
        database.db,
        Array.from({ length: COUNT }, (_, i) => lead(i)),
      );
      const theirs = await insertLeads(
        database.db,
        Array.from({ length: 6 }, (_, i) => lead(i)),
      );
      bought = await buyAll(database.db, buyer.contractorId, mine, boughtAt, statusOf);
      otherBought = await buyAll(database.db, other.contractorId, theirs, boughtAt, () => "new");
      const requests = await database.db
        .select({ id: purchases.id, quoteRequestId: purchases.quoteRequestId, reference: quoteRequests.reference })
        .from(purchases)
        .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
        .where(inArray(purchases.id, [...bought, ...otherBought]));
      const requestOf = new Map(requests.map((r) => [r.id, r.quoteRequestId]));
      references = bought.map((id) => requests.find((r) => r.id === id)!.reference);
      const rename = async (purchaseIds: string[], set: Partial<typeof quoteRequests.$inferInsert>) =>
        database.db
          .update(quoteRequests)
          .set(set)
          .where(
            inArray(
              quoteRequests.id,
              purchaseIds.map((p) => requestOf.get(p)!),
            ),
          );
      await rename([bought[3]!, bought[40]!, otherBought[0]!], { fullName: "Quincy Zebulon" });
      await rename([bought[7]!, bought[8]!, bought[300]!], { city: "Springfield", zip: "62701" });
      await database.db.update(purchases).set({ notes: '=HYPERLINK("http://evil.example","x")' }).where(eq(purchases.id, bought[5]!));
    });

    /** Newest first by purchase time, the id breaking ties (uuids compare as their hex text). */
    const expected = (keep: (i: number) => boolean) =>
      bought
        .map((id, i) => ({ id, i }))
        .filter(({ i }) => keep(i))
        .toSorted((a, b) => boughtAt(b.i).getTime() - boughtAt(a.i).getTime() || (a.id < b.id ? 1 : -1))
        .map((r) => r.id);

    async function walk(filter: Partial<MyLeadsFilter>, limit = 50): Promise<string[]> {
      const seen: string[] = [];
      let after: string | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const page = await myLeads(ctx(), buyer.contractorId, { after, limit }, filter);
        seen.push(...page.leads.map((l) => l.purchaseId));
        if (!page.next) return seen;
        after = page.next;
      }
      throw new Error("more pages than leads");
    }

    it("filters by status over many pages, each lead once, in order", async () => {
      expect(await walk({ status: "contacted" })).toEqual(expected((i) => statusOf(i) === "contacted"));
      expect(await walk({ status: "new" }, 37)).toEqual(expected((i) => statusOf(i) === "new"));
      expect(await walk({ status: "won" })).toEqual([]);
      expect(await walk({})).toEqual(expected(() => true));
    });

    it("searches the buyer's own purchases by name, reference, city and ZIP", async () => {
      expect(await walk({ q: "zebul" })).toEqual(expected((i) => i === 3 || i === 40));
      expect(await walk({ q: "Quincy Zebulon", status: "contacted" })).toEqual(expected((i) => i === 40));
      expect(await walk({ q: references[123]! })).toEqual([bought[123]]);
      expect(await walk({ q: "springfield" }, 2)).toEqual(expected((i) => i === 7 || i === 8 || i === 300));
      expect(await walk({ q: "62701" })).toEqual(expected((i) => i === 7 || i === 8 || i === 300));
      expect(await walk({ q: "nobody-called-this" })).toEqual([]);
    });

    it("keeps the filters in the page links", async () => {
      const out = await run(proLeads.loader as never, "/pro/leads", getRequest("/pro/leads?status=quoted&q=", cookie));
      expect(out.status).toBe(200);
      const body = out.body as { leads: { purchaseId: string; pipelineStatus: string }[]; next: string | null; filters: Record<string, string> };
      expect(body.filters).toEqual({ status: "quoted", q: "" });
      expect(body.leads.every((l) => l.pipelineStatus === "quoted")).toBe(true);
      const second = (await run(proLeads.loader as never, "/pro/leads", getRequest(`/pro/leads?status=quoted&after=${encodeURIComponent(body.next!)}`, cookie)))
        .body as typeof body;
      expect(second.leads.every((l) => l.pipelineStatus === "quoted")).toBe(true);
      expect([...body.leads, ...second.leads].map((l) => l.purchaseId)).toEqual(
        expected((i) => statusOf(i) === "quoted").slice(0, body.leads.length + second.leads.length),
      );
    });

    it("exports every lead of the filter as CSV, beyond one page and one batch, with formulas disarmed and times with an offset", async () => {
      const out = await run(proLeadsExport.loader as never, "/pro/leads/export", getRequest("/pro/leads/export", cookie));
      expect(out.status).toBe(200);
      expect(out.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(out.headers.get("content-disposition")).toMatch(/^attachment; filename="my-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      const rows = csvOf(out.text);
      expect(rows).toHaveLength(COUNT);
      expect(rows.map((r) => r.Reference)).toEqual(expected(() => true).map((id) => references[bought.indexOf(id)]));
      const five = rows.find((r) => r.Reference === references[5])!;
      expect(five.Notes).toBe(`'=HYPERLINK("http://evil.example","x")`);
      expect(five["Bought at"]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(new Date(five["Bought at"]!).getTime()).toBe(boughtAt(5).getTime());
      expect(five.Homeowner).toBe("Bulk Homeowner");
      // Only the buyer's own leads.
      expect(rows.filter((r) => r.Homeowner === "Quincy Zebulon")).toHaveLength(2);

      const filtered = csvOf(
        (await run(proLeadsExport.loader as never, "/pro/leads/export", getRequest("/pro/leads/export?status=contacted&q=zebulon", cookie))).text,
      );
      expect(filtered.map((r) => r.Reference)).toEqual([references[40]]);
    });

    it("answers a bad status or a too long search 400 with its message", async () => {
      const status = await run(proLeads.loader as never, "/pro/leads", getRequest("/pro/leads?status=called", cookie));
      expect(status.status).toBe(400);
      expect((status.body as { filterErrors: Record<string, string> }).filterErrors).toEqual({ status: "Please choose a status." });
      const long = await run(proLeads.loader as never, "/pro/leads", getRequest(`/pro/leads?q=${"a".repeat(101)}`, cookie));
      expect(long.status).toBe(400);
      expect((long.body as { filterErrors: Record<string, string> }).filterErrors).toEqual({ q: "Search for at most 100 characters." });
      const exported = await run(proLeadsExport.loader as never, "/pro/leads/export", getRequest("/pro/leads/export?status=called", cookie));
      expect(exported.status).toBe(400);
      expect(exported.text).toContain("Please choose a status.");
    });
  });

  it("reads a status page from the (contractor, status, purchased_at, id) index", async () => {
    const c = await makeContractor(database.db, routeEnv());
    await database.db.execute(sql`analyze purchases`);
    const plan = await database.db.execute(
      sql`explain select id from purchases where contractor_id = ${c.contractorId}::uuid and pipeline_status = 'contacted' order by purchased_at desc, id desc limit 25`,
    );
    expect(JSON.stringify(plan)).toContain("purchases_contractor_pipeline_purchased_id_idx");
  });
});
