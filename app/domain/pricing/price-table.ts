/**
 * The lead price table as pricing uses it: the spec's ranges (section 9) with
 * the admin's edits laid over them (required: "Price table: the spec's ranges
 * per category and tier, editable, with history"). Pure, so the browser's
 * form check and the server share the rules.
 *
 * - A stored cell (lead_prices row: category, tier, kind) replaces that one
 *   range; a cell with no row uses its default.
 * - Defaults: fresh leads use the spec's range. Aged leads use price-lead.ts's
 *   rule: the spec's solar aged range, and for the other categories the bottom
 *   40% of the category's (effective) fresh range, so an aged default follows
 *   an edited fresh range.
 * - Rules for every range: whole dollars, 1 <= min <= max <= 10,000 (the
 *   database checks the same). A lead is never free.
 * - An aged range may start no higher than the fresh range of the same
 *   category and tier, and end no higher than its maximum. Pricing places a
 *   lead at the same point of either range (price-lead.ts), so with both
 *   bounds at or below the fresh ones an aged lead never costs more than the
 *   same lead fresh.
 */
import { categorySlugs, type CategorySlug } from "~/content/categories";
import { categoryPrices, type CategoryPriceRow, type PriceRange, type Tier } from "~/content/prices";
import { priceRangeFor } from "~/domain/pricing/price-lead";
import { maxBelowMinMessage, parseDollars, WHOLE_DOLLARS_MESSAGE, type PriceCell, type PriceKind, type RangeBound } from "~/forms/lead-price-rules";

/** The effective table, complete: every category and tier, fresh and aged. */
export type PriceTable = { fresh: readonly CategoryPriceRow[]; aged: readonly CategoryPriceRow[] };

/** One admin-set range (a lead_prices row). */
export type StoredPrice = PriceCell & PriceRange;

export const sameCell = (a: PriceCell, b: PriceCell) => a.category === b.category && a.tier === b.tier && a.kind === b.kind;
export const sameRange = (a: PriceRange, b: PriceRange) => a.min === b.min && a.max === b.max;

function rowOf(rows: readonly CategoryPriceRow[], category: CategorySlug): CategoryPriceRow {
  const row = rows.find((r) => r.category === category);
  if (!row) throw new RangeError(`No price row for ${category}`);
  return row;
}

const specFresh = (category: CategorySlug, tier: Tier): PriceRange => rowOf(categoryPrices, category)[tier];

/** The table with these stored cells over the defaults. */
export function buildPriceTable(stored: readonly StoredPrice[]): PriceTable {
  const storedRange = (category: CategorySlug, tier: Tier, kind: PriceKind): PriceRange | undefined => {
    const s = stored.find((c) => sameCell(c, { category, tier, kind }));
    return s && { min: s.min, max: s.max };
  };
  const row = (category: CategorySlug, range: (tier: Tier) => PriceRange): CategoryPriceRow => ({
    category,
    payAsYouGo: range("payAsYouGo"),
    professional: range("professional"),
    enterprise: range("enterprise"),
  });
  const fresh = categorySlugs.map((category) => row(category, (tier) => storedRange(category, tier, "fresh") ?? specFresh(category, tier)));
  const aged = categorySlugs.map((category) =>
    row(category, (tier) => storedRange(category, tier, "aged") ?? priceRangeFor({ category, tier, aged: true, priceTable: fresh })),
  );
  return { fresh, aged };
}

/** The spec's table with no edits. */
export const specPriceTable: PriceTable = buildPriceTable([]);

export function rangeIn(table: PriceTable, cell: PriceCell): PriceRange {
  return rowOf(table[cell.kind], cell.category)[cell.tier];
}

/** What a cell falls back to without a stored row, given the table's fresh ranges (an aged default follows them). */
export function defaultRangeIn(table: PriceTable, cell: PriceCell): PriceRange {
  if (cell.kind === "fresh") return specFresh(cell.category, cell.tier);
  return priceRangeFor({ category: cell.category, tier: cell.tier, aged: true, priceTable: table.fresh });
}

export type RangeProblem = { bound: RangeBound; message: string };

/** Problems of one range on its own: each bound whole dollars in 1..10,000, min <= max. */
export function rangeProblems(range: { min: unknown; max: unknown }): RangeProblem[] {
  const min = parseDollars(range.min);
  const max = parseDollars(range.max);
  const problems: RangeProblem[] = [];
  if (min === undefined) problems.push({ bound: "min", message: WHOLE_DOLLARS_MESSAGE });
  if (max === undefined) problems.push({ bound: "max", message: WHOLE_DOLLARS_MESSAGE });
  else if (min !== undefined && min > max) problems.push({ bound: "max", message: maxBelowMinMessage(min) });
  return problems;
}

/**
 * Problems between the aged and fresh ranges of one category and tier (see
 * the rules above), told on the side that was being changed (`blame`).
 */
export function agedAgainstFresh(aged: PriceRange, fresh: PriceRange, blame: PriceKind): RangeProblem[] {
  const problems: RangeProblem[] = [];
  const say = (bound: RangeBound, agedText: string, freshText: string) => problems.push({ bound, message: blame === "aged" ? agedText : freshText });
  if (aged.min > fresh.min)
    say("min", `The aged minimum must not be above the fresh minimum ($${fresh.min}).`, `The fresh minimum must not be below the aged minimum ($${aged.min}).`);
  if (aged.max > fresh.max)
    say("max", `The aged maximum must not be above the fresh maximum ($${fresh.max}).`, `The fresh maximum must not be below the aged maximum ($${aged.max}).`);
  return problems;
}
