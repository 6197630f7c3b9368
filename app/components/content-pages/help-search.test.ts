import { describe, expect, it } from "vitest";
import { findHelpCategory, helpTextMatches, normalizeQuery, searchHelp, slugify, wordStems } from "./help-search";

describe("help search", () => {
  it("slugifies category titles", () => {
    expect(slugify("Billing & Payments")).toBe("billing-payments");
    expect(slugify("Getting Started for Homeowners")).toBe("getting-started-for-homeowners");
    expect(findHelpCategory("account-security")).toBe("Account & Security");
    expect(findHelpCategory("nope")).toBeNull();
  });

  it("trims and limits the query to 100 characters", () => {
    expect(normalizeQuery("  roof  ")).toBe("roof");
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery("x".repeat(300))).toHaveLength(100);
  });

  it("matches titles, summaries, questions and answers case-insensitively", () => {
    const r = searchHelp("REFUND", null);
    expect(r.articles.some((a) => a.id === "credits-and-refunds")).toBe(true);
    const q = searchHelp("exclusive", null);
    expect(q.questions.some((x) => x.id === "are-leads-shared")).toBe(true);
    expect(searchHelp("zzzz-no-match", null)).toMatchObject({ articles: [], questions: [] });
  });

  it("filters by category", () => {
    const r = searchHelp("", "For Contractors");
    expect(r.articles.length).toBeGreaterThan(0);
    expect(r.articles.every((a) => a.categoryTitle === "For Contractors")).toBe(true);
    expect(r.questions).toEqual([]);
  });
});

describe("help search by word forms", () => {
  it("finds an article by the forms of its words, in any order and case", () => {
    for (const query of ["return lead", "Returning a lead", "returned leads", "LEAD RETURNS"]) {
      expect({ query, found: searchHelp(query, null).articles.some((a) => a.id === "returning-invalid-lead") }).toEqual({ query, found: true });
    }
  });

  it("needs every significant word, and keeps matching a part of a word as typed", () => {
    expect(helpTextMatches("return lead", ["Returning a lead"])).toBe(true);
    expect(helpTextMatches("how to return a lead", ["Returning a lead"])).toBe(true);
    expect(helpTextMatches("return invoice", ["Returning a lead"])).toBe(false);
    expect(helpTextMatches("turnin", ["Returning a lead"])).toBe(true);
    expect(helpTextMatches("the a", ["Returning a lead"])).toBe(false);
    expect(wordStems("Returning leads, quickly")).toEqual(["return", "lead", "quickli"]);
  });
});
