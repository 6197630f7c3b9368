/**
 * The quality score's bands (decision 0049), in a file with no imports: the score module, the price rule, the
 * buyer's label (loaded by the browser's lead card) and the admin's quality page all read them from here, so the
 * thresholds cannot drift apart.
 */
export type QualityBand = "high" | "medium" | "low";

export const HIGH_FROM = 70;
/** Below this a request is low, and held for review. */
export const HOLD_BELOW = 40;

export function bandOf(score: number): QualityBand {
  if (score >= HIGH_FROM) return "high";
  if (score >= HOLD_BELOW) return "medium";
  return "low";
}
