/**
 * Exclusive offers on leads (decision 0031): while a lead's offer runs (offered_until in the future),
 * only the contractor it is offered to is matched to it — in lists, the API, auto-buy, alerts and the purchase
 * itself; once it ends the lead is everyone's, as any other. Generic on purpose: "request a quote from this pro"
 * gives a pro the first hour; exclusive territories can reuse the same two columns.
 */
export type LeadOffer = { offeredTo: string | null; offeredUntil: Date | null };

/** How long "Request a quote from this pro" keeps the lead for that pro alone. */
export const PRO_FIRST_CHANCE_MS = 3600 * 1000;

/** The contractor the lead is reserved for at `now`, or null when it is open to the market. */
export function offerHolder(offer: LeadOffer, now: Date): string | null {
  if (!offer.offeredTo || !offer.offeredUntil) return null;
  return offer.offeredUntil.getTime() > now.getTime() ? offer.offeredTo : null;
}

/** Whether this contractor may be matched to the lead at `now`: the offer is theirs, or there is none running. */
export function openTo(offer: LeadOffer, contractorId: string, now: Date): boolean {
  const holder = offerHolder(offer, now);
  return holder === null || holder === contractorId;
}
