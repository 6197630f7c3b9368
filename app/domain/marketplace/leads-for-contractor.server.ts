import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { calculatorLeads, leads, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { ContractorRow } from "../contractors/contractor-facts";
import { decodeCursor, encodeCursor } from "../shared/keyset";
import { asFacts, factColumns, type LeadFacts } from "./lead-facts.server";
import { leadAreaBranches, leadOnSale } from "./match-sql.server";

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
  const query = leadsForContractorQuery(db, contractor, page);
  if (!query) return { leads: [], next: null };
  const rows = await query;
  const keys = rows.map((r) => encodeCursor({ at: r.at, id: r.id }));
  const facts = asFacts(rows.slice(0, page.limit).map(({ at: _at, ...r }) => r)).map((f, i) => ({ ...f, cursor: keys[i] as string }));
  return { leads: facts, next: rows.length > page.limit ? (keys[page.limit - 1] ?? null) : null };
}

/**
 * The query of leadsForContractor (one row more than the page, to tell whether
 * another follows); undefined when nothing can match. Each way into the area
 * (ZIP list, radius) is its own branch with every filter, the order and the
 * limit, so each reads only its index range and at most a page; the union of
 * the two is cut to the page again and joined to the facts.
 */
export function leadsForContractorQuery(db: Executor, contractor: ContractorRow, page: LeadPage) {
  const categories = page.categories ?? contractor.categories;
  const areas = leadAreaBranches(contractor);
  if (categories.length === 0 || areas.length === 0 || page.limit <= 0) return undefined;
  const after = page.after === undefined ? undefined : decodeCursor(page.after);
  const [cmp, dir] = page.oldestFirst ? [sql`>`, sql`asc`] : [sql`<`, sql`desc`];
  const order = page.oldestFirst ? [asc(leads.createdAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)];
  const branches = areas.map((area) =>
    db
      .select({ id: leads.id, createdAt: leads.createdAt })
      .from(leads)
      .where(
        and(
          leadOnSale,
          inArray(leads.category, [...categories]),
          area,
          sql`not exists (select 1 from ${purchases} where ${purchases.contractorId} = ${contractor.id} and ${purchases.quoteRequestId} = ${leads.quoteRequestId})`,
          after ? sql`(${leads.createdAt}, ${leads.id}) ${cmp} (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(...order)
      .limit(page.limit + 1),
  );
  const matched = sql`select id from (${sql.join(branches, sql` union `)}) as matched order by created_at ${dir}, id ${dir} limit ${page.limit + 1}`;
  return db
    .select(matchedColumns)
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .leftJoin(calculatorLeads, eq(calculatorLeads.id, quoteRequests.calculatorLeadId))
    // A duplicate request's leads are born 'invalid', a terminal state, so none is on sale: the check here is a
    // backstop only (in the branches it would cost a request lookup for every lead of the area before the sort).
    .where(and(sql`${leads.id} in (${matched})`, eq(quoteRequests.isDuplicate, false)))
    .orderBy(...order)
    .limit(page.limit + 1);
}
