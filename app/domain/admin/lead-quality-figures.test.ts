import { describe, expect, it } from "vitest";
import { foldQualityRows, percent, sourceOf, type QualityBand, type QualityRow } from "./lead-quality-figures";

const band = (score: number): QualityBand => (score >= 70 ? "high" : score >= 40 ? "medium" : "low");
const row = (o: Partial<QualityRow>): QualityRow => ({
  source: "form",
  profile: false,
  score: 80,
  requests: 1,
  verified: 0,
  held: 0,
  purchases: 0,
  returns: 0,
  ...o,
});

describe("the lead quality figures", () => {
  it("counts a profile request as 'profile' whatever form carried it, and anything but a calculator as the form", () => {
    expect(sourceOf({ source: "form", profile: true })).toBe("profile");
    expect(sourceOf({ source: "calculator", profile: false })).toBe("calculator");
    expect(sourceOf({ source: "form", profile: false })).toBe("form");
  });

  it("folds the groups by source and by the band the quality module gives, every key present in a fixed order", () => {
    const folded = foldQualityRows(
      [
        row({ score: 90, requests: 2, verified: 2, purchases: 2, returns: 1 }),
        row({ score: 50, source: "calculator", purchases: 1 }),
        row({ score: 10, held: 1, profile: true }),
        row({ score: null }),
      ],
      band,
    );
    expect(folded.bySource).toEqual([
      { key: "form", requests: 3, verified: 2, held: 0, purchases: 2, returns: 1 },
      { key: "calculator", requests: 1, verified: 0, held: 0, purchases: 1, returns: 0 },
      { key: "profile", requests: 1, verified: 0, held: 1, purchases: 0, returns: 0 },
    ]);
    expect(folded.byBand.map((b) => [b.key, b.requests])).toEqual([
      ["high", 2],
      ["medium", 1],
      ["low", 1],
      ["unscored", 1],
    ]);
  });

  it("gives a rate to one decimal, and none without a whole", () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(0, 0)).toBeNull();
  });
});
