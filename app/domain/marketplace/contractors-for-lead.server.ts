import { and, count, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { ContractorRow, LeadZip } from "../contractors/contractor-facts";
import { contractorCoversLead, documentsCurrent } from "./match-sql.server";
import { meetsRatingBar } from "../contractors/rating-bar-sql.server";

/**
 * The reverse of leads-for-contractor: the active contractors whose
 * categories include the lead's and whose area covers it (ZIP list through
 * the GIN index, radius through the GiST area box, then the exact distance).
 * whose license and insurance are not lapsed on `today` (YYYY-MM-DD), and
 * `where` narrows further (a profile's pro, a territory's owner). Cap,
 * balance and requests already held are the caller's rule (match-lead.ts).
 */
export async function contractorsForLead(db: Executor, lead: LeadZip & { category: string }, today: string, where?: SQL): Promise<ContractorRow[]> {
  return db
    .select()
    .from(contractors)
    .where(servesLead(lead, today, where))
    .orderBy(contractors.id);
}

/** How many contractors contractorsForLead would return, counted by the database (no rows come back). */
export async function countContractorsForLead(db: Executor, lead: LeadZip & { category: string }, today: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contractors).where(servesLead(lead, today));
  return row?.n ?? 0;
}

/**
 * contractorsForLead's condition: active, the lead's trade, its area, documents current on `today`, not below the
 * 4-star rule (rating-bar.ts), and `where`.
 */
export function servesLead(lead: LeadZip & { category: string }, today: string, where?: SQL): SQL | undefined {
  return and(
    eq(contractors.status, "active"),
    sql`${lead.category} = any(${contractors.categories})`,
    contractorCoversLead(lead),
    documentsCurrent(today),
    meetsRatingBar,
    where,
  );
}

export type PlaceMatch = {
  /** Active, documents current: contractorsForLead's rows, before any exclusive offer (the caller applies openTo). */
  active: ContractorRow[];
  /** Those it would match but for a pause or a lapsed document: auto-buy and alerts say so in skip reasons. */
  pausedOrLapsed: { id: string; reason: "paused" | "documents-expired" }[];
};

type Place = LeadZip & { category: string };
const placeKey = (p: Place) => `${p.category}|${p.zip}|${p.lat}|${p.lng}`;

/**
 * contractorsForLead, and those a pause or a lapsed document keeps out (not those below the 4-star rule: they are
 * left out entirely), for a whole batch of leads in ONE
 * statement: a UNION ALL of one arm per distinct place (the leads of one request share theirs), each arm through
 * the same area indexes. The fan-out and auto-buy read a claimed batch with it instead of two round trips per
 * lead. `where` narrows each arm by the lead's category (alert settings, auto-buy subscribers). Exclusive offers
 * are left to the caller (openTo): a place's arm serves every lead there, offered or not.
 */
export async function matchPlaces(db: Executor, places: readonly Place[], today: string, where: (category: string) => SQL | undefined): Promise<PlaceMatch[]> {
  const distinct = [...new Map(places.map((p) => [placeKey(p), p])).values()];
  if (distinct.length === 0) return [];
  const arm = (p: Place, i: number) =>
    db
      .select({ arm: sql<number>`${i}::int`.as("arm"), current: sql<boolean>`${documentsCurrent(today)}`.as("current"), ...getTableColumns(contractors) })
      .from(contractors)
      // Below the 4-star rule (rating-bar.ts) a pro is offered nothing: its dashboard says why, not a skip per lead.
      .where(
        and(
          or(eq(contractors.status, "active"), eq(contractors.status, "paused")),
          sql`${p.category} = any(${contractors.categories})`,
          contractorCoversLead(p),
          meetsRatingBar,
          where(p.category),
        ),
      );
  const [first, second, ...rest] = distinct.map(arm);
  const rows = second ? await unionAll(first!, second, ...rest) : await first!;
  const byArm = distinct.map((): PlaceMatch => ({ active: [], pausedOrLapsed: [] }));
  for (const { arm: i, current, ...contractor } of rows.toSorted((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const match = byArm[i]!;
    if (contractor.status === "active" && current) match.active.push(contractor);
    else match.pausedOrLapsed.push({ id: contractor.id, reason: current ? "paused" : "documents-expired" });
  }
  const index = new Map(distinct.map((p, i) => [placeKey(p), i]));
  return places.map((p) => byArm[index.get(placeKey(p))!]!);
}
