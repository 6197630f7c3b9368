import { formatMoney } from "~/calculators/money";

export const isFiniteNumber = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);

/** "$23,805"; never "NaN" or "$Infinity" (callers check first, this is the last guard). */
export function chartMoney(n: number): string {
  return isFiniteNumber(n) ? formatMoney(n) : "";
}

// Made on first use, when a chart first draws, rather than when the island's modules load: a page's first Intl
// number format loads ICU's data (~80 ms on a throttled phone).
let compact: Intl.NumberFormat | undefined;

/** Axis ticks: "$0", "$20K", "$37.5K". */
export function compactMoney(n: number): string {
  compact ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 });
  return isFiniteNumber(n) ? compact.format(n) : "";
}

/** A round step for about `count` axis ticks covering 0..max: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(max: number, count = 4): number {
  if (!isFiniteNumber(max) || max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}
