import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categorySlugs } from "~/content/categories";
import { categoryPrices, solarAgedPrices, tiers, type PriceRange } from "~/content/prices";
import { priceLead, urgencies } from "~/domain/pricing/price-lead";
import { agedAgainstFresh, buildPriceTable, defaultRangeIn, rangeIn, rangeProblems, specPriceTable, type StoredPrice } from "./price-table";
import { parseDollars, priceKinds, WHOLE_DOLLARS_MESSAGE, type PriceCell } from "~/forms/lead-price-rules";

const spec = (category: string, tier: (typeof tiers)[number]) => categoryPrices.find((r) => r.category === category)![tier];

describe("buildPriceTable", () => {
  it("is the spec's table without stored cells, with the spec's solar aged range and the bottom-40% rule elsewhere", () => {
    for (const category of categorySlugs) {
      for (const tier of tiers) {
        expect(rangeIn(specPriceTable, { category, tier, kind: "fresh" })).toEqual(spec(category, tier));
      }
    }
    expect(rangeIn(specPriceTable, { category: "solar", tier: "professional", kind: "aged" })).toEqual(solarAgedPrices.professional);
    // Roofing pay-as-you-go $56-94: 56 + round(0.4 × 38) = 71.
    expect(rangeIn(specPriceTable, { category: "roofing", tier: "payAsYouGo", kind: "aged" })).toEqual({ min: 56, max: 71 });
  });

  it("lays stored cells over the defaults, one cell at a time", () => {
    const table = buildPriceTable([
      { category: "roofing", tier: "professional", kind: "fresh", min: 100, max: 200 },
      { category: "hvac", tier: "enterprise", kind: "aged", min: 5, max: 9 },
    ]);
    expect(rangeIn(table, { category: "roofing", tier: "professional", kind: "fresh" })).toEqual({ min: 100, max: 200 });
    expect(rangeIn(table, { category: "roofing", tier: "payAsYouGo", kind: "fresh" })).toEqual(spec("roofing", "payAsYouGo"));
    // The aged default follows the edited fresh range: 100 + 0.4 × 100.
    expect(rangeIn(table, { category: "roofing", tier: "professional", kind: "aged" })).toEqual({ min: 100, max: 140 });
    expect(rangeIn(table, { category: "hvac", tier: "enterprise", kind: "aged" })).toEqual({ min: 5, max: 9 });
    expect(rangeIn(table, { category: "hvac", tier: "enterprise", kind: "fresh" })).toEqual(spec("hvac", "enterprise"));
    expect(defaultRangeIn(table, { category: "roofing", tier: "professional", kind: "aged" })).toEqual({ min: 100, max: 140 });
    expect(defaultRangeIn(table, { category: "roofing", tier: "professional", kind: "fresh" })).toEqual(spec("roofing", "professional"));
  });
});

describe("price rules", () => {
  it.each([
    ["1", 1],
    [" 10000 ", 10_000],
    ["$56", 56],
    [42, 42],
  ])("accepts %o as whole dollars", (raw, value) => {
    expect(parseDollars(raw)).toBe(value);
  });

  it.each(["", "0", "10001", "12.5", "-3", "1e3", "abc", "099999", null, undefined, 3.5, Number.NaN])("refuses %o", (raw) => {
    expect(parseDollars(raw)).toBeUndefined();
  });

  it("checks each bound and that min <= max", () => {
    expect(rangeProblems({ min: "10", max: "20" })).toEqual([]);
    expect(rangeProblems({ min: "10", max: "10" })).toEqual([]);
    expect(rangeProblems({ min: "30", max: "20" })).toEqual([{ bound: "max", message: "The maximum must be at least the minimum ($30)." }]);
    expect(rangeProblems({ min: "0", max: "x" })).toEqual([
      { bound: "min", message: WHOLE_DOLLARS_MESSAGE },
      { bound: "max", message: WHOLE_DOLLARS_MESSAGE },
    ]);
  });

  it("keeps an aged range at or below the fresh one, told on the side being changed", () => {
    expect(agedAgainstFresh({ min: 20, max: 40 }, { min: 20, max: 40 }, "aged")).toEqual([]);
    expect(agedAgainstFresh({ min: 25, max: 50 }, { min: 20, max: 40 }, "aged")).toEqual([
      { bound: "min", message: "The aged minimum must not be above the fresh minimum ($20)." },
      { bound: "max", message: "The aged maximum must not be above the fresh maximum ($40)." },
    ]);
    expect(agedAgainstFresh({ min: 10, max: 50 }, { min: 20, max: 40 }, "fresh")).toEqual([
      { bound: "max", message: "The fresh maximum must not be below the aged maximum ($50)." },
    ]);
  });
});

/**
 * Any table an admin could save: valid stored ranges, each aged range at or
 * below its fresh range (aged bounds are drawn as fractions of the fresh ones).
 */
const validStored = fc
  .array(
    fc.record({
      category: fc.constantFrom(...categorySlugs),
      tier: fc.constantFrom(...tiers),
      kind: fc.constantFrom(...priceKinds),
      a: fc.double({ min: 0, max: 1, noNaN: true }),
      b: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    { maxLength: 20 },
  )
  .map((cells) => {
    const stored: StoredPrice[] = [];
    const seen = (c: PriceCell) => stored.some((s) => s.category === c.category && s.tier === c.tier && s.kind === c.kind);
    const scale = (f: number, lo: number, hi: number) => lo + Math.floor(f * (hi - lo));
    for (const { a, b, ...cell } of cells.filter((c) => c.kind === "fresh")) {
      if (seen(cell)) continue;
      const min = scale(Math.min(a, b), 1, 10_000);
      stored.push({ ...cell, min, max: scale(Math.max(a, b), min, 10_000) });
    }
    const fresh = buildPriceTable(stored);
    for (const { a, b, ...cell } of cells.filter((c) => c.kind === "aged")) {
      if (seen(cell)) continue;
      const limit = rangeIn(fresh, { ...cell, kind: "fresh" });
      const min = scale(a, 1, limit.min);
      stored.push({ ...cell, min, max: scale(b, min, limit.max) });
    }
    // A fresh edit may have put the spec's solar aged range above it: leave such tables out.
    const table = buildPriceTable(stored);
    const valid = categorySlugs.every((category) =>
      tiers.every(
        (tier) => agedAgainstFresh(rangeIn(table, { category, tier, kind: "aged" }), rangeIn(table, { category, tier, kind: "fresh" }), "aged").length === 0,
      ),
    );
    return valid ? stored : stored.filter((s) => s.category !== "solar");
  });

const lead = fc.record({
  category: fc.constantFrom(...categorySlugs),
  tier: fc.constantFrom(...tiers),
  prosRequested: fc.constantFrom(1 as const, 2 as const, 3 as const),
  urgency: fc.constantFrom(...urgencies),
  estimateAmount: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  aged: fc.boolean(),
});

describe("pricing from an edited table", () => {
  it("stays inside the edited range of the lead's category, tier and age, with one pro at its top", () => {
    fc.assert(
      fc.property(validStored, lead, (stored, l) => {
        const table = buildPriceTable(stored);
        const cell: PriceCell = { category: l.category, tier: l.tier, kind: l.aged ? "aged" : "fresh" };
        const { min, max }: PriceRange = rangeIn(table, cell);
        const price = priceLead({ ...l, priceTable: table.fresh, agedPriceTable: table.aged });
        expect(price).toBeGreaterThanOrEqual(min);
        expect(price).toBeLessThanOrEqual(max);
        expect(priceLead({ ...l, prosRequested: 1, priceTable: table.fresh, agedPriceTable: table.aged })).toBe(max);
      }),
    );
  });

  it("never prices an aged lead above the same lead fresh", () => {
    fc.assert(
      fc.property(validStored, lead, (stored, l) => {
        const table = buildPriceTable(stored);
        const at = (aged: boolean) => priceLead({ ...l, aged, priceTable: table.fresh, agedPriceTable: table.aged });
        expect(at(true)).toBeLessThanOrEqual(at(false));
      }),
    );
  });

  it("prices an edited cell from its new range", () => {
    const table = buildPriceTable([{ category: "electrical", tier: "enterprise", kind: "fresh", min: 200, max: 300 }]);
    const base = { category: "electrical", tier: "enterprise", urgency: "unknown", aged: false, priceTable: table.fresh, agedPriceTable: table.aged } as const;
    expect(priceLead({ ...base, prosRequested: 1 })).toBe(300);
    // 3 pros, no nudges: 200 + round(0.15 × 100).
    expect(priceLead({ ...base, prosRequested: 3 })).toBe(215);
    // Emergency adds 0.15 of the range.
    expect(priceLead({ ...base, prosRequested: 3, urgency: "emergency" })).toBe(230);
    // Aged: the bottom 40% of the edited range, 200-240; one pro at its top.
    expect(priceLead({ ...base, prosRequested: 1, aged: true })).toBe(240);
  });
});
