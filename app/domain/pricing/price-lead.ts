import type { CategorySlug } from "~/content/categories";
import { bandOf } from "~/domain/quality/quality-bands";
import { categoryPrices, solarAgedPrices, type CategoryPriceRow, type PriceRange, type Tier } from "~/content/prices";

/**
 * The price of one lead for one buyer, in whole dollars, always inside the
 * spec's range for the lead's category and the buyer's tier (spec section 9;
 * DESIGN.md section 2: "a lead's price lies inside its range, set by
 * documented lead attributes (quotes requested, urgency, estimate size). Leads
 * unsold after 90 days are aged leads, priced by the aged range. Admins can
 * edit the table"; and required: "pros requested: 1 is the top of the range").
 *
 * The rule: price = min + round(score × (max − min)), score in [0, 1]:
 * - prosRequested 1 (a fully exclusive lead): score 1, the top of the range,
 *   whatever the other attributes say.
 * - prosRequested 2: 0.60 + nudges (upper middle, at most 0.95).
 * - prosRequested 3: 0.15 + nudges (lower part, at most 0.50).
 * - urgency nudge: emergency +0.15, urgent +0.10, soon +0.05, planning and
 *   unknown +0 (no evidence of urgency earns no premium). Urgency comes from
 *   the calculator's timing answer (app/domain/pricing/lead-urgency.ts).
 * - estimate nudge: 0 at or below the category's small-job figure, rising in a
 *   straight line to +0.15 at its big-job figure and above (table below).
 * - quality nudge, from the request's quality score (domain/quality/score-request.ts,
 *   decision 0049): high band (70 and up) +0.05, medium +0, low −0.05 (a low
 *   request is held, and sold only once an admin approves it), unscored +0.
 * So with 2 pros the position is 0.55 to 0.95, with 3 pros 0.10 to 0.50.
 * So fewer pros, more urgency, a bigger job, a better score never lower the
 * price, and the three pros bands never overlap. Halves round up; the result is clamped to
 * [min, max].
 *
 * Aged leads use the aged range: the spec's solar aged range (3-6 months
 * old), and for the categories the spec gives no aged range, the bottom 40% of
 * the category's own range: [min, min + round(0.4 × (max − min))]. That keeps
 * every aged price inside the spec's published range for its category and
 * never above the same lead's fresh price. An admin may set aged ranges for any
 * category with `agedPriceTable`.
 *
 * The admin-edited table (app/domain/pricing/price-table.ts, stored in
 * lead_prices) arrives as `priceTable` and `agedPriceTable`; the ranges then
 * are the edited ones, and every rule above holds inside them.
 *
 * The tier ranges already carry the plan discount (see plan-tiers.ts), so no
 * discount is applied here.
 */

export const urgencies = ["emergency", "urgent", "soon", "planning", "unknown"] as const;
export type Urgency = (typeof urgencies)[number];

export type PriceLeadInput = {
  category: CategorySlug;
  tier: Tier;
  prosRequested: 1 | 2 | 3;
  urgency: Urgency;
  /** Estimated job value in dollars (e.g. the calculator's estimate); absent when unknown. */
  estimateAmount?: number | null;
  /** The request's quality score, 0-100; absent or null when it was never scored. */
  qualityScore?: number | null;
  aged: boolean;
  /** The admin-edited price table; rows it lacks fall back to the spec's. */
  priceTable?: readonly CategoryPriceRow[];
  /** Admin-set aged ranges; categories it lacks use the spec's solar aged range or the bottom-40% rule. */
  agedPriceTable?: readonly CategoryPriceRow[];
};

const prosBase = { 1: 1, 2: 0.6, 3: 0.15 } as const;

const urgencyNudge: Record<Urgency, number> = {
  emergency: 0.15,
  urgent: 0.1,
  soon: 0.05,
  planning: 0,
  unknown: 0,
};

const ESTIMATE_NUDGE_MAX = 0.15;

/**
 * Small and big job values in dollars per category, judged from the spec's
 * calculators (section 9): about the cheapest common job and a large one,
 * e.g. plumbing from a water heater (base $1,800) to repiping (base $7,000).
 */
export const jobSizeBands: Readonly<Record<CategorySlug, { small: number; big: number }>> = {
  roofing: { small: 8_000, big: 30_000 },
  solar: { small: 10_000, big: 40_000 },
  hvac: { small: 5_000, big: 20_000 },
  "home-improvement": { small: 10_000, big: 75_000 },
  electrical: { small: 1_500, big: 10_000 },
  plumbing: { small: 1_500, big: 8_000 },
};

/** Share of a category's range that its aged leads use when no aged range is set. */
export const AGED_SHARE_OF_RANGE = 0.4;

function checkedRange(range: PriceRange, where: string): PriceRange {
  const { min, max } = range;
  // A lead is never free: every sale is a ledger movement (spec: "payment immediate on lead purchase").
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 1 || min > max) {
    throw new RangeError(`Price range for ${where} must be whole dollars with 1 <= min <= max, got ${min}-${max}`);
  }
  return range;
}

/** The range a lead of this category is priced from for a buyer on this tier. */
export function priceRangeFor(input: Pick<PriceLeadInput, "category" | "tier" | "aged" | "priceTable" | "agedPriceTable">): PriceRange {
  const { category, tier } = input;
  const row = input.priceTable?.find((r) => r.category === category) ?? categoryPrices.find((r) => r.category === category);
  if (!row) throw new RangeError(`No price range for category ${category}`);
  const fresh = checkedRange(row[tier], `${category}/${tier}`);
  if (!input.aged) return fresh;

  const agedRow = input.agedPriceTable?.find((r) => r.category === category);
  if (agedRow) return checkedRange(agedRow[tier], `${category}/${tier} (aged)`);
  if (category === "solar") return checkedRange(solarAgedPrices[tier], `solar/${tier} (aged)`);
  return { min: fresh.min, max: fresh.min + Math.round(AGED_SHARE_OF_RANGE * (fresh.max - fresh.min)) };
}

function estimateNudge(category: CategorySlug, estimate: number | null | undefined): number {
  if (estimate === undefined || estimate === null) return 0;
  if (!Number.isFinite(estimate) || estimate < 0) throw new RangeError(`estimateAmount must be a non-negative amount, got ${estimate}`);
  const { small, big } = jobSizeBands[category];
  const share = Math.min(1, Math.max(0, (estimate - small) / (big - small)));
  return ESTIMATE_NUDGE_MAX * share;
}

export const QUALITY_NUDGE = 0.05;

/** The quality score's band moves the position (quality-bands.ts). */
function qualityNudge(quality: number | null | undefined): number {
  if (quality === undefined || quality === null) return 0;
  const band = bandOf(quality);
  return band === "high" ? QUALITY_NUDGE : band === "low" ? -QUALITY_NUDGE : 0;
}

/** Where in its range the lead sits, 0 (bottom) to 1 (top). */
function score(input: PriceLeadInput): number {
  if (!(input.prosRequested in prosBase)) throw new RangeError(`prosRequested must be 1, 2 or 3, got ${input.prosRequested}`);
  if (input.prosRequested === 1) return 1;
  return prosBase[input.prosRequested] + urgencyNudge[input.urgency] + estimateNudge(input.category, input.estimateAmount) + qualityNudge(input.qualityScore);
}

/** Positions are whole millionths of the range: stored on a lead (leads.price_position) and sorted by an index. */
export const PRICE_POSITION_SCALE = 1_000_000;

/**
 * Where in its range the lead sits, in millionths (0 the bottom, PRICE_POSITION_SCALE the top). It does not depend
 * on the buyer's tier nor on the table: those choose the range, and within one range a higher position never costs
 * less (priceAtPosition). So the leads of one category and age, ordered by position, are in price order for every
 * buyer, which is how Available leads sorts by price (leads-by-price.server.ts).
 */
export function pricePosition(input: Omit<PriceLeadInput, "tier" | "aged" | "priceTable" | "agedPriceTable">): number {
  return Math.min(PRICE_POSITION_SCALE, Math.max(0, Math.round(score(input as PriceLeadInput) * PRICE_POSITION_SCALE)));
}

/** The price in whole dollars at a position of a range: non-decreasing in the position. */
export function priceAtPosition(range: PriceRange, position: number): number {
  const { min, max } = range;
  // Snap float noise (0.6 × 35 = 20.999999999999996) before rounding halves up.
  const offset = Math.round(Number(((position / PRICE_POSITION_SCALE) * (max - min)).toFixed(6)));
  return Math.min(max, Math.max(min, min + offset));
}

/** The lead's price in whole dollars for a buyer on `tier`. */
export function priceLead(input: PriceLeadInput): number {
  return priceAtPosition(priceRangeFor(input), pricePosition(input));
}
