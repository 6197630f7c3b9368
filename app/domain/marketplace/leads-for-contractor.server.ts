import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { calculatorLeads, leads, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { ContractorRow } from "../contractors/contractor-facts";
import { decodeCursor, encodeCursor } from "../shared/keyset";
import { asFacts, factColumns, type LeadFacts } from "./lead-facts.server";
import { leadInAreaOf, leadOnSale } from "./match-sql.server";

/** The columns of lead-facts plus the row's sort key as the database prints it (microseconds kept: a JS Date has milliseconds). */
const matchedColumns = { ...factColumns, at: sql<string>`${leads.createdAt}::text`.as("at") };

export type LeadPage = {
  /** The cursor of the last row of the previous page (keyset.ts); none for the first page. */
  after?: string | undefined;
  limit: number;
  /** Oldest first (replacements take the longest-waiting lead); newest first otherwise, as the dashboard lists them. */
  oldestFirst?: boolean;
  /** Only these categories of the contractor's (a replacement is of the returned lead's category). */
  categories?: readonly string[];
};

export type MatchedLead = LeadFacts & { cursor: string };

/**
 * The leads on sale that this contractor may be offered, one page in
 * created_at order (id breaking ties): in their categories and area
 * (match-sql.server.ts), not a duplicate request, and not of a quote request
 * they ever bought a lead of (the unique (contractor, request) index answers
 * that per row). Cap, balance and pause are not filtered here: the dashboard
 * shows such leads with the buy button disabled and the reason.
 */
export async function leadsForContractor(db: Executor, contractor: ContractorRow, page: LeadPage): Promise<{ leads: MatchedLead[]; next: string | null }> {
  const categories = page.categories ?? contractor.categories;
  if (categories.length === 0 || page.limit <= 0) return { leads: [], next: null };
  const after = page.after === undefined ? undefined : decodeCursor(page.after);
  const before = page.oldestFirst ? sql`>` : sql`<`;
  const rows = await db
    .select(matchedColumns)
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .leftJoin(calculatorLeads, eq(calculatorLeads.id, quoteRequests.calculatorLeadId))
    .where(
      and(
        leadOnSale,
        inArray(leads.category, [...categories]),
        leadInAreaOf(contractor),
        eq(quoteRequests.isDuplicate, false),
        sql`not exists (select 1 from ${purchases} where ${purchases.contractorId} = ${contractor.id} and ${purchases.quoteRequestId} = ${leads.quoteRequestId})`,
        after ? sql`(${leads.createdAt}, ${leads.id}) ${before} (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(...(page.oldestFirst ? [asc(leads.createdAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)]))
    .limit(page.limit + 1);
  const keys = rows.map((r) => encodeCursor({ at: r.at, id: r.id }));
  const facts = asFacts(rows.slice(0, page.limit).map(({ at: _at, ...r }) => r)).map((f, i) => ({ ...f, cursor: keys[i] as string }));
  return { leads: facts, next: rows.length > page.limit ? (keys[page.limit - 1] ?? null) : null };
}
