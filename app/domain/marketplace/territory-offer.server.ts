import type { AreaMatch } from "./match-area.server";

/**
 * Enterprise exclusive territory at intake: the exclusive offer a new request's leads get when their ZIP is in an
 * Enterprise contractor's territory, or undefined (the market at once). matchArea names the owner only when the
 * marketplace's own reverse match includes it, so a paused, suspended or lapsed owner, another trade or a ZIP the
 * owner does not serve gets no window. The owner must still be on Enterprise: leaving it deletes the territory
 * (enterprise-territory.server.ts), and matchArea's check keeps a territory inert whatever path changed the plan.
 */
export function territoryOffer(match: AreaMatch, now: Date, minutes: number): { contractorId: string; until: Date } | undefined {
  return match.territoryOwner ? { contractorId: match.territoryOwner, until: new Date(now.getTime() + minutes * 60_000) } : undefined;
}
