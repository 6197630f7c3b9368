import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDiscount, dollarsToCents, formatCents } from "./money";

const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const fraction = fc.double({ min: 0, max: 1, noNaN: true });

describe("dollarsToCents", () => {
  it.each([
    [0, 0],
    [12.34, 1234],
    [299, 29_900],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [2.675, 268],
    [-2.5, -250],
    [-1.005, -101],
    [0.004, 0],
    [-0.004, 0],
  ])("%d dollars is %d cents", (dollars, expected) => {
    expect(dollarsToCents(dollars)).toBe(expected);
  });

  it("never returns -0", () => {
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e17])("refuses %d", (bad) => {
    expect(() => dollarsToCents(bad)).toThrow(RangeError);
  });

  it("round-trips every whole-cent amount written in dollars", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (c) => {
        expect(dollarsToCents(c / 100)).toBe(c);
      }),
    );
  });
});

describe("formatCents", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [99, "$0.99"],
    [100, "$1.00"],
    [29_900, "$299.00"],
    [123_456, "$1,234.56"],
    [100_000_000, "$1,000,000.00"],
    [-5, "-$0.05"],
    [-123_456, "-$1,234.56"],
    [Number.MAX_SAFE_INTEGER, "$90,071,992,547,409.91"],
  ])("%d cents is %s", (c, text) => {
    expect(formatCents(c)).toBe(text);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("refuses %d (not whole cents)", (bad) => {
    expect(() => formatCents(bad)).toThrow("expected whole cents");
  });

  it("reads back to the same amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        const text = formatCents(c);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replace(/[$,]/g, "")) * 100)).toBe(c);
      }),
    );
  });
});

describe("applyDiscount", () => {
  it.each([
    [4500, 0.2, 3600],
    [9400, 0.3, 6580],
    [9999, 0.3, 6999],
    [15, 0.3, 11],
    [5, 0.5, 3],
    [1, 0.5, 1],
    [29_900, 0, 29_900],
    [29_900, 1, 0],
  ])("%d cents less %d is %d", (amount, f, expected) => {
    expect(applyDiscount(amount, f)).toBe(expected);
  });

  it.each([
    [-1, 0.2],
    [1.5, 0.2],
    [100, -0.1],
    [100, 1.1],
    [100, Number.NaN],
  ])("refuses applyDiscount(%d, %d)", (amount, f) => {
    expect(() => applyDiscount(amount, f)).toThrow(RangeError);
  });

  it("gives whole cents between 0 and the amount", () => {
    fc.assert(
      fc.property(cents, fraction, (c, f) => {
        const out = applyDiscount(c, f);
        expect(Number.isSafeInteger(out)).toBe(true);
        expect(out).toBeGreaterThanOrEqual(0);
        expect(out).toBeLessThanOrEqual(c);
      }),
    );
  });

  it("is within half a cent of the exact value", () => {
    fc.assert(
      fc.property(cents, fraction, (c, f) => {
        expect(Math.abs(applyDiscount(c, f) - c * (1 - f))).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it("grows with the amount and shrinks with the discount", () => {
    fc.assert(
      fc.property(cents, cents, fraction, fraction, (a, b, f, g) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [small, big] = f <= g ? [f, g] : [g, f];
        expect(applyDiscount(lo, f)).toBeLessThanOrEqual(applyDiscount(hi, f));
        expect(applyDiscount(a, big)).toBeLessThanOrEqual(applyDiscount(a, small));
      }),
    );
  });
});
