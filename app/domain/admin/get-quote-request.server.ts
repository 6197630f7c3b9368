import { asc, eq } from "drizzle-orm";
import { contractors, leads, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: one quote request with its consent proof and its leads (with buyer, if sold). */
export async function getQuoteRequest(db: Executor, quoteRequestId: string) {
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId));
  if (!request) return undefined;
  const rows = await db
    .select({
      id: leads.id,
      seq: leads.seq,
      status: leads.status,
      statusReason: leads.statusReason,
      statusChangedAt: leads.statusChangedAt,
      priceCents: purchases.priceCents,
      purchasedAt: purchases.purchasedAt,
      buyerId: contractors.id,
      buyer: contractors.businessName,
    })
    .from(leads)
    .leftJoin(purchases, eq(purchases.leadId, leads.id))
    .leftJoin(contractors, eq(contractors.id, purchases.contractorId))
    .where(eq(leads.quoteRequestId, quoteRequestId))
    .orderBy(asc(leads.seq));
  return { request, leads: rows };
}
