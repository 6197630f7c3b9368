/**
 * Keeps leads.price_position, the price sort's key, equal to the position pricing reads from the request's
 * attributes (lead-facts.server.ts's leadPricePosition). Called where those attributes become known or change: when
 * a request's leads are made, and when its score is taken again (settle-quote-request.server.ts). One request's
 * leads share their attributes, so this is one read and one update of at most three rows.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { leads } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { leadFactsOf, leadPricePosition } from "./lead-facts.server";

/** `leadIds`: the request's leads when the caller has them (it just made them); else they are read. */
export async function refreshPricePositions(db: Executor, quoteRequestId: string, leadIds?: readonly string[]): Promise<void> {
  const ids = leadIds ?? (await db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, quoteRequestId))).map((r) => r.id);
  const facts = await leadFactsOf(db, ids);
  const byPosition = new Map<number, string[]>();
  for (const lead of facts) {
    const position = leadPricePosition(lead);
    byPosition.set(position, [...(byPosition.get(position) ?? []), lead.id]);
  }
  for (const [position, same] of byPosition) {
    await db
      .update(leads)
      .set({ pricePosition: position })
      .where(and(inArray(leads.id, same), ne(leads.pricePosition, position)));
  }
}
