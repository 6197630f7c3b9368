/**
 * The profile and search queries read indexes, never a whole table (PostgreSQL's planner, as list-indexes.test.ts):
 * Find Contractors through the reverse match's ZIP (GIN) and area-box (GiST) indexes, the featured cards through the
 * rating's partial expression index, profile reviews and the sitemap's slugs in their index order, and the release of
 * ended exclusive offers through its partial index. Sequential scans and sorts cost "disabled", so a plan that still
 * has one has no index to use.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRatedContractors } from "~/domain/marketplace/find-rated-contractors.server";
import { listProfileReviews, listProfileSlugs } from "~/domain/contractors/get-public-profile.server";
import { searchPlace } from "~/domain/contractors/search-place.server";
import { topRatedContractors } from "~/domain/contractors/top-rated-contractors.server";
import { releaseEndedOffers } from "~/domain/marketplace/release-ended-offers.server";
import { encodeCursor } from "~/domain/shared/keyset";
import { openExplainedDatabase, planOf, type ExplainedDatabase } from "./explained-database";
import { testEngines } from "../../support/test-database";

const CONTRACTOR = "00000000-0000-4000-8000-000000000001";
const TIME = encodeCursor({ at: "2026-11-25 08:57:31.123456+00", id: "00000000-0000-4000-8000-000000000002" });

describe.skipIf(!testEngines().includes("postgres"))("profile and search queries on PostgreSQL", () => {
  let pg: ExplainedDatabase | undefined;
  beforeAll(async () => {
    pg = await openExplainedDatabase();
    // A plan without a Sort exists only when an index gives the order; on near-empty tables the planner would rather
    // sort, so sorting (and scans that cannot give an order) cost "disabled" here.
    await pg.explainer.query("set enable_seqscan = off; set enable_bitmapscan = off; set enable_sort = off; set enable_incremental_sort = off");
  });
  afterAll(async () => {
    await pg?.close();
  });
  const db = () => pg!.db;

  /** The plans of the statements `call` sends that match `pick`, each as "Node Type index on relation" lines. */
  async function plansOf(call: () => Promise<unknown>, pick: RegExp): Promise<string[][]> {
    const { captured, explainer } = pg!;
    captured.length = 0;
    await call();
    const chosen = captured.filter((c) => pick.test(c.query));
    expect({ all: captured.map((c) => c.query), chosen: chosen.length > 0 }).toMatchObject({ chosen: true });
    const plans: string[][] = [];
    for (const statement of chosen) plans.push(await planOf(explainer, statement));
    return plans;
  }
  const scans = (plan: string[]) => plan.filter((s) => s.startsWith("Seq Scan"));
  const sorts = (plan: string[]) => plan.filter((s) => /^(Incremental )?Sort/.test(s));

  it("Find Contractors (a ZIP and a city, first page and after a cursor, and the count) uses the reverse match's indexes", async () => {
    const cursor = Buffer.from(JSON.stringify([4.5, 60, 12.5, CONTRACTOR])).toString("base64url");
    // A GIN index is read by a bitmap scan only (decision 0017's ZIP branch): allowed here, as the matching suite does.
    await pg!.explainer.query("set enable_bitmapscan = on");
    for (const where of ["80202", "Denver, CO"]) {
      const place = await searchPlace(where);
      for (const after of [undefined, cursor]) {
        for (const plan of await plansOf(() => findRatedContractors(db(), { category: "roofing", place, after }, new Date()), /from "contractors"/)) {
          expect({ plan, scans: scans(plan) }).toEqual({ plan, scans: [] });
          expect(plan.join("\n")).toContain("contractors_service_zips_idx");
          expect(plan.join("\n")).toContain("contractors_area_box_idx");
        }
      }
    }
    await pg!.explainer.query("set enable_bitmapscan = off");
  });

  it("featured cards read the rating index in its order; review pages and sitemap slugs read theirs", async () => {
    const cases: [string, () => Promise<unknown>, RegExp, string][] = [
      ["featured", () => topRatedContractors(db(), new Date()), /from "contractors"/, "contractors_listed_rating_idx"],
      ["reviews", () => listProfileReviews(db(), CONTRACTOR, {}), /from "reviews"/, "reviews_contractor_created_idx"],
      ["reviews after", () => listProfileReviews(db(), CONTRACTOR, { after: TIME }), /from "reviews"/, "reviews_contractor_created_idx"],
      ["slugs", () => listProfileSlugs(db(), 50_000), /from "contractors"/, "contractors_slug_unique"],
    ];
    for (const [name, call, pick, index] of cases) {
      const [plan] = await plansOf(call, pick);
      expect({ name, plan, scans: scans(plan!), sorts: sorts(plan!) }).toEqual({ name, plan, scans: [], sorts: [] });
      expect({ name, plan, index: plan!.some((s) => s.includes(index)) }).toEqual({ name, plan, index: true });
    }
  });

  it("releasing ended exclusive offers reads only the offers' partial index", async () => {
    const [plan] = await plansOf(() => releaseEndedOffers(db(), new Date()), /offered_until/);
    expect({ plan, scans: scans(plan!) }).toEqual({ plan, scans: [] });
    expect(plan!.join("\n")).toContain("leads_offer_until_idx");
  });
});
