/** Decision 0031: slugs, public profiles, Find Contractors search (4+ rule, order, pages) and featured cards, on both engines. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractorApplications, contractors } from "~/db/schema";
import { approveApplication } from "~/domain/contractors/approve-application.server";
import { findRatedContractors } from "~/domain/marketplace/find-rated-contractors.server";
import { getPublicProfile, listProfileReviews, listProfileSlugs } from "~/domain/contractors/get-public-profile.server";
import { searchPlace } from "~/domain/contractors/search-place.server";
import { topRatedContractors } from "~/domain/contractors/top-rated-contractors.server";
import { DomainError } from "~/domain/shared/errors";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin } from "../marketplace/marketplace-fixtures";
import { makePro } from "./profile-world";

const NOW = new Date("2026-06-15T12:00:00Z");
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
const DENVER = { zip: "80202", lat: 39.7527, lng: -104.9997 };
const BOULDER = { zip: "80302", lat: 40.0172, lng: -105.2851 };

describe.each(testEngines())("public profiles and Find Contractors on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("approval sets the slug from the business name, with a suffix on a collision, and never changes it", async () => {
    const admin = await makeAdmin(t.db);
    const approve = async (businessName: string) => {
      const [app] = await t.db
        .insert(contractorApplications)
        .values({
          businessName,
          firstName: "Ada",
          lastName: "Builder",
          email: `ada.${crypto.randomUUID().slice(0, 8)}@example.com`,
          phone: "+12125552111",
          licenseNumber: "CO-1",
          yearsInBusiness: 6,
          serviceCategory: "roofing",
          serviceAreas: "Denver 80202",
          insuranceProvider: "Mutual",
          certifiedAt: new Date(),
        })
        .returning();
      const { contractorId } = await approveApplication({ db: t.db, env: t.env }, admin, app!.id, { licenseExpiresOn: nextYear, insuranceExpiresOn: nextYear });
      return (await t.db.select({ slug: contractors.slug }).from(contractors).where(eq(contractors.id, contractorId)))[0]!.slug;
    };
    const name = `Mile High Roofing & Sons ${crypto.randomUUID().slice(0, 4)}`;
    const first = await approve(name);
    expect(first).toMatch(/^mile-high-roofing-sons-[0-9a-f]{4}$/);
    expect(await approve(name)).toBe(`${first}-2`);
    expect(await approve(name.toUpperCase())).toBe(`${first}-3`);
    // A renamed business keeps its address: links to the profile keep working.
    await t.db.update(contractors).set({ businessName: "Renamed LLC" }).where(eq(contractors.slug, first!));
    expect((await getPublicProfile(t.db, first!, NOW))?.businessName).toBe("Renamed LLC");
  });

  it("the profile shows the trade, towns, radius, verification and rating; paused, suspended and unknown slugs have none", async () => {
    const pro = await makePro(t.db, t.env, {
      name: "Front Range Roofing",
      zips: ["80302"],
      base: DENVER,
      radiusMiles: 30,
      stars: [5, 4, 5],
      hiddenStars: [1],
      licenseExpiresOn: "2026-06-14",
    });
    const profile = await getPublicProfile(t.db, pro.slug, NOW);
    expect(profile).toMatchObject({
      businessName: "Front Range Roofing",
      categories: ["roofing"],
      zips: [{ zip: "80302", town: "Boulder, CO" }],
      radius: { miles: 30, zip: "80202", town: "Denver, CO" },
      yearsInBusiness: 5,
      rating: 4.7,
      ratingCount: 3,
      // The licence expired yesterday: no badge, whatever the insurance.
      verification: { licenseValid: false, insuranceValid: true, verified: false },
    });
    expect(profile).not.toHaveProperty("email");
    const paused = await makePro(t.db, t.env, { status: "paused" });
    const suspended = await makePro(t.db, t.env, { status: "suspended" });
    expect(await getPublicProfile(t.db, paused.slug, NOW)).toBeUndefined();
    expect(await getPublicProfile(t.db, suspended.slug, NOW)).toBeUndefined();
    expect(await getPublicProfile(t.db, "no-such-pro", NOW)).toBeUndefined();
    const slugs = await listProfileSlugs(t.db, 50_000);
    expect(slugs).toContain(pro.slug);
    expect(slugs).not.toContain(paused.slug);
  });

  it("reviews: visible ones only, newest first with the reply, page by page with no row lost or repeated", async () => {
    const pro = await makePro(t.db, t.env, { stars: [5, 4, 3, 5, 4], hiddenStars: [1] });
    const first = await listProfileReviews(t.db, pro.contractorId, { limit: 2 });
    expect(first.rows.map((r) => r.body)).toEqual([`Review 5 of ${pro.slug}`, `Review 4 of ${pro.slug}`]);
    const seen = [...first.rows];
    for (let after = first.next; after !== null;) {
      const page = await listProfileReviews(t.db, pro.contractorId, { limit: 2, after });
      seen.push(...page.rows);
      after = page.next;
    }
    expect(seen.map((r) => r.stars)).toEqual([4, 5, 3, 4, 5]);
    expect(seen.at(-1)).toMatchObject({ reply: `Thanks from ${pro.slug}` });
    expect(seen.some((r) => r.body?.startsWith("Review 6"))).toBe(false);
  });

  it("search lists 4+ rated pros who serve the place, by rating then distance; unrated ones are counted, not listed", async () => {
    const category = "solar";
    const near = await makePro(t.db, t.env, { categories: [category], base: DENVER, radiusMiles: 50, stars: [4, 5] }); // 4.5, 0 mi
    const far = await makePro(t.db, t.env, { categories: [category], base: BOULDER, radiusMiles: 50, stars: [5, 4] }); // 4.5, ~25 mi
    const best = await makePro(t.db, t.env, { categories: [category], base: BOULDER, radiusMiles: 50, stars: [5] }); // 5.0
    const listOnly = await makePro(t.db, t.env, { categories: [category], base: null, zips: ["80202"], stars: [4] }); // 4.0, no base
    const low = await makePro(t.db, t.env, { categories: [category], base: DENVER, radiusMiles: 50, stars: [4, 3] }); // 3.5
    const unrated = await makePro(t.db, t.env, { categories: [category], base: DENVER, radiusMiles: 50 });
    await makePro(t.db, t.env, { categories: [category], base: DENVER, radiusMiles: 50, stars: [5], status: "paused" });
    await makePro(t.db, t.env, { categories: ["hvac"], base: DENVER, radiusMiles: 50, stars: [5] });
    await makePro(t.db, t.env, { categories: [category], base: { zip: "90012", lat: 34.0614, lng: -118.2385 }, radiusMiles: 50, stars: [5] });
    const place = await searchPlace("80202");
    const found = await findRatedContractors(t.db, { category, place }, NOW);
    expect(found.contractors.map((c) => c.slug)).toEqual([best.slug, near.slug, far.slug, listOnly.slug]);
    expect(found.contractors.map((c) => c.slug)).not.toContain(low.slug);
    expect(found.contractors.map((c) => c.slug)).not.toContain(unrated.slug);
    // Everyone active who serves the area counts, rated or not: the four listed, the 3.5 and the unrated one.
    expect(found.servingPros).toBe(6);
    expect(found.contractors[0]).toMatchObject({ rating: 5, ratingCount: 1, town: "Boulder, CO", verified: true });
    expect(found.contractors[1]!.distanceMiles).toBeLessThan(found.contractors[2]!.distanceMiles!);
    expect(found.contractors[3]!.distanceMiles).toBeNull();

    // Pages of one: the same order, nothing lost or repeated.
    const paged: string[] = [];
    for (let after: string | null | undefined = undefined; after !== null;) {
      const page: Awaited<ReturnType<typeof findRatedContractors>> = await findRatedContractors(t.db, { category, place, after, limit: 1 }, NOW);
      paged.push(...page.contractors.map((c) => c.slug));
      after = page.next;
    }
    expect(paged).toEqual(found.contractors.map((c) => c.slug));
    await expect(findRatedContractors(t.db, { category, place, after: "forged" }, NOW)).rejects.toBeInstanceOf(DomainError);
  });

  it("at the same rating the quicker to reply comes first (median first reply), then the nearer; no reply measured sorts last", async () => {
    const category = "roofing";
    const near = await makePro(t.db, t.env, { categories: [category], base: DENVER, radiusMiles: 50, stars: [5] });
    const quick = await makePro(t.db, t.env, { categories: [category], base: BOULDER, radiusMiles: 50, stars: [5] });
    const slow = await makePro(t.db, t.env, { categories: [category], base: BOULDER, radiusMiles: 50, stars: [5] });
    const worse = await makePro(t.db, t.env, { categories: [category], base: DENVER, radiusMiles: 50, stars: [4] });
    for (const [pro, minutes] of [
      [quick, 40],
      [slow, 600],
      [worse, 5],
    ] as const)
      await t.db.update(contractors).set({ replyMedianMinutes: minutes }).where(eq(contractors.slug, pro.slug));
    const place = await searchPlace("80202");
    const found = await findRatedContractors(t.db, { category, place }, NOW);
    // Only this test's pros: others of the file serve Denver too.
    const mine = new Set([near.slug, quick.slug, slow.slug, worse.slug]);
    expect(found.contractors.filter((c) => mine.has(c.slug)).map((c) => [c.slug, c.replyMedianMinutes])).toEqual([
      [quick.slug, 40],
      [slow.slug, 600],
      [near.slug, null],
      [worse.slug, 5],
    ]);
    const paged: string[] = [];
    for (let after: string | null | undefined = undefined; after !== null;) {
      const page: Awaited<ReturnType<typeof findRatedContractors>> = await findRatedContractors(t.db, { category, place, after, limit: 1 }, NOW);
      paged.push(...page.contractors.map((c) => c.slug));
      after = page.next;
    }
    expect(paged).toEqual(found.contractors.map((c) => c.slug));
    expect((await getPublicProfile(t.db, quick.slug, NOW))?.replyMedianMinutes).toBe(40);
  });

  it("a city is every ZIP of it, its centre the mean of theirs; bad places are refused with a message for the field", async () => {
    const city = await searchPlace("Denver, CO");
    expect(city.zips).toContain("80202");
    expect(city.zips.length).toBeGreaterThan(10);
    expect(city.label).toBe("Denver, CO");
    expect((await searchPlace("denver co")).zips).toEqual(city.zips);
    expect((await searchPlace("Santa Fe New Mexico")).label).toBe("Santa Fe, NM");
    for (const [where, message] of [
      ["", /Enter a ZIP code or a city and state/],
      ["00000", /ZIP code 00000 was not found/],
      ["1234", /ZIP code 1234 was not found/],
      ["Qwxzville", /We could not find Qwxzville\. Check the spelling, add the state/],
      ["Atlantis, CO", /We could not find Atlantis, CO/],
    ] as const) {
      const error = await searchPlace(where).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toMatch(message);
      expect((error as DomainError).details.field).toBe("where");
    }
  });

  it("featured cards: the best rated pros a list may show, best first, only once four qualify", async () => {
    // Earlier tests of this suite made rated pros too: the assertions hold whatever else qualifies.
    const top = await makePro(t.db, t.env, { name: "Peak Perfect Plumbing", categories: ["plumbing"], base: DENVER, stars: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5] });
    for (const stars of [[4, 4], [5, 4], [3]]) await makePro(t.db, t.env, { stars });
    await makePro(t.db, t.env, { stars: [5, 5], status: "paused" });
    const cards = await topRatedContractors(t.db, NOW);
    expect(cards).toHaveLength(4);
    expect(cards[0]).toMatchObject({
      slug: top.slug,
      name: "Peak Perfect Plumbing",
      category: "plumbing",
      location: "Denver, CO",
      rating: 5,
      reviews: 10,
      jobs: 5,
      badges: ["Licensed, insured and verified"],
    });
    expect(cards.every((c) => c.rating >= 4)).toBe(true);
    expect(cards.map((c) => c.rating)).toEqual(cards.map((c) => c.rating).toSorted((a, b) => b - a));
  });
});
