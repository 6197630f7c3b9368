import { describe, expect, it } from "vitest";
import { featuredContractors, type FeaturedContractor } from "~/content/marketing";
import {
  categoryForQuery,
  describeSearch,
  MIN_RATING,
  parseContractorSearch,
  searchContractors,
  SEARCH_TEXT_MAX,
  type ContractorSearch,
} from "./search-contractors";
import { statesForZipPrefix } from "~/content/us-states";

const none: ContractorSearch = { q: "", where: "", category: null };
const names = (search: Partial<ContractorSearch>, list: readonly FeaturedContractor[] = featuredContractors) =>
  searchContractors(list, { ...none, ...search }).contractors.map((c) => c.name);

describe("parseContractorSearch", () => {
  it("trims, collapses spaces and limits length", () => {
    const s = parseContractorSearch(new URLSearchParams({ q: "  roof   repair ", where: "x".repeat(500) }));
    expect(s.q).toBe("roof repair");
    expect(s.where).toHaveLength(SEARCH_TEXT_MAX);
    expect(s.category).toBeNull();
  });

  it("accepts only known category slugs", () => {
    expect(parseContractorSearch(new URLSearchParams("category=solar")).category).toBe("solar");
    expect(parseContractorSearch(new URLSearchParams("category=windows")).category).toBeNull();
    expect(parseContractorSearch(new URLSearchParams("category=SOLAR")).category).toBeNull();
  });

  it("treats missing parameters as no filter", () => {
    expect(parseContractorSearch(new URLSearchParams())).toEqual(none);
  });
});

describe("searchContractors", () => {
  it("returns every featured contractor rated 4+ when nothing is searched", () => {
    const result = searchContractors(featuredContractors, none);
    expect(result.searched).toBe(false);
    expect(result.contractors).toHaveLength(featuredContractors.filter((c) => c.rating >= MIN_RATING).length);
  });

  it("never returns contractors rated below 4 stars", () => {
    const low: FeaturedContractor = { ...featuredContractors[0]!, name: "Low Rated Roofing", rating: 3.9 };
    expect(names({ q: "roofing" }, [...featuredContractors, low])).not.toContain("Low Rated Roofing");
    expect(names({}, [low])).toEqual([]);
  });

  it("filters by category slug from a tile link", () => {
    expect(names({ category: "hvac" })).toEqual(["Comfort Air Mechanical"]);
    expect(names({ category: "plumbing" })).toEqual([]);
  });

  it("matches the query against category names, slugs, tiles and services, ignoring case", () => {
    expect(names({ q: "ROOFING" })).toEqual(["Summit Ridge Roofing"]);
    expect(names({ q: "roof" })).toEqual(["Summit Ridge Roofing"]);
    expect(names({ q: "roofers" })).toEqual(["Summit Ridge Roofing"]);
    expect(names({ q: "hvac" })).toEqual(["Comfort Air Mechanical"]);
    expect(names({ q: "heat pump" })).toEqual(["Comfort Air Mechanical"]);
    expect(names({ q: "electrician" })).toEqual(["Front Range Electric"]);
    expect(names({ q: "EV charger" })).toEqual(["Front Range Electric"]);
    expect(names({ q: "best solar company" })).toEqual(["BrightPath Solar"]);
    expect(names({ q: "painting" })).toEqual([]);
  });

  it("matches the location by city, state code, state name and ZIP prefix", () => {
    expect(names({ where: "dallas" })).toEqual(["Summit Ridge Roofing"]);
    expect(names({ where: "Dallas, TX" })).toEqual(["Summit Ridge Roofing"]);
    expect(names({ where: "tx" })).toEqual(["Summit Ridge Roofing"]);
    expect(names({ where: "California" })).toEqual(["BrightPath Solar"]);
    expect(names({ where: "75201" })).toEqual(["Summit Ridge Roofing"]);
    expect(names({ where: "Dallas, TX 75201" })).toEqual(["Summit Ridge Roofing"]);
    expect(names({ where: "Dallas 10001" })).toEqual([]);
    expect(names({ where: "80" })).toEqual(["Front Range Electric"]);
    // Texas owns 885 (El Paso), so a bare "8" reaches it too.
    expect(names({ where: "8" })).toEqual(["Summit Ridge Roofing", "Front Range Electric"]);
    expect(names({ where: "co" })).toEqual(["Front Range Electric"]);
    expect(names({ where: "Boston" })).toEqual([]);
  });

  it("combines all filters", () => {
    expect(names({ q: "roofing", where: "Dallas" })).toEqual(["Summit Ridge Roofing"]);
    expect(names({ q: "roofing", where: "Denver" })).toEqual([]);
    expect(names({ q: "solar", category: "roofing" })).toEqual([]);
  });

  it("orders results by rating, then reviews", () => {
    expect(names({})).toEqual([
      "Summit Ridge Roofing",
      "Comfort Air Mechanical",
      "BrightPath Solar",
      "Front Range Electric",
    ]);
  });

  it("names the category of the search for the quote link", () => {
    expect(searchContractors(featuredContractors, { ...none, category: "plumbing" }).category).toBe("plumbing");
    expect(searchContractors(featuredContractors, { ...none, q: "plumber" }).category).toBe("plumbing");
    expect(categoryForQuery("home improvement")).toBe("home-improvement");
    expect(categoryForQuery("painting")).toBeNull();
    expect(categoryForQuery("")).toBeNull();
  });
});

describe("statesForZipPrefix", () => {
  it("maps ZIP codes and prefixes to states", () => {
    expect(statesForZipPrefix("10001").map((s) => s.code)).toEqual(["NY"]);
    expect(statesForZipPrefix("02134").map((s) => s.code)).toEqual(["MA"]);
    expect(statesForZipPrefix("7").map((s) => s.code)).toEqual(expect.arrayContaining(["TX", "LA", "OK", "AR"]));
    expect(statesForZipPrefix("abc")).toEqual([]);
  });
});

describe("describeSearch", () => {
  it("states what was searched and how many match", () => {
    expect(describeSearch({ q: "roof", where: "Dallas", category: null }, 1)).toBe(
      "1 contractor found for “roof” near “Dallas”",
    );
    expect(describeSearch({ q: "", where: "", category: "solar" }, 0)).toBe("0 Solar contractors found");
    expect(describeSearch({ q: "", where: "TX", category: null }, 2)).toBe("2 contractors found near “TX”");
  });
});
