import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import {
  formatMoney,
  formatMoneyWithCents,
  formatNumber,
  formatOneDecimal,
  formatPercent,
  formatRange,
  formatYears,
  range,
  RANGE_SEPARATOR,
  roundMoney,
  roundOneDecimal,
} from "./money.ts";

describe("roundMoney", () => {
  it.each([
    [27945, 27945],
    [27945.4, 27945],
    [27945.5, 27946], // halves go up
    // 2000 x 9 x 1.15 x 1.15 is 23804.999999999996 in floating point, 23,805 by hand
    [2000 * 9 * 1.15 * 1.15, 23805],
    // 5250 x 0.85 = 4462.5 by hand (half -> up), whatever the float noise
    [5250 * 0.85, 4463],
    [0, 0],
    [0.49, 0],
  ])("roundMoney(%d) = %d", (input, expected) => {
    expect(roundMoney(input)).toBe(expected);
  });

  it("never returns -0", () => {
    expect(Object.is(roundMoney(-0.4), 0)).toBe(true);
  });

  it("throws on NaN and Infinity", () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
    expect(() => roundMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("rounds to one decimal for kW, tons and years", () => {
    expect(roundOneDecimal(2.1)).toBe(2.1);
    expect(roundOneDecimal(4.5833)).toBe(4.6);
    expect(roundOneDecimal(34.375)).toBe(34.4);
    expect(roundOneDecimal(3.4375)).toBe(3.4);
  });
});

describe("formatMoney", () => {
  it.each([
    [27945, "$27,945"],
    [0, "$0"],
    [999, "$999"],
    [1000, "$1,000"],
    [1234567.5, "$1,234,568"],
    [631800, "$631,800"],
    [-1500, "-$1,500"],
    [-0.2, "$0"],
  ])("formatMoney(%d) = %s", (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it("never prints NaN or Infinity: it throws", () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMoney(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMoney(1 / 0)).toThrow(RangeError);
  });

  it("formats rates with cents", () => {
    expect(formatMoneyWithCents(11.9025)).toBe("$11.90");
    expect(formatMoneyWithCents(3.5)).toBe("$3.50");
    expect(formatMoneyWithCents(21.06)).toBe("$21.06");
    expect(() => formatMoneyWithCents(Number.NaN)).toThrow(RangeError);
  });
});

describe("range and formatRange", () => {
  it("multiplies the base by each factor and rounds", () => {
    // 27,945 x 0.85 = 23,753.25 -> 23,753; 27,945 x 1.15 = 32,136.75 -> 32,137
    expect(range(27945, 0.85, 1.15)).toEqual({ low: 23753, high: 32137 });
    // 5,250 x 0.85 = 4,462.5 -> 4,463; 5,250 x 1.15 = 6,037.5 -> 6,038
    expect(range(5250, 0.85, 1.15)).toEqual({ low: 4463, high: 6038 });
  });

  it("formats low - high with the shared separator", () => {
    expect(RANGE_SEPARATOR).toBe(" - ");
    expect(formatRange({ low: 23753, high: 32137 })).toBe("$23,753 - $32,137");
  });

  it("throws on a non-finite base or factor", () => {
    expect(() => range(Number.NaN, 0.85, 1.15)).toThrow(RangeError);
    expect(() => range(1000, Number.POSITIVE_INFINITY, 1.15)).toThrow(RangeError);
    expect(() => formatRange({ low: 1, high: Number.NaN })).toThrow(RangeError);
  });
});

describe("other formatters", () => {
  it("formats years", () => {
    expect(formatYears(2.1)).toBe("2.1 years");
    expect(formatYears(1)).toBe("1 year");
    expect(formatYears(2)).toBe("2 years");
    expect(formatYears(12.04)).toBe("12 years");
    expect(() => formatYears(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("formats percentages", () => {
    expect(formatPercent(0.7)).toBe("70%");
    expect(formatPercent(0.65)).toBe("65%");
    expect(formatPercent(1)).toBe("100%");
    expect(formatPercent(0.3)).toBe("30%");
  });

  it("formats plain numbers", () => {
    expect(formatNumber(55000)).toBe("55,000");
    expect(formatNumber(27527.5)).toBe("27,528");
    expect(formatNumber(2.25, 2)).toBe("2.25");
    expect(formatNumber(1.8, 2)).toBe("1.8");
    expect(formatNumber(0.432, 2)).toBe("0.43");
    expect(formatOneDecimal(4.583333)).toBe("4.6");
    expect(formatOneDecimal(2)).toBe("2.0");
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe("formatting without Intl", () => {
  // The browser must not load ICU to show a number (it costs ~80 ms); the server and the browser still print the same
  // text as Intl.NumberFormat("en-US"), for any finite number, including huge ones and fractions of a cent.
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("en-US", options);
  const money = intl({ style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const cents = intl({ style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const oneDecimal = intl({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const anyNumber = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 100),
  );

  it("prints what Intl prints, after the same rounding", () => {
    fc.assert(
      fc.property(anyNumber, fc.integer({ min: 0, max: 3 }), (n, decimals) => {
        expect(formatMoney(n)).toBe(money.format(roundMoney(n)));
        expect(formatMoneyWithCents(n)).toBe(cents.format(Math.round(Number((n * 100).toFixed(6))) / 100 || 0));
        expect(formatOneDecimal(n)).toBe(oneDecimal.format(roundOneDecimal(n)));
        const factor = 10 ** decimals;
        const rounded = Math.round(Number((n * factor).toFixed(6))) / factor || 0;
        expect(formatNumber(n, decimals)).toBe(intl({ maximumFractionDigits: decimals }).format(rounded));
      }),
      { numRuns: 2000 },
    );
  });

  it("groups thousands and signs negatives as Intl does", () => {
    expect(formatMoney(-1500)).toBe("-$1,500");
    expect(formatMoney(1234567.4)).toBe("$1,234,567");
    expect(formatMoneyWithCents(-0.004)).toBe("$0.00");
    expect(formatNumber(999.96, 1)).toBe("1,000");
    expect(formatNumber(1e21)).toBe("1,000,000,000,000,000,000,000");
  });
});
