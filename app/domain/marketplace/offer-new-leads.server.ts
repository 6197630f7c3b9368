import { sql } from "drizzle-orm";
import type { Executor } from "~/db/types.server";
import { rowsOf } from "~/db/types.server";
import { logger } from "~/logging/logger.server";
import { autoBuyMatched, matchSubscribers, offerable } from "./auto-buy.server";
import { leadFactsOf } from "./lead-facts.server";
import { releaseEndedOffers } from "./release-ended-offers.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";

/**
 * Auto-buy is for leads "as they arrive" (the requirement's words). A lead still unoffered
 * after this long did not just arrive: it predates the auto-buy job (rows
 * from before migration 0003) or waited out a long outage of the workers.
 * Such leads are marked offered without buying, so switching auto-buy on, or
 * upgrading, never sweeps a backlog into subscribers' budgets; they stay on
 * sale for manual buying.
 */
export const ARRIVAL_WINDOW_MS = 24 * 3600 * 1000;

export const OFFER_BATCH_SIZE = 10;

export type OfferReport = {
  /** Leads claimed by this run (each is claimed by exactly one run, ever). */
  claimed: number;
  /** Of those, leads auto-bought for a subscriber. */
  bought: number;
  /** Of those, leads older than the arrival window: marked, not offered. */
  stale: number;
  /** Of those, leads whose offer failed unexpectedly (logged); they stay on sale for manual buying. */
  failed: number;
  /** Leads whose exclusive offer ended, sent back through auto-buy and alerts for the market (before the claims). */
  released: number;
};

/**
 * Claims up to `limit` available leads nobody has offered yet, marking them
 * offered in the same statement. `for update skip locked` lets concurrent
 * runs in other processes take disjoint batches; a row another run claimed
 * meanwhile fails the re-checked `auto_buy_offered_at is null`. Only
 * 'available' leads qualify: duplicates (created 'invalid') are never offered.
 */
export async function claimUnofferedLeads(db: Executor, now: Date, limit: number): Promise<{ id: string; createdAt: Date }[]> {
  const rows = rowsOf<{ id: string; created_at: Date | string }>(
    await db.execute(sql`
      update leads set auto_buy_offered_at = ${now.toISOString()}::timestamptz
      where auto_buy_offered_at is null and id in (
        select id from leads
        where status = 'available' and auto_buy_offered_at is null
        order by created_at, id
        limit ${limit}
        for update skip locked)
      returning id, created_at`),
  );
  return rows.map((r) => ({ id: r.id, createdAt: new Date(r.created_at) })).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Offers every newly arrived lead once to auto-buy subscribers (autoBuyMatched:
 * fair order, area, cap, balance, one lead per request each), batch by
 * batch, oldest first so the fair-share rotation follows arrival order.
 *
 * A lead is claimed (committed) before it is offered, so it is offered at
 * most once even with several workers: if a worker dies in between, that
 * lead is simply not auto-bought and stays on sale for manual buying.
 */
export async function offerNewLeads(ctx: DomainContext, options: { batchSize?: number; maxBatches?: number } = {}): Promise<OfferReport> {
  const batchSize = options.batchSize ?? OFFER_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? 50;
  const report: OfferReport = { claimed: 0, bought: 0, stale: 0, failed: 0, released: 0 };
  // Ended exclusive offers first, so this very run offers their leads to the market (every minute, by the sweep).
  report.released = await releaseEndedOffers(ctx.db, nowOf(ctx));
  for (let round = 0; round < maxBatches; round++) {
    const claimed = await claimUnofferedLeads(ctx.db, nowOf(ctx), batchSize);
    report.claimed += claimed.length;
    const arrived = claimed.filter((lead) => nowOf(ctx).getTime() - lead.createdAt.getTime() <= ARRIVAL_WINDOW_MS);
    report.stale += claimed.length - arrived.length;
    try {
      // The batch's facts and subscribers in two statements; then each lead in arrival order, as each purchase moves balances.
      const leads = (
        await leadFactsOf(
          ctx.db,
          arrived.map((lead) => lead.id),
        )
      ).filter(offerable);
      const matches = await matchSubscribers(ctx, leads);
      for (const [i, lead] of leads.entries()) {
        try {
          if (await autoBuyMatched(ctx, lead, matches[i]!)) report.bought += 1;
        } catch (error) {
          // One lead's failure must not cost the rest of the batch their offer (they are claimed already).
          report.failed += 1;
          logger.error("auto-buy offer failed", { leadId: lead.id, error });
        }
      }
    } catch (error) {
      // The batch could not be read: its leads stay on sale for manual buying, as a lead whose offer failed.
      report.failed += arrived.length;
      logger.error("auto-buy batch failed", { leads: arrived.length, error });
    }
    if (claimed.length < batchSize) break;
  }
  return report;
}
