import { and, eq, inArray } from "drizzle-orm";
import { ledgerEntries, purchases, quoteRequests } from "~/db/schema";
import { ledgerDetails } from "../shared/lead-label";

/**
 * The lead a ledger line is about, read in the same query as the line: a purchase's and a return credit's
 * reference_id is the purchase; two left joins on primary keys per line of an already bounded page (no N+1).
 */
export const ledgerLead = {
  columns: { leadReference: quoteRequests.reference, leadCategory: quoteRequests.category, leadCity: quoteRequests.city, leadState: quoteRequests.state },
  purchaseOn: and(eq(purchases.id, ledgerEntries.referenceId), inArray(ledgerEntries.kind, ["purchase", "credit"])),
  requestOn: eq(quoteRequests.id, purchases.quoteRequestId),
};

type WithLead = { memo: string | null; leadReference: string | null; leadCategory: string | null; leadCity: string | null; leadState: string | null };

/** The line with its memo for people (the lead's reference, trade and place instead of an id), without the join's columns. */
export function withLeadDetails<T extends WithLead>(row: T): Omit<T, keyof WithLead> & { memo: string } {
  const { leadReference, leadCategory, leadCity, leadState, memo, ...rest } = row;
  const lead = leadReference ? { reference: leadReference, category: leadCategory, city: leadCity, state: leadState } : null;
  return { ...rest, memo: ledgerDetails(memo, lead) };
}
