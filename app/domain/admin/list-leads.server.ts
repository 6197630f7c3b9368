import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { contractors, leads, purchases, quoteRequests, type LeadStatus } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { leadWithRequestColumns } from "~/domain/leads/lead-with-request-columns.server";

export type LeadFilter = { status?: LeadStatus; category?: string; from?: Date; to?: Date };

/** Admin: leads with their quote request and buyer, newest first; `to` is exclusive. */
export async function listLeads(db: Executor, filter: LeadFilter = {}, limit = 300) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(leads.status, filter.status));
  if (filter.category) where.push(eq(leads.category, filter.category));
  if (filter.from) where.push(gte(leads.createdAt, filter.from));
  if (filter.to) where.push(lt(leads.createdAt, filter.to));
  return db
    .select({
      id: leads.id,
      seq: leads.seq,
      status: leads.status,
      statusReason: leads.statusReason,
      createdAt: leads.createdAt,
      quoteRequestId: quoteRequests.id,
      ...leadWithRequestColumns,
      prosRequested: quoteRequests.prosRequested,
      priceCents: purchases.priceCents,
      buyer: contractors.businessName,
    })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .leftJoin(purchases, eq(purchases.leadId, leads.id))
    .leftJoin(contractors, eq(contractors.id, purchases.contractorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(leads.createdAt), leads.seq)
    .limit(limit);
}
