import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import { contractors, leads, purchases, quoteRequests, quoteRequestSearchText, type LeadStatus } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { leadWithRequestColumns } from "~/domain/leads/lead-with-request-columns.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";
import { searchQueryOf } from "~/domain/shared/text-search";
import { matchesSearch } from "~/domain/shared/text-search.server";

export type LeadFilter = {
  status?: LeadStatus | undefined;
  category?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
};

// (created_at, id) desc through leads_created_idx, or the status / category variant when filtered (migration 0006).
const order = keyset(leads.createdAt, leads.id);

/** Admin: leads with their quote request and buyer, newest first, one keyset page at a time; `to` is exclusive; `q` searches the request. */
export async function listLeads(db: Executor, filter: LeadFilter = {}, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const where: (SQL | undefined)[] = [order.after(page.after)];
  if (filter.status) where.push(eq(leads.status, filter.status));
  if (filter.category) where.push(eq(leads.category, filter.category));
  if (filter.from) where.push(gte(leads.createdAt, filter.from));
  if (filter.to) where.push(lt(leads.createdAt, filter.to));
  // Text search reads the request's GIN index (quote_requests_search_idx), then its leads by request (leads_quote_request_seq_unique).
  const query = searchQueryOf(filter.q ?? "");
  if (query) where.push(matchesSearch(leads.quoteRequestId, quoteRequests, quoteRequestSearchText(quoteRequests), query));
  const rows = await db
    .select({
      id: leads.id,
      ...order.key,
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
    .where(and(...where))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
