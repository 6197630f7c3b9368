import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { publishEvent } from "../realtime/publish-event.server";

/**
 * Exclusive offers that ended by `now` go to the market "as usual": their leads are made unoffered again
 * (auto_buy_offered_at and alerts_fanned_at back to null), so the auto-buy job's next claim offers them to
 * subscribers and the alert job then fans them out — the same two steps a new lead takes. The offer's holder had its
 * turn already; lead_alerts' (lead, contractor) key keeps it from a second alert. Clearing offered_until marks the
 * offer released (offered_to_contractor_id stays as the record). Claimed with `skip locked` through the small partial
 * index leads_offer_until_idx, so concurrent runs release each lead once. The area's live dashboards hear of the
 * leads now (they were not told while the offer ran), when the release commits.
 */
export async function releaseEndedOffers(db: Db, now: Date, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = rowsOf<{ id: string; category: string; zip: string; status: string }>(
      await tx.execute(sql`
      update leads set offered_until = null, auto_buy_offered_at = null, alerts_fanned_at = null
      where id in (
        select id from leads
        where offered_until is not null and offered_until <= ${now.toISOString()}::timestamptz
        order by offered_until
        limit ${limit}
        for update skip locked)
      returning id, category, zip, status`),
    );
    // One event per category and ZIP, as a new request's leads are announced (at most 50 ids an event).
    const groups = new Map<string, typeof rows>();
    for (const r of rows.filter((row) => row.status === "available"))
      groups.set(`${r.category} ${r.zip}`, [...(groups.get(`${r.category} ${r.zip}`) ?? []), r]);
    for (const group of groups.values()) {
      for (let i = 0; i < group.length; i += 50) {
        const part = group.slice(i, i + 50);
        await publishEvent(tx, { type: "leads.available", leadIds: part.map((r) => r.id), category: part[0]!.category, zip: part[0]!.zip });
      }
    }
    return rows.length;
  });
}
