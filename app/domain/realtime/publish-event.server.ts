import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "~/db/types.server";
import { MARKETPLACE_CHANNEL, type MarketplaceEvent } from "./marketplace-event";

export type { MarketplaceEvent } from "./marketplace-event";

/**
 * Announce a marketplace event to every app process (Postgres NOTIFY). Call it
 * inside the transaction that made the change: Postgres delivers the
 * notification when that transaction commits, and never if it rolls back, so
 * a dashboard is never told about a sale or a lead that did not happen.
 */
export async function publishEvent(tx: Executor, event: MarketplaceEvent): Promise<void> {
  await tx.execute(eventStatement(event));
}

/** publishEvent's statement, for a caller that sends it with other work (flushWrites). */
export function eventStatement(event: MarketplaceEvent): SQL {
  // Listeners filter a sale by the lead's category and ZIP; the statement adds them from the row, to keep the
  // sale's transaction short.
  if (event.type === "lead.sold") {
    return sql`select pg_notify(${MARKETPLACE_CHANNEL}, (${JSON.stringify(event)}::jsonb || jsonb_build_object('category', category, 'zip', zip))::text)
          from leads where id = ${event.leadId}`;
  }
  return sql`select pg_notify(${MARKETPLACE_CHANNEL}, ${JSON.stringify(event)})`;
}

/**
 * publishEvent for `change`, a data-modifying statement whose effect the event names (its ids known beforehand), in
 * one statement: the change runs as a CTE, then the NOTIFY. A round trip fewer for every new request's leads.
 */
export async function publishEventWith(tx: Executor, event: Exclude<MarketplaceEvent, { type: "lead.sold" }>, change: SQLWrapper): Promise<void> {
  await tx.execute(sql`with change as (${change.getSQL()}) select pg_notify(${MARKETPLACE_CHANNEL}, ${JSON.stringify(event)})`);
}
