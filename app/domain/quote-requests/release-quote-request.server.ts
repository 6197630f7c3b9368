import { and, eq, sql } from "drizzle-orm";
import { leads, quoteRequests } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { publishEventWith } from "~/domain/realtime/publish-event.server";

/**
 * Put a request's pending leads on the market (decision 0048): the request becomes 'released' and its leads
 * 'available' from `now` (their created_at moves to `now`: a lead's age is its time on sale), announced to live dashboards when the transaction commits. An exclusive offer made at
 * creation (a profile's first hour, a territory) starts again from now, for as long as it was given, so waiting
 * for a code does not use up the pro's head start. The caller holds the request's row lock and wakes the auto-buy
 * job after commit (signalNewLeads). Returns the ids released.
 */
export async function releaseQuoteRequest(tx: Tx, request: { id: string; category: string; zip: string }, now: Date): Promise<string[]> {
  await tx.update(quoteRequests).set({ marketStatus: "released", releasedAt: now }).where(eq(quoteRequests.id, request.id));
  const pending = await tx
    .select({ id: leads.id, offered: sql<boolean>`${leads.offeredUntil} is not null` })
    .from(leads)
    .where(and(eq(leads.quoteRequestId, request.id), eq(leads.status, "pending")))
    .orderBy(leads.seq);
  if (pending.length === 0) return [];
  const ids = pending.map((l) => l.id);
  const change = tx
    .update(leads)
    .set({
      status: "available",
      statusReason: null,
      statusChangedAt: now,
      // A lead's age is its time on the market: auto-buy's arrival window, alerts, aging and "newest" count from here.
      createdAt: now,
      offeredUntil: sql`case when ${leads.offeredUntil} is null then null else ${now.toISOString()}::timestamptz + (${leads.offeredUntil} - ${leads.createdAt}) end`,
    })
    .where(and(eq(leads.quoteRequestId, request.id), eq(leads.status, "pending")));
  // Under an exclusive offer the area's dashboards are not told (create-leads-for-quote-request.server.ts says why).
  if (pending.some((l) => l.offered)) await change;
  else await publishEventWith(tx, { type: "leads.available", leadIds: ids, category: request.category, zip: request.zip }, change);
  return ids;
}
