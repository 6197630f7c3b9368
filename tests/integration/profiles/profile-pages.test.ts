/** Profile and search pages through their route modules: statuses, field messages, JSON-LD, sitemap, featured cards. */
import { describe, expect, it, beforeAll, afterAll } from "vitest";
import * as profileRoute from "~/routes/contractor-profile";
import * as searchRoute from "~/routes/find-contractors-search";
import * as findRoute from "~/routes/find-contractors";
import * as sitemapRoute from "~/routes/sitemap-xml";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { callRoute, forgetDatabase, isDataResult, serveDatabase, type RouteFunction } from "../../support/route-modules";
import { featuredContractors } from "~/content/marketing";
import { topRatedContractors } from "~/domain/contractors/top-rated-contractors.server";
import { makePro } from "./profile-world";

type Answer = { status: number; body: unknown; location?: string | null };
const outcome = async (answer: unknown): Promise<Answer> => {
  if (answer instanceof Response)
    return { status: answer.status, body: answer.status < 300 ? await answer.text() : null, location: answer.headers.get("location") };
  if (isDataResult(answer)) return { status: answer.init?.status ?? 200, body: answer.data };
  return { status: 200, body: answer };
};
const get = (fn: RouteFunction | undefined, pattern: string, path: string) => callRoute(fn, pattern, new Request(`http://localhost:3000${path}`), outcome);
const ldOf = (tags: unknown[]) =>
  tags.flatMap((t) => (t && typeof t === "object" && "script:ld+json" in t ? [(t as Record<string, unknown>)["script:ld+json"]] : []));
const root = { id: "root", loaderData: { origin: "https://pros.example" } };
const DENVER = { zip: "80202", lat: 39.7527, lng: -104.9997 };

describe.each(testEngines())("profile and search pages on %s", (engine) => {
  const t = useTestDatabase(engine);
  beforeAll(() => serveDatabase(t.handle));
  afterAll(() => forgetDatabase());

  it("a profile page: 200 with its content and LocalBusiness JSON-LD; aggregateRating only with reviews; 404 otherwise", async () => {
    const rated = await makePro(t.db, t.env, { name: "Rated Roofing", stars: [5, 4, 4, 5, 5, 4, 5, 5, 4, 5, 5, 4] });
    const fresh = await makePro(t.db, t.env, { name: "Fresh Roofing" });
    const paused = await makePro(t.db, t.env, { status: "paused" });
    const page = await get(profileRoute.loader, "/contractors/:slug", `/contractors/${rated.slug}`);
    expect(page.status).toBe(200);
    const data = page.body as Awaited<ReturnType<typeof profileRoute.loader>>;
    expect(data.profile).toMatchObject({ businessName: "Rated Roofing", rating: 4.6, ratingCount: 12 });
    expect(data.profile).not.toHaveProperty("id");
    expect(data.reviews).toHaveLength(10);
    expect(data.next).not.toBeNull();
    const older = await get(profileRoute.loader, "/contractors/:slug", `/contractors/${rated.slug}?after=${data.next}`);
    expect((older.body as typeof data).reviews).toHaveLength(2);
    expect((await get(profileRoute.loader, "/contractors/:slug", `/contractors/${rated.slug}?after=nonsense`)).status).toBe(400);

    const meta = (loaderData: unknown) => profileRoute.meta({ matches: [root], loaderData } as never) as unknown[];
    const [ld] = ldOf(meta(data));
    expect(ld).toMatchObject({
      "@type": "LocalBusiness",
      name: "Rated Roofing",
      url: `https://pros.example/contractors/${rated.slug}`,
      aggregateRating: { ratingValue: 4.6, reviewCount: 12 },
    });
    expect(meta(data)).toContainEqual({ tagName: "link", rel: "canonical", href: `https://pros.example/contractors/${rated.slug}` });
    const freshPage = await get(profileRoute.loader, "/contractors/:slug", `/contractors/${fresh.slug}`);
    const [freshLd] = ldOf(meta(freshPage.body));
    expect(freshLd).toMatchObject({ "@type": "LocalBusiness", name: "Fresh Roofing" });
    expect(freshLd).not.toHaveProperty("aggregateRating");

    for (const slug of [paused.slug, "no-such-pro"]) expect((await get(profileRoute.loader, "/contractors/:slug", `/contractors/${slug}`)).status).toBe(404);
  });

  it("the sitemap lists active profiles, not paused ones", async () => {
    const shown = await makePro(t.db, t.env);
    const hidden = await makePro(t.db, t.env, { status: "suspended" });
    const xml = String((await outcome(await sitemapRoute.loader())).body);
    expect(xml).toContain(`/contractors/${shown.slug}</loc>`);
    expect(xml).not.toContain(`/contractors/${hidden.slug}</loc>`);
    expect(xml).toContain("/find-contractors</loc>");
  });

  it("search: bad input is a 400 with a message for each field; a good one lists and counts", async () => {
    const bad = await get(searchRoute.loader, "/find-contractors/search", "/find-contractors/search?q=Underwater+welding&where=00000");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      result: null,
      errors: { q: expect.stringContaining("We do not list pros for “Underwater welding”"), where: "ZIP code 00000 was not found. Please check it." },
    });
    const empty = await get(searchRoute.loader, "/find-contractors/search", "/find-contractors/search");
    expect(empty.body).toMatchObject({ errors: { q: "Tell us what you need, e.g. Roofing or Plumbing.", where: expect.stringContaining("Enter a ZIP code") } });

    const pro = await makePro(t.db, t.env, { categories: ["home-improvement"], base: DENVER, stars: [5] });
    await makePro(t.db, t.env, { categories: ["home-improvement"], base: DENVER });
    const good = await get(searchRoute.loader, "/find-contractors/search", "/find-contractors/search?q=Home+Improvement&where=Denver%2C+CO");
    expect(good.status).toBe(200);
    const result = (good.body as { result: { contractors: { slug: string }[]; servingPros: number; place: string } }).result;
    expect(result.place).toBe("Denver, CO");
    expect(result.contractors.map((c) => c.slug)).toEqual([pro.slug]);
    expect(result.servingPros).toBe(2);
    // A tile's category slug works as well as the name.
    const bySlug = await get(searchRoute.loader, "/find-contractors/search", "/find-contractors/search?category=home-improvement&where=80202");
    expect((bySlug.body as { result: { contractors: unknown[] } }).result.contractors).toHaveLength(1);
  });

  it("Find Contractors: old search links go to the results page; featured cards are real once four pros qualify", async () => {
    const moved = await get(findRoute.loader, "/find-contractors", "/find-contractors?q=roofing&where=80202");
    expect(moved.status).toBe(302);
    expect(moved.location).toBe("/find-contractors/search?q=roofing&where=80202");
    const cards = async () =>
      (await get(findRoute.loader, "/find-contractors", "/find-contractors?category=solar")).body as Awaited<ReturnType<typeof findRoute.loader>>;
    expect((await cards()).queryValue).toBe("Solar");
    // The earlier tests of this suite left two pros rated 4+ (and unrated, paused and suspended ones): the spec's cards stay.
    expect((await topRatedContractors(t.db, new Date())).length).toBeLessThan(4);
    expect((await cards()).contractors.map((c) => c.name)).toEqual(featuredContractors.map((c) => c.name));
    await makePro(t.db, t.env, { name: "Third Best", stars: [4, 5] });
    await makePro(t.db, t.env, { name: "Below Four", stars: [3, 4] });
    expect((await cards()).contractors.map((c) => c.name)).toEqual(featuredContractors.map((c) => c.name));
    await makePro(t.db, t.env, { name: "Fourth Best", stars: [4] });
    const real = (await cards()).contractors;
    expect(real).toHaveLength(4);
    expect(real.map((c) => c.name)).toContain("Fourth Best");
    expect(real.map((c) => c.name)).not.toContain("Below Four");
    expect(real.every((c) => typeof c.slug === "string" && c.rating >= 4)).toBe(true);
  });
});
