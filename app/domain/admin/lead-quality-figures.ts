/**
 * The admin "Lead quality" page's groupings, pure: the database counts requests, purchases and returns per
 * (source, profile request, score), and this folds them by source and by score band. The band of a score is the
 * quality module's own (passed in), so the page never writes the thresholds twice.
 */
import type { QualityBand } from "~/domain/quality/score-request";

export type { QualityBand };
export type SourceKey = "form" | "calculator" | "profile";
export type BandKey = QualityBand | "unscored";

/** One group of requests sent in the range, as the database counted it. */
export type QualityRow = {
  source: string;
  profile: boolean;
  score: number | null;
  requests: number;
  verified: number;
  held: number;
  purchases: number;
  returns: number;
};
export type Tally = { requests: number; verified: number; held: number; purchases: number; returns: number };

export const SOURCE_KEYS: readonly SourceKey[] = ["form", "calculator", "profile"];
export const BAND_KEYS: readonly BandKey[] = ["high", "medium", "low", "unscored"];

const zero = (): Tally => ({ requests: 0, verified: 0, held: 0, purchases: 0, returns: 0 });
const add = (into: Tally, row: Tally) => {
  into.requests += row.requests;
  into.verified += row.verified;
  into.held += row.held;
  into.purchases += row.purchases;
  into.returns += row.returns;
};

/** A request sent from a pro's profile counts as "profile" whatever form carried it; others by their form. */
export function sourceOf(row: Pick<QualityRow, "source" | "profile">): SourceKey {
  if (row.profile) return "profile";
  return row.source === "calculator" ? "calculator" : "form";
}

/** Every source and every band, in a fixed order, zeros included (a chart keeps its rows from range to range). */
export function foldQualityRows(rows: readonly QualityRow[], bandOf: (score: number) => QualityBand) {
  const bySource = new Map<SourceKey, Tally>(SOURCE_KEYS.map((k) => [k, zero()]));
  const byBand = new Map<BandKey, Tally>(BAND_KEYS.map((k) => [k, zero()]));
  for (const row of rows) {
    add(bySource.get(sourceOf(row))!, row);
    // Requests stored before scoring existed (and seeded ones) have no score: their own row, never a guessed band.
    add(byBand.get(row.score === null ? "unscored" : bandOf(row.score))!, row);
  }
  return {
    bySource: SOURCE_KEYS.map((key) => ({ key, ...bySource.get(key)! })),
    byBand: BAND_KEYS.map((key) => ({ key, ...byBand.get(key)! })),
  };
}

/** A rate as a percentage with one decimal, or null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}
