/**
 * Who gets the next auto-bought lead (required: "Subscribers may switch on
 * auto-buy: matching leads are bought for them as they arrive, spread fairly
 * among eligible subscribers, within cap and balance").
 *
 * Fair means round robin by least recently served:
 * 1. a subscriber never served by auto-buy comes first;
 * 2. then the one whose last auto-buy is oldest;
 * 3. ties: fewest auto-bought leads this week;
 * 4. ties: smallest id (plain code-unit order, not the locale's), so every
 *    process picks the same buyer from the same facts.
 * Candidates must already be eligible (match-lead.ts) and on a subscription
 * plan (plan-tiers.ts); those with auto-buy off are skipped here.
 *
 * The ranking is returned whole so the caller can fall through to the next
 * candidate when the database refuses the first (cap or balance changed, or
 * the lead was taken meanwhile).
 */

export type AutoBuyCandidate = {
  id: string;
  autoBuy: boolean;
  /** When auto-buy last bought a lead for them; null if never. */
  lastAutoBuyAt: Date | null;
  autoBuysThisWeek: number;
};

function compare(a: AutoBuyCandidate, b: AutoBuyCandidate): number {
  const aTime = a.lastAutoBuyAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const bTime = b.lastAutoBuyAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (aTime !== bTime) return aTime < bTime ? -1 : 1;
  if (a.autoBuysThisWeek !== b.autoBuysThisWeek) return a.autoBuysThisWeek - b.autoBuysThisWeek;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** Auto-buy candidates in the order they should be offered the lead. */
export function rankAutoBuyers<C extends AutoBuyCandidate>(candidates: readonly C[]): C[] {
  return candidates.filter((c) => c.autoBuy).toSorted(compare);
}

/** The next auto-buyer, or undefined when nobody has auto-buy on. */
export function chooseAutoBuyer<C extends AutoBuyCandidate>(candidates: readonly C[]): C | undefined {
  return rankAutoBuyers(candidates)[0];
}
