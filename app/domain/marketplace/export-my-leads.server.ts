/**
 * My leads as CSV: every lead of the filtered list (the same filter, query, index and order as the page), read in
 * keyset batches and handed on as each is read, so a buyer with thousands of leads gets them all and the server
 * never holds them at once. Times are ISO 8601 in the buyer's time zone with its offset. The contact columns are
 * what the page shows: empty once a credited return took the contact back or the homeowner erased their data.
 */
import { isoInZone } from "~/lib/format-time";
import type { MyLeadsFilter } from "~/forms/my-leads-filter";
import { getMyTimeZone } from "../contractors/my-time-zone.server";
import type { DomainContext } from "../shared/domain-context.server";
import { myLeads, type MyLead } from "./listings.server";

/** Leads read per batch: a few index range reads per thousand rows, little memory. */
export const MY_LEADS_EXPORT_BATCH = 500;

export const MY_LEADS_CSV_COLUMNS = [
  "Reference",
  "Bought at",
  "Category",
  "Status",
  "Price (USD)",
  "Job value (USD)",
  "Return",
  "Homeowner",
  "Email",
  "Phone",
  "City",
  "State",
  "ZIP",
  "Project details",
  "Notes",
];

type Cell = string | number | null;
const dollars = (cents: number | null) => (cents === null ? null : Number((cents / 100).toFixed(2)));

function rowOf(lead: MyLead, zone: string): Cell[] {
  const h = lead.homeowner;
  return [
    h.reference,
    isoInZone(lead.purchasedAt, zone),
    lead.category,
    lead.pipelineStatus,
    dollars(lead.priceCents),
    dollars(lead.jobValueCents),
    lead.returnStatus,
    h.fullName,
    h.email,
    h.phone,
    h.city,
    h.state,
    h.zip,
    h.details,
    lead.notes,
  ];
}

/** The batches of rows of the export, newest first; the walk stops when the caller stops pulling. */
export async function* myLeadsCsvRows(
  ctx: DomainContext,
  contractorId: string,
  filter: MyLeadsFilter,
  batch = MY_LEADS_EXPORT_BATCH,
): AsyncGenerator<Cell[][]> {
  const zone = await getMyTimeZone(ctx, contractorId);
  let after: string | undefined;
  for (;;) {
    const page = await myLeads(ctx, contractorId, { after, limit: batch }, filter);
    if (page.leads.length > 0) yield page.leads.map((lead) => rowOf(lead, zone));
    if (!page.next) return;
    after = page.next;
  }
}
