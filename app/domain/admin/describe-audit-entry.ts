/**
 * The audit log in words: who did it, what they did, and each changed field as before → after, e.g.
 * "Acme Roofing changed weekly cap: $200.00 → $300.00". Pure: the list query supplies the names (the acting user's
 * e-mail and, for a contractor's user, its business; the contractor an entry is about). An action this table does not
 * know (one added later) still reads as its name and its changed fields, never as raw JSON alone.
 */
import { leadLabel } from "../shared/lead-label";

export type AuditRow = {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  /** The acting user's e-mail; null when no signed-in user acted. */
  actor: string | null;
  actorRole?: string | null;
  /** The business of the acting contractor user. */
  actorBusiness?: string | null;
  /** The business of the contractor or application the entry is about (entity "contractor", "contractor_application"). */
  subjectBusiness?: string | null;
  /** The lead or quote request the entry is about (entity "lead", "lead_return", "quote_request"): its request's reference, trade and place. */
  subjectReference?: string | null;
  subjectCategory?: string | null;
  subjectCity?: string | null;
  subjectState?: string | null;
};

export type AuditChange = { field: string; before: string; after: string };
/** `subject`: the record the entry is about, named for people (a business, a lead's reference, trade and place). */
export type AuditWords = { who: string; what: string; subject: string; changes: AuditChange[]; note: string | null };

/** Past-tense phrase of each action; `{subject}` is the record the entry is about. */
const PHRASES: Record<string, string> = {
  "contractor.update": "changed {subject}",
  "contractor.preferences": "changed the lead preferences of {subject}",
  "contractor.alert-settings": "changed the alert settings of {subject}",
  "contractor.alerts-unsubscribe": "turned off alert e-mails of {subject} (unsubscribe link)",
  "contractor.territory": "set the exclusive territory of {subject}",
  "balance.adjust": "adjusted the balance of {subject}",
  "api-key.create": "created an API key for {subject}",
  "api-key.revoke": "revoked an API key of {subject}",
  "webhook.url-set": "set the webhook URL of {subject}",
  "webhook.url-clear": "removed the webhook URL of {subject}",
  "webhook.secret-rotate": "rotated the webhook secret of {subject}",
  "application.approve": "approved {subject}",
  "application.reject": "rejected {subject}",
  "application.review": "started reviewing {subject}",
  "invitation.resend": "re-sent the sign-in invitation of {subject}",
  "lead.mark-invalid": "marked {subject} invalid",
  "quote_request.approve": "approved the held {subject}",
  "quote_request.reject": "rejected the held {subject}",
  "return.credit": "credited the return {subject}",
  "return.replace": "replaced the lead of return {subject}",
  "return.reject": "rejected the return {subject}",
  "lead_price.update": "changed the lead price {subject}",
  "lead_price.reset": "reset the lead price {subject}",
  "privacy.requested": "asked for a privacy request on {subject}",
  "privacy.completed": "completed the privacy request {subject}",
  "privacy.erased": "erased a homeowner's personal data",
  "privacy.stop-contact": "stopped new contacts for {subject}",
  "message.reply": "answered {subject} by e-mail",
  "message.close": "closed {subject}",
  "message.reopen": "reopened {subject}",
  "outbox.retry": "retried {subject}",
  "outbox.resend": "re-sent {subject}",
  "user.time-zone": "changed their own time zone",
};

const ENTITY_NAMES: Record<string, string> = {
  contractor_application: "application",
  lead_return: "",
  quote_request: "quote request",
  privacy_request: "",
  contact_message: "contact message",
  outbox: "message",
  lead_price: "",
};

/** Who acted: the contractor's business for its own users, the admin's e-mail, the homeowner for public privacy forms. */
function whoOf(row: AuditRow): string {
  if (row.actor) return row.actorRole === "contractor" && row.actorBusiness ? row.actorBusiness : row.actor;
  // Written before actions recorded their user: a contractor changing its own settings, or an unsubscribe link.
  if (row.entity === "contractor" && row.action.startsWith("contractor.") && row.subjectBusiness) return row.subjectBusiness;
  if (row.action.startsWith("privacy.")) return "Homeowner";
  return "System";
}

/** The record named for people: a business, a lead's reference, trade and place; a short id only when nothing else is known. */
function nameOf(row: AuditRow): string {
  const name = ENTITY_NAMES[row.entity] ?? row.entity.replaceAll("_", " ");
  if (row.entity === "contractor") return row.subjectBusiness ?? `contractor ${row.entityId.slice(0, 8)}`;
  if (row.entity === "contractor_application" && row.subjectBusiness) return `${name} of ${row.subjectBusiness}`;
  const lead = leadLabel({
    reference: row.subjectReference ?? null,
    category: row.subjectCategory ?? null,
    city: row.subjectCity ?? null,
    state: row.subjectState ?? null,
  });
  if (lead) return `${name} ${lead}`.trim();
  return `${name} ${row.entity === "lead_price" ? row.entityId : row.entityId.slice(0, 8)}`.trim();
}

function subjectOf(row: AuditRow, who: string): string {
  if (row.entity === "contractor" && row.subjectBusiness === who) return "its account";
  return nameOf(row);
}

const fieldWords = (key: string) =>
  key
    .replace(/Cents$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
const FIELD_NAMES: Record<string, string> = {
  serviceZipCodes: "service ZIP codes",
  baseZip: "base ZIP",
  licenseExpiresOn: "licence expires",
  insuranceExpiresOn: "insurance expires",
  webhookUrl: "webhook URL",
  alertSms: "alert SMS",
  emailChannel: "e-mail delivery",
  smsChannel: "SMS delivery",
};
/** Fields that explain rather than change (shown as the note), or internal and unreadable. */
const NOTE_FIELDS = new Set(["reason", "overrideReason"]);
const HIDDEN_FIELDS = new Set(["baseLat", "baseLng", "keyId", "userId", "contractorId", "replacementPurchaseId", "replyId", "outboxId", "copyId"]);

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "number" && key.endsWith("Cents")) return `${value < 0 ? "−" : ""}$${(Math.abs(value) / 100).toFixed(2)}`;
  if (typeof value === "boolean") return value ? "on" : "off";
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export function describeAuditEntry(row: AuditRow): AuditWords {
  const who = whoOf(row);
  const phrase = PHRASES[row.action] ?? `${row.action} on {subject}`;
  const what = phrase.replace("{subject}", subjectOf(row, who));
  const before = record(row.before);
  const after = record(row.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !NOTE_FIELDS.has(k) && !HIDDEN_FIELDS.has(k));
  const changes = keys
    .map((k) => ({ field: FIELD_NAMES[k] ?? fieldWords(k), before: k in before ? show(k, before[k]) : "—", after: k in after ? show(k, after[k]) : "—" }))
    .filter((c) => c.before !== c.after);
  const reason = after.reason ?? after.overrideReason;
  return { who, what, subject: nameOf(row), changes, note: typeof reason === "string" && reason !== "" ? reason : null };
}

/** One line: "Acme Roofing changed weekly cap: $200.00 → $300.00". */
export function auditSentence(words: AuditWords): string {
  const changes = words.changes.map((c) => `${c.field}: ${c.before} → ${c.after}`).join("; ");
  return `${words.who} ${words.what}${changes ? `: ${changes}` : ""}${words.note ? ` (reason: ${words.note})` : ""}`;
}
