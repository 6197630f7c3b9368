import { PRO_FIRST_CHANCE_MS } from "../marketplace/exclusive-offer";
import type { AreaMatch } from "../marketplace/match-area.server";

/**
 * "Request a quote from this pro": the exclusive offer the request's leads get, or undefined (the market at once)
 * when that pro would not be matched to the request anyway — unknown slug, not active (paused, suspended), another
 * trade, outside its area. Eligibility is the marketplace's own reverse match (matchArea), narrowed to that pro.
 */
export function firstChanceOffer(match: AreaMatch, now: Date): { contractorId: string; until: Date } | undefined {
  return match.proOfSlug ? { contractorId: match.proOfSlug, until: new Date(now.getTime() + PRO_FIRST_CHANCE_MS) } : undefined;
}
