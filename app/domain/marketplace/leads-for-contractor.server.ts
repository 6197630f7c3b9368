import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { calculatorLeads, leads, purchases, quoteRequests } from "~/db/schema";
import { rowsOf, type Executor } from "~/db/types.server";
import type { ContractorRow } from "../contractors/contractor-facts";
import { decodeCursor, encodeCursor } from "../shared/keyset";
import { asFacts, factColumns, type LeadFacts } from "./lead-facts.server";
import { contractorOnTheMarket, leadAreaBranches, leadOnSale, leadOpenTo } from "./match-sql.server";
import { LEAD_STATUSES_FOR_SALE } from "~/db/enums";

/** The columns of lead-facts plus the row's sort key as the database prints it (microseconds kept: a JS Date has milliseconds). */
const matchedColumns = { ...factColumns, at: sql<string>`${leads.createdAt}::text`.as("at") };

export type LeadPage = {
  /** The cursor of the last row of the previous page (keyset.ts); none for the first page. */
  after?: string | undefined;
  limit: number;
  /** YYYY-MM-DD (document-expiry.ts): a contractor whose license or insurance lapsed before this day is offered nothing. */
  today: string;
  /** Oldest first (replacements take the longest-waiting lead); newest first otherwise, as the dashboard lists them. */
  oldestFirst?: boolean;
  /** Only these categories of the contractor's (a replacement is of the returned lead's category). */
  categories?: readonly string[];
  /**
   * One row per quote request (the dashboard's cards): its on-sale lead of the lowest seq, the one a buyer gets,
   * with `slotsLeft`, how many of the request's leads are still on sale. The page is keyset-paged on that lead.
   */
  onePerRequest?: boolean;
  /** The clock exclusive offers are read against (exclusive-offer.ts); the database's when omitted. */
  now?: Date;
};

/** slotsLeft: with onePerRequest, how many of the request's leads are on sale; 1 otherwise (each row is one lead). */
export type MatchedLead = LeadFacts & { cursor: string; slotsLeft: number };

const forSale = LEAD_STATUSES_FOR_SALE.map((s) => `'${s}'`).join(", ");
/** The lead is the first on sale of its request (by seq, answered by the (quote_request_id, seq) unique index). */
const firstOnSaleOfRequest = sql.raw(
  `not exists (select 1 from "leads" as "sibling" where "sibling"."quote_request_id" = "leads"."quote_request_id" and "sibling"."seq" < "leads"."seq" and "sibling"."status" in (${forSale}))`,
);
/** How many leads of the lead's request are on sale. */
const slotsLeftOfRequest = sql<number>`(select count(*)::int from "leads" as "sibling" where "sibling"."quote_request_id" = "leads"."quote_request_id" and "sibling"."status" in (${sql.raw(forSale)}))`;

/** A page's order, used by both steps: created_at, id breaking ties, newest first unless oldestFirst. */
const pageOrder = (page: LeadPage) => (page.oldestFirst ? [asc(leads.createdAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)]);

/**
 * How many candidates one round reads per row of the page: the checks drop the leads of a request the contractor
 * bought, a request's later leads (one card per request) and leads under another's offer, about half at most.
 */
export const CANDIDATES_PER_ROW = 3;

/**
 * The candidate step's windows, newest first: a day before the page's start, then wider by what the area's density
 * so far says a full round needs (twice that, and at least ×8; ×64 after an empty day), then all time past 512
 * days. A busy area fills a page from the first; a quiet one reads its few leads in two or three short statements.
 */
const FIRST_WINDOW_MS = 86_400_000;
const MIN_GROWTH = 8;
const EMPTY_GROWTH = 64;
const LAST_WINDOW_MS = 512 * FIRST_WINDOW_MS;

/** The next window after one that held `seen` candidates in all (undefined: all time). */
function widerWindow(windowMs: number, seen: number, perRound: number): number | undefined {
  const growth = seen === 0 ? EMPTY_GROWTH : Math.max(MIN_GROWTH, 1 + (2 * perRound) / seen);
  const next = windowMs * growth;
  return next > LAST_WINDOW_MS ? undefined : next;
}

/**
 * The leads on sale that this contractor may be offered, one page in
 * created_at order (id breaking ties): in their categories and area
 * (match-sql.server.ts), not a duplicate request, and not of a quote request
 * they ever bought a lead of (the unique (contractor, request) index answers
 * that per row), and not under another contractor's exclusive offer. Cap, balance and pause are not filtered here: the dashboard
 * shows such leads with the buy button disabled and the reason.
 *
 * Two steps per round, so the cost follows the page and not the area (decision 0035): the area's newest candidates,
 * read from the covering area indexes alone (no table row, no per-row check), then the checks and the facts for those
 * candidates only. A round whose candidates do not fill the page reads the next candidates after its last one.
 */
export async function leadsForContractor(db: Executor, contractor: ContractorRow, page: LeadPage): Promise<{ leads: MatchedLead[]; next: string | null }> {
  const wanted = page.limit + 1;
  const perRound = wanted * CANDIDATES_PER_ROW;
  const rows: Awaited<ReturnType<typeof checkedLeadsQuery>> = [];
  let after = page.after;
  // Newest first, the candidates come from a window of time before the page's start that widens until the page
  // fills: a round reads the window's index entries, not all of the area's. Oldest first (replacements) has none.
  const anchor = page.after === undefined ? (page.now ?? new Date()).toISOString() : decodeCursor(page.after).at;
  let windowMs: number | undefined = page.oldestFirst ? undefined : FIRST_WINDOW_MS;
  let seen = 0;
  for (;;) {
    const query = leadCandidatesQuery(db, contractor, { ...page, after, limit: perRound }, windowMs === undefined ? undefined : { anchor, ms: windowMs });
    if (!query) break;
    const candidates = rowsOf<{ id: string; at: string }>(await db.execute(query));
    seen += candidates.length;
    if (candidates.length > 0) {
      rows.push(
        ...(await checkedLeadsQuery(
          db,
          contractor,
          page,
          candidates.map((c) => c.id),
          wanted - rows.length,
        )),
      );
      const last = candidates[candidates.length - 1]!;
      after = encodeCursor({ at: last.at, id: last.id });
    }
    if (rows.length >= wanted) break;
    // A short round has read its whole window: widen it (the rows already read stay read), or stop after all time.
    if (candidates.length < perRound) {
      if (windowMs === undefined) break;
      windowMs = widerWindow(windowMs, seen, perRound);
    }
  }
  const keys = rows.map((r) => encodeCursor({ at: r.at, id: r.id }));
  const shown = rows.slice(0, page.limit);
  const facts = asFacts(shown.map(({ at: _at, slotsLeft: _slots, ...r }) => r)).map((f, i) => ({
    ...f,
    cursor: keys[i] as string,
    slotsLeft: shown[i]?.slotsLeft ?? 1,
  }));
  return { leads: facts, next: rows.length > page.limit ? (keys[page.limit - 1] ?? null) : null };
}

/**
 * The first step: up to `page.limit` leads on sale in the contractor's
 * categories and area after the cursor, in page order, as id and sort key;
 * undefined when nothing can match. Each way into the area (ZIP list, radius)
 * is its own branch with the order and the limit, so each reads only its
 * index range, from the index alone (both area indexes cover id and
 * created_at); the union is cut to the limit again. With a window, only
 * leads created at most `window.ms` before `window.anchor`.
 */
export function leadCandidatesQuery(db: Executor, contractor: ContractorRow, page: LeadPage, window?: { anchor: string; ms: number }): SQL | undefined {
  const categories = page.categories ?? contractor.categories;
  const areas = leadAreaBranches(contractor);
  if (categories.length === 0 || areas.length === 0 || page.limit <= 0) return undefined;
  const after = page.after === undefined ? undefined : decodeCursor(page.after);
  const [cmp, dir] = page.oldestFirst ? [sql`>`, sql`asc`] : [sql`<`, sql`desc`];
  const order = pageOrder(page);
  const branches = areas.map((area) =>
    db
      .select({ id: leads.id, createdAt: leads.createdAt })
      .from(leads)
      .where(
        and(
          leadOnSale,
          // Uncorrelated, so evaluated once: a contractor whose documents lapsed, or below the 4-star rule, reads no candidate (and no round).
          contractorOnTheMarket(contractor.id, page.today),
          inArray(leads.category, [...categories]),
          area,
          after ? sql`(${leads.createdAt}, ${leads.id}) ${cmp} (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          // A lower bound on the index's created_at, right after the cell (or ZIP) columns: one range per cell.
          window ? sql`${leads.createdAt} >= ${window.anchor}::timestamptz - ${window.ms}::float8 * interval '1 millisecond'` : undefined,
        ),
      )
      .orderBy(...order)
      .limit(page.limit),
  );
  return sql`select id, created_at::text as at from (${sql.join(branches, sql` union `)}) as candidates order by created_at ${dir}, id ${dir} limit ${page.limit}`;
}

/**
 * The second step: of the candidates, those this contractor may be offered (still on sale, no other contractor's
 * offer, no request it bought from, the request's first lead on sale with onePerRequest), in page
 * order, at most `limit`; then the facts of those alone. By primary key: it reads the candidates' rows and no other.
 */
export function checkedLeadsQuery(db: Executor, contractor: ContractorRow, page: LeadPage, ids: string[], limit: number) {
  const order = pageOrder(page);
  const offered = db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        inArray(leads.id, ids),
        leadOnSale,
        leadOpenTo(contractor.id, page.now),
        sql`not exists (select 1 from ${purchases} where ${purchases.contractorId} = ${contractor.id} and ${purchases.quoteRequestId} = ${leads.quoteRequestId})`,
        page.onePerRequest ? firstOnSaleOfRequest : undefined,
      ),
    )
    .orderBy(...order)
    .limit(limit);
  return (
    db
      .select({ ...matchedColumns, slotsLeft: page.onePerRequest ? slotsLeftOfRequest.as("slots_left") : sql<number>`1`.as("slots_left") })
      .from(leads)
      .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
      .leftJoin(calculatorLeads, eq(calculatorLeads.id, quoteRequests.calculatorLeadId))
      // A duplicate request's leads are born 'invalid', a terminal state, so none is on sale: a backstop only.
      .where(and(inArray(leads.id, offered), eq(quoteRequests.isDuplicate, false)))
      .orderBy(...order)
  );
}
