import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { ContractorRow, LeadZip } from "../contractors/contractor-facts";
import type { LeadOffer } from "./exclusive-offer";
import { contractorCoversLead, documentsCurrent, offerNarrowing } from "./match-sql.server";

/**
 * The reverse of leads-for-contractor: the active contractors whose
 * categories include the lead's and whose area covers it (ZIP list through
 * the GIN index, radius through the GiST area box, then the exact distance).
 * whose license and insurance are not lapsed on `today` (YYYY-MM-DD), and
 * `where` narrows further (auto-buy: subscribers with auto-buy on). Cap,
 * balance and requests already held are the caller's rule (match-lead.ts).
 * With `offer`, a lead under an exclusive offer at `now` matches its holder only (exclusive-offer.ts).
 */
export async function contractorsForLead(
  db: Executor,
  lead: LeadZip & { category: string },
  today: string,
  where?: SQL,
  offer?: { offer: LeadOffer; now: Date },
): Promise<ContractorRow[]> {
  return db
    .select()
    .from(contractors)
    .where(and(eq(contractors.status, "active"), sql`${lead.category} = any(${contractors.categories})`, contractorCoversLead(lead), documentsCurrent(today), where, offer ? offerNarrowing(offer.offer, offer.now) : undefined))
    .orderBy(contractors.id);
}

/**
 * The contractors the lead would match but for a pause or a lapsed document: auto-buy and alerts say so in the
 * contractor's skip reasons (lead-skips.server.ts). The same area and category conditions, through the same indexes.
 */
export async function pausedOrLapsedForLead(db: Executor, lead: LeadZip & { category: string }, today: string, where?: SQL): Promise<{ id: string; reason: "paused" | "documents-expired" }[]> {
  const rows = await db
    .select({ id: contractors.id, status: contractors.status, current: sql<boolean>`${documentsCurrent(today)}` })
    .from(contractors)
    .where(and(or(eq(contractors.status, "active"), eq(contractors.status, "paused")), sql`${lead.category} = any(${contractors.categories})`, contractorCoversLead(lead), sql`not (${contractors.status} = 'active' and ${documentsCurrent(today)})`, where));
  return rows.map((r) => ({ id: r.id, reason: r.current ? "paused" : "documents-expired" }));
}
