/**
 * The admin lists as CSV (decision 0030): each list's columns and how to read every row of it with the list's own
 * filters. An export walks the list's keyset pages in batches (the same query, index and order as the page on screen)
 * and hands each batch on as it is read: the table is never loaded whole. Personal data appears only where the admin
 * list itself shows it (the leads list shows no homeowner contact, so neither does its export). Times are ISO 8601
 * with the offset of the exporting admin's zone.
 */
import type { Executor } from "~/db/types.server";
import { COMPANY_TIME_ZONE, isoInZone } from "~/lib/format-time";
import type { Page, PageRequest } from "~/domain/shared/keyset-page.server";
import { describeAuditEntry } from "./describe-audit-entry";
import { listApplications, type ApplicationStatus } from "./list-applications.server";
import { listAuditLog } from "./list-audit-log.server";
import { listContactMessages } from "./list-contact-messages.server";
import { listContractors } from "./list-contractors.server";
import { listLeads, type LeadFilter } from "./list-leads.server";
import { listOutbox, type OutboxFilter } from "./list-outbox.server";
import { listReturns } from "./list-returns.server";

/** Rows read per page of an export: a few index range reads per thousand rows, little memory. */
export const EXPORT_BATCH = 500;

export type Cell = string | number | null;
export type ExportFilters = {
  leads: LeadFilter;
  contractors: { q?: string };
  applications: { status?: ApplicationStatus | undefined };
  messages: { q?: string };
  outbox: OutboxFilter;
  audit: Record<string, never>;
  returns: { status: "pending" | "credited" | "replaced" | "rejected" };
};
export type ExportList = keyof ExportFilters;
/** A list and its filters, as one value (the list decides the filter's shape). */
export type ExportRequest = { [L in ExportList]: { list: L; filter: ExportFilters[L] } }[ExportList];
export const EXPORT_LISTS = ["leads", "contractors", "applications", "messages", "outbox", "audit", "returns"] as const satisfies readonly ExportList[];

/** `iso`: a time as ISO 8601 with the offset of the admin's zone ("2026-12-01T14:10:00-05:00"). */
type Spec<F> = {
  columns: string[];
  rowsOf(db: Executor, filter: F, page: PageRequest, iso: (d: Date | string | null) => string | null): Promise<Page<Cell[]>>;
};

const dollars = (cents: number | null) => (cents === null ? null : Number((cents / 100).toFixed(2)));
const mapPage = async <T>(page: Promise<Page<T>>, row: (r: T) => Cell[]): Promise<Page<Cell[]>> => {
  const p = await page;
  return { rows: p.rows.map(row), next: p.next };
};

const specs: { [L in ExportList]: Spec<ExportFilters[L]> } = {
  leads: {
    columns: ["Reference", "Lead", "Pros requested", "Category", "City", "State", "ZIP", "Created", "Status", "Status reason", "Buyer", "Price (USD)"],
    rowsOf: (db, f, p, iso) =>
      mapPage(listLeads(db, f, p), (l) => [
        l.reference,
        l.seq,
        l.prosRequested,
        l.category,
        l.city,
        l.state,
        l.zip,
        iso(l.createdAt),
        l.status,
        l.statusReason,
        l.buyer,
        dollars(l.priceCents),
      ]),
  },
  contractors: {
    columns: ["Business", "Contact", "E-mail", "Plan", "Status", "Balance (USD)", "Categories", "Licence expires", "Insurance expires"],
    rowsOf: (db, f, p) =>
      mapPage(listContractors(db, p, f), (c) => [
        c.businessName,
        c.contactName,
        c.email,
        c.plan,
        c.status,
        dollars(c.balanceCents ?? 0),
        c.categories.join(" "),
        c.licenseExpiresOn,
        c.insuranceExpiresOn,
      ]),
  },
  applications: {
    columns: ["Business", "First name", "Last name", "E-mail", "Category", "Submitted", "Status"],
    rowsOf: (db, f, p, iso) =>
      mapPage(listApplications(db, f.status, p), (a) => [a.businessName, a.firstName, a.lastName, a.email, a.serviceCategory, iso(a.createdAt), a.status]),
  },
  messages: {
    columns: ["Received", "First name", "Last name", "E-mail", "Phone", "Role", "Message", "Closed"],
    rowsOf: (db, f, p, iso) =>
      mapPage(listContactMessages(db, p, f), (m) => [iso(m.createdAt), m.firstName, m.lastName, m.email, m.phone, m.role, m.message, iso(m.closedAt)]),
  },
  outbox: {
    columns: ["Created", "Channel", "Kind", "To", "Subject", "Status", "Attempts", "Last error", "Sent", "Contractor", "Text"],
    rowsOf: (db, f, p, iso) =>
      mapPage(listOutbox(db, f, p), (m) => [
        iso(m.createdAt),
        m.channel,
        m.kind,
        m.to,
        m.subject,
        m.status,
        m.attempts,
        m.lastError,
        iso(m.sentAt),
        m.contractorName,
        m.text,
      ]),
  },
  audit: {
    columns: ["When", "Who", "What", "Action", "Entity", "Entity id", "Before (JSON)", "After (JSON)"],
    rowsOf: (db, _f, p, iso) =>
      mapPage(listAuditLog(db, p), (a) => {
        const words = describeAuditEntry(a);
        return [iso(a.at), words.who, words.what, a.action, a.entity, a.entityId, JSON.stringify(a.before), JSON.stringify(a.after)];
      }),
  },
  returns: {
    columns: ["Asked", "Status", "Reason", "Note", "Contractor", "Reference", "Category", "Price (USD)", "Pipeline status", "Decision reason", "Decided"],
    rowsOf: (db, f, p, iso) =>
      mapPage(listReturns(db, f.status, p), (r) => [
        iso(r.createdAt),
        r.status,
        r.reason,
        r.note,
        r.businessName,
        r.reference,
        r.category,
        dollars(r.priceCents),
        r.pipelineStatus,
        r.decisionReason,
        iso(r.decidedAt),
      ]),
  },
};

export const exportColumns = (list: ExportList): string[] => specs[list].columns;

/** Every row of a list with its filters, batch by batch (keyset pages of EXPORT_BATCH rows), as CSV cells. */
export async function* exportRows(db: Executor, { list, filter }: ExportRequest, timeZone: string = COMPANY_TIME_ZONE): AsyncGenerator<Cell[][]> {
  const iso = (d: Date | string | null) => (d === null ? null : isoInZone(d, timeZone));
  // The union ties each list to its own filter; TypeScript cannot follow that through the lookup.
  const spec = specs[list] as Spec<typeof filter>;
  let after: string | undefined;
  do {
    const page = await spec.rowsOf(db, filter, { after, limit: EXPORT_BATCH }, iso);
    if (page.rows.length > 0) yield page.rows;
    after = page.next ?? undefined;
  } while (after);
}
