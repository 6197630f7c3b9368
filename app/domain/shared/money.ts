/**
 * Money in the marketplace is whole cents in integers: balances, prices,
 * ledger entries, caps. Floats appear only at the edges (a price table in
 * dollars, a discount fraction) and are turned into cents here, once, with the
 * rounding stated. Source: the marketplace requirements ("not a cent lost or created"), the brief's
 * "never floats for balances".
 *
 * Rounding: half away from zero ("half up" for the positive amounts that
 * prices and discounts are), after snapping away binary noise such as
 * 1.005 * 100 = 100.49999999999999, so amounts round as written in decimal.
 */

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what}: expected whole cents, got ${String(cents)}`);
}

/** Round half away from zero, as a person rounds the decimal number (noise below 1e-6 ignored). */
function roundHalfAwayFromZero(n: number): number {
  const snapped = Number(n.toFixed(6));
  const rounded = Math.sign(snapped) * Math.round(Math.abs(snapped));
  return rounded === 0 ? 0 : rounded; // never -0
}

/** 12.34 -> 1234; 1.005 -> 101; -2.5 -> -250. Throws RangeError on NaN, Infinity or amounts past safe integers. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`dollarsToCents: expected a finite amount, got ${String(dollars)}`);
  const cents = roundHalfAwayFromZero(dollars * 100);
  assertCents(cents, "dollarsToCents");
  return cents;
}

const groupedDollars = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0, useGrouping: true });

/** 123456 -> "$1,234.56"; -5 -> "-$0.05". Integer arithmetic only, so huge balances print exactly. */
export function formatCents(cents: number): string {
  assertCents(cents, "formatCents");
  const abs = Math.abs(cents);
  const dollars = Math.trunc(abs / 100);
  const rest = abs - dollars * 100;
  return `${cents < 0 ? "-" : ""}$${groupedDollars.format(dollars)}.${String(rest).padStart(2, "0")}`;
}

/**
 * The amount after taking off `fraction` (0.2 = 20% off), to the cent, halves
 * up: applyDiscount(15, 0.3) = 11 (10.5 rounds up). Result stays in [0, cents].
 */
export function applyDiscount(cents: number, fraction: number): number {
  assertCents(cents, "applyDiscount");
  if (cents < 0) throw new RangeError(`applyDiscount: expected a non-negative amount, got ${cents}`);
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError(`applyDiscount: expected a fraction in [0, 1], got ${String(fraction)}`);
  return roundHalfAwayFromZero(cents * (1 - fraction));
}
