import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "~/db/types.server";

/**
 * Exclusive offers that ended by `now` go to the market "as usual": their leads are made unoffered again
 * (auto_buy_offered_at and alerts_fanned_at back to null), so the auto-buy job's next claim offers them to
 * subscribers and the alert job then fans them out — the same two steps a new lead takes. The offer's holder had its
 * turn already; lead_alerts' (lead, contractor) key keeps it from a second alert. Clearing offered_until marks the
 * offer released (offered_to_contractor_id stays as the record). Claimed with `skip locked` through the small partial
 * index leads_offer_until_idx, so concurrent runs release each lead once.
 */
export async function releaseEndedOffers(db: Executor, now: Date, limit = 100): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update leads set offered_until = null, auto_buy_offered_at = null, alerts_fanned_at = null
      where id in (
        select id from leads
        where offered_until is not null and offered_until <= ${now.toISOString()}::timestamptz
        order by offered_until
        limit ${limit}
        for update skip locked)
      returning id`),
  );
  return rows.length;
}
