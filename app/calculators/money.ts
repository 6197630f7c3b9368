/**
 * Rounding and formatting shared by every calculator (spec section 9:
 * "Money values are rounded and shown with thousands separators").
 *
 * Every formatter throws on NaN or +/-Infinity, so a broken figure fails
 * loudly in tests instead of reaching the screen as "NaN" or "$Infinity".
 */

/** Separator used between the low and high end of every range. */
export const RANGE_SEPARATOR = " - ";

function assertFinite(n: number, what: string): void {
  if (typeof n !== "number" || !Number.isFinite(n)) {
    throw new RangeError(`${what}: expected a finite number, got ${String(n)}`);
  }
}

/**
 * Round to `decimals` places with Math.round semantics (halves go up), after
 * removing binary floating-point noise: 2000 x 9 x 1.15 x 1.15 is
 * 23804.999999999996 in JavaScript but 23,805 by hand.
 */
function roundTo(n: number, decimals: number): number {
  assertFinite(n, "roundTo");
  const factor = 10 ** decimals;
  // Snap the scaled value to 6 decimals first (drops float noise), then round half up.
  const cleaned = Number((n * factor).toFixed(6));
  const rounded = Math.round(cleaned) / factor;
  return rounded === 0 ? 0 : rounded; // never -0
}

/** Whole dollars (Math.round, halves up). */
export function roundMoney(n: number): number {
  return roundTo(n, 0);
}

/** One decimal place, e.g. kW, tons, payback years. */
export function roundOneDecimal(n: number): number {
  return roundTo(n, 1);
}

/**
 * en-US numbers without Intl. In the browser a page's first Intl number format loads ICU's data: ~20 ms, ~80 ms on
 * a throttled phone, inside the hydration of whichever island first shows a number (Total Blocking Time). The output is
 * Intl.NumberFormat("en-US")'s, digit for digit (money.test.ts compares them). From a trillion up, where a double's
 * exact digits (toFixed) and its shortest form (Intl) start to differ, Intl itself formats: no estimate gets there.
 */
function formatFixed(n: number, decimals: number, { currency = false, trimZeros = false } = {}): string {
  const abs = Math.abs(n);
  if (abs >= 1e12) return intlFormat(n, decimals, currency, trimZeros);
  const [whole = "0", fraction = ""] = abs.toFixed(decimals).split(".");
  const shown = trimZeros ? fraction.replace(/0+$/, "") : fraction;
  // Intl keeps the sign of a negative number that rounds to zero ("-0"); so does this.
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  return `${sign}${currency ? "$" : ""}${groupThousands(whole)}${shown ? `.${shown}` : ""}`;
}

/** "1234567" -> "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function intlFormat(n: number, decimals: number, currency: boolean, trimZeros: boolean): string {
  return new Intl.NumberFormat("en-US", {
    ...(currency ? { style: "currency", currency: "USD" } : {}),
    minimumFractionDigits: trimZeros ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).format(n);
}

/** 27945.4 -> "$27,945"; -1500 -> "-$1,500". Throws on non-finite input. */
export function formatMoney(n: number): string {
  assertFinite(n, "formatMoney");
  return formatFixed(roundMoney(n), 0, { currency: true });
}

/** A per-unit rate with cents: 11.9025 -> "$11.90". Throws on non-finite input. */
export function formatMoneyWithCents(n: number): string {
  assertFinite(n, "formatMoneyWithCents");
  return formatFixed(roundTo(n, 2), 2, { currency: true });
}

/** Plain number with thousands separators and at most `maxDecimals` decimals: 55000 -> "55,000". */
export function formatNumber(n: number, maxDecimals = 0): string {
  assertFinite(n, "formatNumber");
  return formatFixed(roundTo(n, maxDecimals), maxDecimals, { trimZeros: true });
}

/** Exactly one decimal: 4.5833 -> "4.6", 2 -> "2.0". */
export function formatOneDecimal(n: number): string {
  assertFinite(n, "formatOneDecimal");
  return formatFixed(roundOneDecimal(n), 1);
}

export type MoneyRange = { low: number; high: number };

/** base x lowFactor and base x highFactor, each rounded to whole dollars. */
export function range(base: number, lowFactor: number, highFactor: number): MoneyRange {
  assertFinite(base, "range base");
  assertFinite(lowFactor, "range lowFactor");
  assertFinite(highFactor, "range highFactor");
  return { low: roundMoney(base * lowFactor), high: roundMoney(base * highFactor) };
}

/** { low: 23753, high: 32137 } -> "$23,753 - $32,137". */
export function formatRange(r: MoneyRange): string {
  return `${formatMoney(r.low)}${RANGE_SEPARATOR}${formatMoney(r.high)}`;
}

/** 2.1 -> "2.1 years", 1 -> "1 year", 12 -> "12 years" (at most one decimal). */
export function formatYears(n: number): string {
  assertFinite(n, "formatYears");
  const text = formatNumber(n, 1);
  return `${text} ${text === "1" ? "year" : "years"}`;
}

/** 0.7 -> "70%". */
export function formatPercent(fraction: number): string {
  assertFinite(fraction, "formatPercent");
  return `${formatNumber(fraction * 100, 1)}%`;
}
