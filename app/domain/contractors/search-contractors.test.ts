import { describe, expect, it } from "vitest";
import { categoryForQuery, parseContractorSearch, SEARCH_TEXT_MAX, type ContractorSearch } from "./search-contractors";
import { statesForZipPrefix } from "~/content/us-states";

const none: ContractorSearch = { q: "", where: "", category: null };

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

describe("categoryForQuery", () => {
  it("names the one category a free-text query is about", () => {
    expect(categoryForQuery("plumber")).toBe("plumbing");
    expect(categoryForQuery("roofers near me")).toBe("roofing");
    expect(categoryForQuery("best roofing company")).toBe("roofing");
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
