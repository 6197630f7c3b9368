/**
 * What a buyer is told of a lead's quality (decision 0049): its band, "high" or "medium" (a low one is held and never
 * listed), and the reasons in words from the lead's own facts: "verified phone, 4 answers, 2 photos". Never the
 * submission's signals (seconds to submit, velocity, browser flags), which would teach fraud what to fake. The
 * browser's lead card loads this file, so it imports only the bands (no disposable-domain list).
 */
import { bandOf } from "./quality-bands";

export type BuyerQuality = { band: "high" | "medium"; reasons: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The words of a lead's quality; undefined for a lead never scored (stored before scoring, as seeds were). */
export function buyerQuality(facts: { qualityScore: number | null; phoneVerified: boolean; answers: number; photos: number }): BuyerQuality | undefined {
  if (facts.qualityScore === null) return undefined;
  const reasons = [facts.phoneVerified ? "verified phone" : "phone not verified", plural(facts.answers, "answer"), plural(facts.photos, "photo")];
  return { band: bandOf(facts.qualityScore) === "high" ? "high" : "medium", reasons: reasons.join(", ") };
}

/** "Quality: high", as the card and the lead page show it. */
export const qualityLabel = (quality: BuyerQuality) => `Quality: ${quality.band}`;
