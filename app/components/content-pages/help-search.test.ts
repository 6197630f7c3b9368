import { describe, expect, it } from "vitest";
import { findHelpCategory, normalizeQuery, searchHelp, slugify } from "./help-search";

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
