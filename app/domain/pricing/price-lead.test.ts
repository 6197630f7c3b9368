import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categorySlugs } from "~/content/categories";
import { categoryPrices, solarAgedPrices, tiers, type CategoryPriceRow, type PriceRange } from "~/content/prices";
import {
  jobSizeBands,
  PRICE_POSITION_SCALE,
  priceAtPosition,
  priceLead,
  pricePosition,
  priceRangeFor,
  urgencies,
  type PriceLeadInput,
  type Urgency,
} from "./price-lead";

const prosValues = [1, 2, 3] as const;
const specRange = (category: string, tier: (typeof tiers)[number]): PriceRange => {
  const row = categoryPrices.find((r) => r.category === category);
  if (!row) throw new Error(`no row ${category}`);
  return row[tier];
};

/** Urgency from least to most urgent; planning and unknown earn the same (no premium). */
const urgencyOrder: readonly Urgency[] = ["planning", "unknown", "soon", "urgent", "emergency"];

const input = fc.record({
  category: fc.constantFrom(...categorySlugs),
  tier: fc.constantFrom(...tiers),
  prosRequested: fc.constantFrom(...prosValues),
  urgency: fc.constantFrom(...urgencies),
  estimateAmount: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
  qualityScore: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  aged: fc.boolean(),
});

const range = fc
  .tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }))
  .map(([a, b]): PriceRange => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const tableRow = (category: (typeof categorySlugs)[number]) =>
  fc.record({ category: fc.constant(category), payAsYouGo: range, professional: range, enterprise: range });
const anyPriceTable = fc.tuple(...categorySlugs.map(tableRow)) as fc.Arbitrary<CategoryPriceRow[]>;

describe("priceLead: ranges", () => {
  const combos = categorySlugs.flatMap((category) => tiers.flatMap((tier) => prosValues.map((prosRequested) => ({ category, tier, prosRequested }))));

  it.each(combos)("$category / $tier / $prosRequested pros stays inside the spec range", ({ category, tier, prosRequested }) => {
    const { min, max } = specRange(category, tier);
    for (const urgency of urgencies) {
      for (const estimateAmount of [undefined, 0, 2_000, 12_000, 50_000, 1_000_000]) {
        const price = priceLead({ category, tier, prosRequested, urgency, estimateAmount, aged: false });
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(min);
        expect(price).toBeLessThanOrEqual(max);
      }
    }
  });

  it.each(combos)("$category / $tier / $prosRequested pros, aged, stays inside the aged range", ({ category, tier, prosRequested }) => {
    const aged = priceRangeFor({ category, tier, aged: true });
    const fresh = specRange(category, tier);
    for (const urgency of urgencies) {
      const price = priceLead({ category, tier, prosRequested, urgency, estimateAmount: 20_000, aged: true });
      expect(price).toBeGreaterThanOrEqual(aged.min);
      expect(price).toBeLessThanOrEqual(aged.max);
    }
    // Outside solar, aged ranges are inside the spec's range for the category.
    expect(category === "solar" || (aged.min >= fresh.min && aged.max <= fresh.max)).toBe(true);
  });

  it.each(categorySlugs.flatMap((category) => tiers.map((tier) => ({ category, tier }))))(
    "$category / $tier: one pro is the top of the range, fresh or aged",
    ({ category, tier }) => {
      for (const urgency of urgencies) {
        for (const aged of [false, true]) {
          const price = priceLead({ category, tier, prosRequested: 1, urgency, aged });
          expect(price).toBe(priceRangeFor({ category, tier, aged }).max);
        }
      }
      expect(priceLead({ category, tier, prosRequested: 1, urgency: "planning", aged: false })).toBe(specRange(category, tier).max);
    },
  );

  it("uses the spec's solar aged range", () => {
    for (const tier of tiers) expect(priceRangeFor({ category: "solar", tier, aged: true })).toEqual(solarAgedPrices[tier]);
  });

  it("takes the bottom 40% of the range for other aged categories", () => {
    expect(priceRangeFor({ category: "roofing", tier: "payAsYouGo", aged: true })).toEqual({ min: 56, max: 71 });
    expect(priceRangeFor({ category: "plumbing", tier: "enterprise", aged: true })).toEqual({ min: 23, max: 30 });
  });

  it("prices worked examples as documented", () => {
    const base = { category: "roofing", tier: "payAsYouGo", aged: false } as const;
    // 56 + round(0.15 × 38) = 56 + 6
    expect(priceLead({ ...base, prosRequested: 3, urgency: "unknown" })).toBe(62);
    // 56 + round((0.15 + 0.15 + 0.15) × 38) = 56 + 17
    expect(priceLead({ ...base, prosRequested: 3, urgency: "emergency", estimateAmount: 30_000 })).toBe(73);
    // 56 + round(0.60 × 38) = 56 + 23
    expect(priceLead({ ...base, prosRequested: 2, urgency: "planning" })).toBe(79);
    // 56 + round((0.60 + 0.10 + 0.075) × 38) = 56 + round(29.45)
    expect(priceLead({ ...base, prosRequested: 2, urgency: "urgent", estimateAmount: 19_000 })).toBe(85);
    expect(priceLead({ ...base, prosRequested: 1, urgency: "planning" })).toBe(94);
  });

  it("keeps the pros bands apart: 3 pros < 2 pros < 1 pro in the share of the range", () => {
    fc.assert(
      fc.property(input, fc.constantFrom(...urgencies), fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }), (a, urgency, estimateAmount) => {
        const three = priceLead({ ...a, prosRequested: 3 });
        const two = priceLead({ ...a, prosRequested: 2, urgency, estimateAmount });
        const { min, max } = priceRangeFor(a);
        // With the quality nudge (±0.05): 3 pros at most 0.50, 2 pros from 0.55 to 0.95.
        expect(three - min).toBeLessThanOrEqual(Math.round(0.5 * (max - min)));
        expect(two - min).toBeGreaterThanOrEqual(Math.round(0.55 * (max - min)));
        expect(two - min).toBeLessThanOrEqual(Math.round(0.95 * (max - min)));
      }),
    );
  });
});

describe("priceLead: monotonic", () => {
  it("never charges less for fewer pros", () => {
    fc.assert(
      fc.property(input, (a) => {
        const [one, two, three] = prosValues.map((prosRequested) => priceLead({ ...a, prosRequested }));
        expect(one).toBeGreaterThanOrEqual(two ?? 0);
        expect(two).toBeGreaterThanOrEqual(three ?? 0);
      }),
    );
  });

  it("never charges less for more urgency", () => {
    fc.assert(
      fc.property(input, (a) => {
        const prices = urgencyOrder.map((urgency) => priceLead({ ...a, urgency }));
        expect(prices).toEqual(prices.toSorted((x, y) => x - y));
      }),
    );
  });

  it("never charges less for a better quality score, and stays inside the range", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const { min, max } = priceRangeFor(a);
        const prices = [priceLead({ ...a, qualityScore: low }), priceLead({ ...a, qualityScore: high })];
        expect(prices[1]).toBeGreaterThanOrEqual(prices[0]!);
        for (const price of prices) expect(price >= min && price <= max).toBe(true);
      }),
    );
  });

  it("moves the price by the score's band: high +5% of the range, medium and unscored 0, low −5%", () => {
    const base = { category: "plumbing", tier: "payAsYouGo", prosRequested: 2, urgency: "unknown", aged: false } as const;
    const at = (qualityScore: number | null) => pricePosition({ ...base, qualityScore });
    expect([at(null), at(40), at(69)]).toEqual([600_000, 600_000, 600_000]);
    expect([at(70), at(100)]).toEqual([650_000, 650_000]);
    expect([at(39), at(0)]).toEqual([550_000, 550_000]);
    // A one-pro lead stays at the top whatever its score.
    expect(pricePosition({ ...base, prosRequested: 1, qualityScore: 10 })).toBe(PRICE_POSITION_SCALE);
  });

  it("never charges less for a bigger job", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), (a, x, y) => {
        const [small, big] = x <= y ? [x, y] : [y, x];
        expect(priceLead({ ...a, estimateAmount: big })).toBeGreaterThanOrEqual(priceLead({ ...a, estimateAmount: small }));
        expect(priceLead({ ...a, estimateAmount: small })).toBeGreaterThanOrEqual(priceLead({ ...a, estimateAmount: undefined }));
      }),
    );
  });

  it("never charges more for an aged lead", () => {
    fc.assert(
      fc.property(input, (a) => {
        expect(priceLead({ ...a, aged: true })).toBeLessThanOrEqual(priceLead({ ...a, aged: false }));
      }),
    );
  });

  it("never charges a higher tier less (pay-as-you-go >= professional >= enterprise)", () => {
    fc.assert(
      fc.property(input, (a) => {
        const [payg, pro, ent] = tiers.map((tier) => priceLead({ ...a, tier }));
        expect(payg).toBeGreaterThanOrEqual(pro ?? 0);
        expect(pro).toBeGreaterThanOrEqual(ent ?? 0);
      }),
    );
  });

  it("gives the full estimate nudge at the big-job figure and none at the small one", () => {
    for (const category of categorySlugs) {
      const a = { category, tier: "payAsYouGo", prosRequested: 3, urgency: "unknown", aged: false } as const;
      const { small, big } = jobSizeBands[category];
      expect(priceLead({ ...a, estimateAmount: small })).toBe(priceLead(a));
      expect(priceLead({ ...a, estimateAmount: big * 10 })).toBe(priceLead({ ...a, estimateAmount: big }));
      expect(priceLead({ ...a, estimateAmount: big })).toBeGreaterThan(priceLead(a));
    }
  });
});

describe("priceLead: admin price table", () => {
  it("prices from the edited table when given", () => {
    const priceTable: CategoryPriceRow[] = [
      { category: "roofing", payAsYouGo: { min: 100, max: 200 }, professional: { min: 80, max: 160 }, enterprise: { min: 70, max: 140 } },
    ];
    expect(priceLead({ category: "roofing", tier: "professional", prosRequested: 1, urgency: "unknown", aged: false, priceTable })).toBe(160);
    expect(priceLead({ category: "roofing", tier: "payAsYouGo", prosRequested: 3, urgency: "unknown", aged: false, priceTable })).toBe(115);
    // Aged without an aged row: bottom 40% of the edited range.
    expect(priceRangeFor({ category: "roofing", tier: "payAsYouGo", aged: true, priceTable })).toEqual({ min: 100, max: 140 });
    // Categories the edited table lacks keep the spec's range.
    expect(priceLead({ category: "hvac", tier: "payAsYouGo", prosRequested: 1, urgency: "unknown", aged: false, priceTable })).toBe(81);
  });

  it("uses an admin-set aged range", () => {
    const agedPriceTable: CategoryPriceRow[] = [
      { category: "hvac", payAsYouGo: { min: 10, max: 20 }, professional: { min: 8, max: 16 }, enterprise: { min: 7, max: 14 } },
    ];
    expect(priceRangeFor({ category: "hvac", tier: "enterprise", aged: true, agedPriceTable })).toEqual({ min: 7, max: 14 });
    expect(priceRangeFor({ category: "hvac", tier: "enterprise", aged: false, agedPriceTable })).toEqual({ min: 35, max: 58 });
  });

  it("stays inside any valid edited range, with one pro at its top", () => {
    fc.assert(
      fc.property(input, anyPriceTable, (a, table) => {
        const { min, max } = priceRangeFor({ ...a, priceTable: table });
        const price = priceLead({ ...a, priceTable: table });
        expect(price).toBeGreaterThanOrEqual(min);
        expect(price).toBeLessThanOrEqual(max);
        expect(priceLead({ ...a, prosRequested: 1, priceTable: table })).toBe(max);
      }),
    );
  });

  it.each<PriceRange>([
    { min: 50, max: 40 },
    { min: -1, max: 40 },
    { min: 0, max: 40 },
    { min: 10.5, max: 40 },
  ])("refuses a broken range %o", (bad) => {
    const priceTable: CategoryPriceRow[] = [{ category: "roofing", payAsYouGo: bad, professional: bad, enterprise: bad }];
    expect(() => priceLead({ category: "roofing", tier: "payAsYouGo", prosRequested: 2, urgency: "soon", aged: false, priceTable })).toThrow(
      "Price range for roofing/payAsYouGo",
    );
  });
});

describe("priceLead: bad input", () => {
  const ok: PriceLeadInput = { category: "plumbing", tier: "payAsYouGo", prosRequested: 2, urgency: "soon", aged: false };

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("refuses estimate %d", (estimateAmount) => {
    expect(() => priceLead({ ...ok, estimateAmount })).toThrow("estimateAmount must be a non-negative amount");
  });

  it("treats a null estimate as unknown", () => {
    expect(priceLead({ ...ok, estimateAmount: null })).toBe(priceLead(ok));
  });

  it.each([0, 4, 1.5])("refuses %d pros", (pros) => {
    expect(() => priceLead({ ...ok, prosRequested: pros as 1 })).toThrow("prosRequested must be 1, 2 or 3");
  });
});

describe("price position", () => {
  const attributes = fc.record({
    category: fc.constantFrom(...categorySlugs),
    prosRequested: fc.constantFrom(...prosValues),
    urgency: fc.constantFrom(...urgencies),
    estimateAmount: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  });

  it("is the whole price for every tier and age: the range at the lead's position", () => {
    fc.assert(
      fc.property(attributes, fc.constantFrom(...tiers), fc.boolean(), (lead, tier, aged) => {
        const position = pricePosition(lead);
        expect(Number.isInteger(position) && position >= 0 && position <= PRICE_POSITION_SCALE).toBe(true);
        expect(priceLead({ ...lead, tier, aged })).toBe(priceAtPosition(priceRangeFor({ category: lead.category, tier, aged }), position));
      }),
    );
  });

  it("never prices a higher position lower, in any range (what the price sort relies on)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 9_999 }),
        fc.integer({ min: 0, max: PRICE_POSITION_SCALE }),
        fc.integer({ min: 0, max: PRICE_POSITION_SCALE }),
        (min, span, a, b) => {
          const bounds = { min, max: min + span };
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(priceAtPosition(bounds, low)).toBeLessThanOrEqual(priceAtPosition(bounds, high));
        },
      ),
    );
  });

  it("puts a lead for one pro at the top, whatever else it says", () => {
    expect(pricePosition({ category: "roofing", prosRequested: 1, urgency: "planning", estimateAmount: 0 })).toBe(PRICE_POSITION_SCALE);
    expect(pricePosition({ category: "roofing", prosRequested: 2, urgency: "unknown", estimateAmount: null })).toBe(600_000);
  });
});
