import { and, eq, sql, type SQL } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { ContractorRow, LeadZip } from "../contractors/contractor-facts";
import type { LeadOffer } from "./exclusive-offer";
import { contractorCoversLead, offerNarrowing } from "./match-sql.server";

/**
 * The reverse of leads-for-contractor: the active contractors whose
 * categories include the lead's and whose area covers it (ZIP list through
 * the GIN index, radius through the GiST area box, then the exact distance).
 * `where` narrows further (auto-buy: subscribers with auto-buy on). Cap,
 * balance and requests already held are the caller's rule (match-lead.ts).
 * With `offer`, a lead under an exclusive offer at `now` matches its holder only (exclusive-offer.ts).
 */
export async function contractorsForLead(
  db: Executor,
  lead: LeadZip & { category: string },
  where?: SQL,
  offer?: { offer: LeadOffer; now: Date },
): Promise<ContractorRow[]> {
  return db
    .select()
    .from(contractors)
    .where(and(eq(contractors.status, "active"), sql`${lead.category} = any(${contractors.categories})`, contractorCoversLead(lead), where, offer ? offerNarrowing(offer.offer, offer.now) : undefined))
    .orderBy(contractors.id);
}
