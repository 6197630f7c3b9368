/**
 * Available leads by price, lowest or highest first, one page at a time, each page read in index order.
 *
 * A price is the buyer's: its tier and the admin's table choose the range of the lead's category and age (fresh or
 * aged), and the lead's position in that range (leads.price_position, price-lead.ts) chooses the price in it, never
 * lower for a higher position. So within one category and age, the leads ordered by (position, id) are in price
 * order for every buyer, which is what the indexes leads_for_sale_zip_price_idx and leads_for_sale_cell_price_idx
 * hold (by category, status, then the area's ZIP or cell). A page merges those streams: one branch per category,
 * age and way into the area, each cut to the round's size, their union ordered by (price, position, id).
 *
 * The cursor is that key of the last row. For each stream it is turned into a bound on (position, id) alone, so each
 * branch is one index range: the positions of that range whose price is past the cursor's price, or equal to it and
 * past the cursor's position and id (priceAtPosition is monotone, so that is a threshold found by bisection). Like
 * oldest first, a branch reads its area's index entries after the bound (a ZIP list or several cells cannot be read
 * in one order), from the index alone; the checks and the facts are read for the candidates only.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Tier } from "~/content/prices";
import { LEAD_STATUSES_FOR_SALE } from "~/db/enums";
import { leads } from "~/db/schema";
import { rowsOf, type Executor } from "~/db/types.server";
import type { ContractorRow } from "../contractors/contractor-facts";
import { PRICE_POSITION_SCALE, priceAtPosition, priceRangeFor } from "../pricing/price-lead";
import type { PriceTable } from "../pricing/price-table";
import { DomainError } from "../shared/errors";
import { decodeCursor, encodeCursor } from "../shared/keyset";
import type { CategorySlug } from "~/content/categories";
import type { PriceRange } from "~/content/prices";
import { asFacts } from "./lead-facts.server";
import { CANDIDATES_PER_ROW, checkedLeadsQuery, type LeadPage, type MatchedLead } from "./leads-for-contractor.server";
import { contractorOnTheMarket, leadAreaBranches, leadOnSale } from "./match-sql.server";

export type PriceOrder = "lowest" | "highest";

/** The sort key: the buyer's price in whole dollars, the lead's position, its id. */
export type PriceKey = { dollars: number; position: number; id: string };

const KEY = /^(\d{1,6}):(\d{1,7})$/;

function decodePriceCursor(cursor: string): PriceKey {
  const key = decodeCursor(cursor, "text");
  const m = KEY.exec(key.at);
  if (!m || Number(m[2]) > PRICE_POSITION_SCALE)
    throw new DomainError("invalid_input", "This page link is not valid. Start again from the first page.", { field: "cursor" });
  return { dollars: Number(m[1]), position: Number(m[2]), id: key.id };
}

const encodeKey = (k: PriceKey) => encodeCursor({ at: `${k.dollars}:${k.position}`, id: k.id });

/** The smallest position whose price passes `dollars` (above it with `strictly`, else at least it); past the top: SCALE + 1. */
function firstPosition(range: PriceRange, dollars: number, strictly: boolean): number {
  let [lo, hi] = [0, PRICE_POSITION_SCALE + 1];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const price = priceAtPosition(range, mid);
    if (strictly ? price > dollars : price >= dollars) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The rows of one stream (one range) after the cursor, as a bound on (position, id); undefined when none can be.
 * Lowest first, "after" is (price, position, id) greater than the cursor's; highest first, smaller.
 */
function streamBound(range: PriceRange, after: PriceKey | undefined, order: PriceOrder): SQL | undefined | "none" {
  if (!after) return undefined;
  const atCursor = priceAtPosition(range, after.position);
  const [rowCmp, posCmp] = order === "lowest" ? [sql`>`, sql`>=`] : [sql`<`, sql`<`];
  // The cursor's position prices the same here: the stream continues right after it.
  if (atCursor === after.dollars) return sql`(${leads.pricePosition}, ${leads.id}) ${rowCmp} (${after.position}::int, ${after.id}::uuid)`;
  // Otherwise no row of this stream has the cursor's price and position both: the price alone decides, a threshold.
  // Lowest first: the positions priced above the cursor's price, or at it too when the cursor's position prices
  // below it (those at its price all come after it); highest first: the positions below that same threshold.
  const threshold = firstPosition(range, after.dollars, atCursor > after.dollars);
  if (order === "lowest" && threshold > PRICE_POSITION_SCALE) return "none";
  if (order === "highest" && threshold <= 0) return "none";
  return sql`${leads.pricePosition} ${posCmp} ${threshold}::int`;
}

/** The price indexes' extra predicate term, as a literal (a parameter would hide from the planner that it holds). */
const pricedForSale = sql.raw(`"leads"."price_position" >= 0`);

export type Stream = { category: CategorySlug; status: (typeof LEAD_STATUSES_FOR_SALE)[number]; range: PriceRange };

/**
 * One round's candidates: up to `limit` leads on sale in the contractor's categories and area after the cursor, in
 * price order, as (id, position, category, status); undefined when nothing can match.
 */
export function priceCandidatesQuery(
  db: Executor,
  contractor: ContractorRow,
  page: LeadPage,
  streams: Stream[],
  after: PriceKey | undefined,
  order: PriceOrder,
  limit: number,
): SQL | undefined {
  const areas = leadAreaBranches(contractor);
  if (areas.length === 0 || limit <= 0) return undefined;
  const dir = order === "lowest" ? sql`asc` : sql`desc`;
  const branches: SQL[] = [];
  for (const stream of streams) {
    const bound = streamBound(stream.range, after, order);
    if (bound === "none") continue;
    for (const area of areas) {
      branches.push(
        sql`(${db
          .select({ id: leads.id, position: leads.pricePosition, category: leads.category, status: leads.status })
          .from(leads)
          .where(
            and(
              leadOnSale,
              // The literals the index's leading columns are asked for: one range per category, age and ZIP or cell; and
              // the term of the price indexes' predicate (schema), which makes them reachable from here.
              sql`${leads.status} = ${sql.raw(`'${stream.status}'`)}`,
              pricedForSale,
              eq(leads.category, stream.category),
              contractorOnTheMarket(contractor.id, page.today),
              area,
              bound,
            ),
          )
          .orderBy(sql`${leads.pricePosition} ${dir}`, sql`${leads.id} ${dir}`)
          .limit(limit)})`,
      );
    }
  }
  if (branches.length === 0) return undefined;
  return sql`select distinct id, price_position as position, category, status from (${sql.join(branches, sql` union all `)}) as candidates`;
}

/**
 * The leads on sale this contractor may be offered (leadsForContractor's rules), by the price this buyer would pay,
 * lowest or highest first; the position, then the id, breaking ties. `page.after` is a cursor of this order.
 */
export async function leadsByPriceForContractor(
  db: Executor,
  contractor: ContractorRow,
  page: LeadPage,
  pricing: { tier: Tier; table: PriceTable; order: PriceOrder },
): Promise<{ leads: MatchedLead[]; next: string | null }> {
  const wanted = page.limit + 1;
  const perRound = wanted * CANDIDATES_PER_ROW;
  const categories = (page.categories ?? contractor.categories) as CategorySlug[];
  const streams: Stream[] = categories.flatMap((category) =>
    LEAD_STATUSES_FOR_SALE.map((status) => ({
      category,
      status,
      range: priceRangeFor({ category, tier: pricing.tier, aged: status === "aged", priceTable: pricing.table.fresh, agedPriceTable: pricing.table.aged }),
    })),
  );
  const rangeOf = new Map(streams.map((s) => [`${s.category}|${s.status}`, s.range]));
  const sign = pricing.order === "lowest" ? 1 : -1;
  const compare = (a: PriceKey, b: PriceKey) => sign * (a.dollars - b.dollars || a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let after = page.after === undefined ? undefined : decodePriceCursor(page.after);
  const rows: { row: Awaited<ReturnType<typeof checkedLeadsQuery>>[number]; key: PriceKey }[] = [];
  for (;;) {
    const query = priceCandidatesQuery(db, contractor, page, streams, after, pricing.order, perRound);
    if (!query) break;
    const found = rowsOf<{ id: string; position: number; category: string; status: string }>(await db.execute(query));
    const candidates = found
      .map((c): PriceKey => ({
        dollars: priceAtPosition(rangeOf.get(`${c.category}|${c.status}`)!, Number(c.position)),
        position: Number(c.position),
        id: c.id,
      }))
      .toSorted(compare)
      .slice(0, perRound);
    if (candidates.length > 0) {
      const checked = new Map(
        (
          await checkedLeadsQuery(
            db,
            contractor,
            page,
            candidates.map((c) => c.id),
            candidates.length,
          )
        ).map((r) => [r.id, r]),
      );
      for (const key of candidates) {
        const row = checked.get(key.id);
        if (row && rows.length < wanted) rows.push({ row, key });
      }
      after = candidates[candidates.length - 1];
    }
    // Every branch returned what it had after the cursor: nothing more to read.
    if (rows.length >= wanted || candidates.length < perRound) break;
  }
  const shown = rows.slice(0, page.limit);
  const facts = asFacts(shown.map(({ row: { at: _at, slotsLeft: _slots, ...r } }) => r));
  const list = facts.map((f, i): MatchedLead => ({ ...f, cursor: encodeKey(shown[i]!.key), slotsLeft: shown[i]!.row.slotsLeft }));
  const last = rows.length > page.limit ? shown.at(-1) : undefined;
  return { leads: list, next: last ? encodeKey(last.key) : null };
}
