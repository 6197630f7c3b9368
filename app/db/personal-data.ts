/**
 * Where personal data lives: every table of the schema and every text, varchar, json, jsonb and array column,
 * classified once, with what erasing a homeowner (app/domain/privacy/erase-homeowner.server.ts) does to it.
 * tests/structure/personal-data.test.ts walks the drizzle schema and fails when a table or such a column is missing
 * here, or named here and gone from the schema; the erasure tests check that every place marked for the homeowner's
 * erasure is covered. Keys are the SQL names (table, then column).
 *
 * class:
 *  - personal: a value about a person (name, e-mail, phone, address, IP, free text they wrote or that quotes them).
 *  - derived:  made from personal data (a hash, a rendered message, a stored response that copies it).
 *  - none:     not about a person.
 * erasure (what erasing a homeowner does):
 *  - redact:        overwritten in place on the homeowner's rows (the row stays: purchases, the ledger, returns point at it).
 *  - delete-row:    the homeowner's rows are deleted.
 *  - keyed-hash:    only an HMAC with a server secret is stored (a plain hash of an e-mail or phone is reversed by
 *                   enumeration); it stays, and nothing reads it back.
 *  - kept:          deliberately kept; the why says what for.
 *  - other-person:  personal data of someone who is not a homeowner (contractor, applicant, staff): homeowner erasure
 *                   does not apply; it goes with that person's own account or record.
 *  - not-applicable: not personal.
 */

import { deleted, hashed, kept, none, notPersonal, redact, requestMeta, type TableClassification } from "./personal-data-kinds";
import { quotesAndThreads } from "./personal-data-threads";
import { contractorsAndApplicants } from "./personal-data-accounts";

export type { ColumnClassification, ErasureTreatment, PersonalDataClass, TableClassification } from "./personal-data-kinds";

export const personalData = {
  // ── Homeowners' requests ──────────────────────────────────────────────
  quote_requests: {
    why: "a homeowner's request: the main home of their personal data; the row stays for purchases, the ledger and returns",
    columns: {
      reference: kept("THP-… code; pseudonymous once the contact fields go, and what buyers, the ledger and returns refer to", "none"),
      full_name: redact("the homeowner's name"),
      email: redact("the homeowner's e-mail"),
      phone: redact("the homeowner's phone"),
      zip: kept("the job's ZIP: the lead's market fact (also on leads), not identifying on its own"),
      city: kept("the ZIP's city, as zip"),
      state: kept("the ZIP's state, as zip"),
      category: none("the trade asked for"),
      details: redact("the homeowner's free-text description of the job"),
      source: none("form or calculator"),
      consent_text_version: none("which consent text they agreed to (copied to consent_proofs)"),
      page_url: redact("the page the form was sent from (may carry tracking parameters); copied to consent_proofs"),
      ...requestMeta("redact"),
      answers: kept(
        "the project's qualifying answers (timeline, property type, ownership, budget, trade questions): choices from fixed lists, no free text; what buyers bought",
        "none",
      ),
      market_status: none("where the request stands before its leads are sold"),
      quality_signals: kept(
        "the score's inputs (seconds to submit, browser flags, counts of recent requests) and reason codes: numbers and codes, no identity",
        "none",
      ),
      device_hash: redact("a keyed hash of the browser's device cookie, which links the person's requests"),
    },
  },
  calculator_leads: {
    why: "a calculator's estimate with the homeowner's contact details; the row stays (the converted request points at it)",
    columns: {
      calculator_type: none("the calculator"),
      answers: kept("the normalized answers about the job (sizes, materials; no free text): the estimate's inputs", "none"),
      result: kept("the server's estimate from the answers", "none"),
      full_name: redact("the homeowner's name"),
      email: redact("the homeowner's e-mail"),
      phone: redact("the homeowner's phone"),
      address: redact("the homeowner's street address"),
      consent_text_version: none("which consent text they agreed to"),
      page_url: redact("the calculator page (may carry tracking parameters)"),
      ...requestMeta("redact"),
    },
  },
  leads: {
    why: "the sellable copies of a request: market facts, no contact details (but an admin's reason may quote them)",
    columns: {
      category: none("the trade"),
      zip: kept("the job's ZIP, as quote_requests.zip"),
      status: none("the lead's state"),
      status_reason: redact("a code such as 'duplicate', or an admin's words marking it invalid, which may quote the homeowner: replaced when they do"),
    },
  },
  request_links: {
    why: "the homeowner's private links to their request page; deleted on erasure",
    columns: { token_hash: deleted("sha256 of the link's random token (opens the homeowner's page)", "derived") },
  },
  unmatched_requests: { why: "follow-up due for a request no pro took; the homeowner's row is deleted on erasure", rows: "delete-row", columns: {} },
  request_phone_codes: {
    why: "the codes texted to verify a request's phone (only keyed hashes); the rows go on erasure, the request keeps phone_verified_at",
    rows: "delete-row",
    columns: { phone_hash: deleted("HMAC of the homeowner's number, for the per-number limit", "derived"), code_hash: none("HMAC of a short-lived code") },
  },
  request_photos: {
    why: "photos of the homeowner's property attached to a request (re-encoded, no EXIF or GPS); the rows and their files are deleted on erasure",
    rows: "delete-row",
    columns: notPersonal({
      stored_name: "a random file name made by the server (the file itself goes with the row)",
      thumb_stored_name: "the thumbnail's random file name, as stored_name",
    }),
  },
  privacy_requests: {
    why: "a privacy request waiting for its confirmation link",
    columns: {
      kind: none("deletion or do-not-sell"),
      email: redact("the address the request is for; set to null when it is carried out, unconfirmed ones are pruned once expired"),
      token_hash: none("sha256 of the confirmation link's random token"),
    },
  },
  consent_proofs: {
    why: "what proves consent to be contacted after an erasure (decision 0025), purged after 5 years",
    columns: {
      consent_text_version: none("which consent text was agreed to"),
      page_url: kept("the page consent was given on: part of the proof", "derived"),
      email_hmac: hashed("HMAC of the e-mail, to match a complaint without keeping the address"),
      phone_hmac: hashed("HMAC of the phone, as email_hmac"),
    },
  },
  consent_certificates: {
    why: "a request's signed consent certificate: kept through an erasure, purged 5 years after it, as consent_proofs",
    columns: {
      key_id: none("which platform key signed it"),
      body: kept(
        "the certificate as signed: consent text, time, page URL without its query, salted scrypt hashes of the phone, e-mail, IP, user agent and form (never the values)",
        "derived",
      ),
      signature: none("the platform's Ed25519 signature"),
    },
  },
  text_opt_outs: {
    why: "numbers that replied STOP to a text: no text goes to them until START; kept through an erasure, which would otherwise forget the objection",
    columns: { phone_hmac: hashed("HMAC of the opted-out E.164 number (the number itself is not kept); what the SMS sender checks") },
  },
  inbound_texts: {
    why: "the provider's ids of the STOP/START texts already acted on (no number, no text); dropped after a month",
    columns: {
      message_sid: kept(
        "the provider's opaque id of a text, linkable to its sender only through the provider; kept a month so a retried webhook is not applied twice",
        "derived",
      ),
    },
  },
  // ── Public forms ──────────────────────────────────────────────────────
  contact_messages: {
    why: "a message from the contact form; a homeowner's are deleted on erasure (with their replies)",
    columns: {
      first_name: deleted("the sender's name"),
      last_name: deleted("the sender's name"),
      email: deleted("the sender's e-mail"),
      phone: deleted("the sender's phone"),
      role: none("homeowner or contractor"),
      message: deleted("what they wrote"),
      ...requestMeta("delete-row"),
    },
  },
  contact_message_replies: {
    why: "an admin's e-mailed answer to a contact message; deleted with the message",
    columns: { body: deleted("the answer as sent; quotes or names the sender", "derived") },
  },
  pricing_requests: {
    why: "a sales enquiry from the pricing form; deleted on erasure when it shares the homeowner's e-mail or phone",
    columns: {
      full_name: deleted("the sender's name"),
      email: deleted("the sender's e-mail"),
      phone: deleted("the sender's phone"),
      business_name: deleted("the sender's business"),
      website: deleted("the sender's website"),
      ...requestMeta("delete-row"),
    },
  },
  form_submissions: {
    why: "the idempotency records of accepted form submissions; a homeowner's records' rows are deleted on erasure",
    columns: {
      form: none("which form"),
      fingerprint: deleted("sha256 of the normalized submission (name, e-mail, phone…)", "derived"),
      result: deleted("the public result returned to the first submission (reference, name)", "derived"),
    },
  },
  // ── Sales of leads ────────────────────────────────────────────────────
  purchases: {
    why: "a contractor's purchase of a lead; the row stays (ledger, returns)",
    columns: {
      idempotency_key: none("the buyer's retry key"),
      service_area_snapshot: none("the buyer's service area at purchase"),
      pipeline_status: none("the buyer's pipeline stage"),
      notes: redact("the buyer's notes; emptied when they quote the homeowner's name, e-mail, phone, address or reference"),
    },
  },
  lead_returns: {
    why: "a return of a purchase; the row stays (ledger)",
    columns: {
      reason: none("a return reason code"),
      note: redact("the buyer's explanation; emptied when it quotes the homeowner"),
      status: none("the return's state"),
      decision_reason: redact("'auto' or the admin's reason; emptied when it quotes the homeowner"),
    },
  },
  ...quotesAndThreads,
  api_requests: {
    why: "the REST API's stored answers by Idempotency-Key, replayed to a retry",
    columns: {
      idempotency_key: none("the contractor's retry key"),
      fingerprint: kept(
        "sha256 of the operation, purchase and parsed body: recognises the same request after erasure (the body quotes only the buyer's own notes)",
        "derived",
      ),
      body: redact("the stored response: the purchase JSON with the homeowner's name, e-mail, phone and details; replaced by the erased view", "derived"),
    },
  },
  lead_alerts: { why: "new-lead alerts to contractors", columns: { status: none("the alert's state") } },
  lead_skips: {
    why: "why auto-buy skipped a lead for a contractor",
    columns: notPersonal({ source: "a code", reason: "a code", detail: "the reason in words, e.g. balance < price" }),
  },
  reviews: {
    why: "a homeowner's review of the pro who bought their request; stars stay for honest ratings",
    columns: {
      body: redact("the homeowner's text (set to null)"),
      reply: redact("the pro's public reply (set to null): it answers, and may name, the homeowner"),
      report_reason: none("why the pro reported it"),
      hidden_reason: none("the admin's reason for hiding it"),
    },
  },
  review_invitations: {
    why: "the homeowner's invitation link to review; unused ones are deleted on erasure",
    columns: { token_hash: deleted("sha256 of the link's random token", "derived") },
  },
  // ── Messages ──────────────────────────────────────────────────────────
  outbox: {
    why: "every e-mail, SMS, push and webhook the product sends; rows naming the homeowner are redacted (pending ones cancelled)",
    columns: {
      channel: none("email, sms, webhook…"),
      kind: none("what the message is about"),
      to: redact("the recipient's address, number or URL"),
      subject: redact("the rendered subject", "derived"),
      text: redact("the rendered message (or webhook payload)", "derived"),
      html: redact("the rendered HTML", "derived"),
      headers: redact("extra headers (List-Unsubscribe…)", "derived"),
      status: none("the delivery state"),
      last_error: redact("the last delivery error; may echo what the receiver answered", "derived"),
    },
  },
  audit_log: {
    why: "who did what; homeowner-facing actions record ids and counts only",
    columns: {
      action: none("the action's name"),
      entity: none("the entity's kind"),
      entity_id: none("the entity's id"),
      before: redact("the changed fields before; redacted where it holds the homeowner's values", "derived"),
      after: redact("the changed fields after; as before", "derived"),
    },
  },
  // ── Rate limits and sign-in ───────────────────────────────────────────
  rate_limits: {
    why: "fixed-window request counters",
    columns: { key: hashed("the limit's bucket (form + e-mail, phone or IP), stored as an HMAC") },
  },
  sign_in_throttles: {
    why: "failed sign-ins (decision 0011)",
    columns: {
      email: hashed("HMAC of the e-mail as typed (any visitor's, known or not)"),
      client: hashed("HMAC of the client (ip:… or device:…), '*' for the account-wide count"),
    },
  },
  ...contractorsAndApplicants,
  // ── Money and prices ──────────────────────────────────────────────────
  ledger_accounts: { why: "ledger accounts", columns: notPersonal({ key: "the account's key", kind: "the account's kind" }) },
  ledger_entries: {
    why: "double-entry ledger lines",
    columns: notPersonal({
      account_key: "the account",
      kind: "the entry's kind",
      memo: "fixed wording, or an admin's adjustment note about the contractor's balance",
    }),
  },
  lead_prices: { why: "the price table", columns: notPersonal({ category: "the trade", tier: "the plan tier", kind: "fresh or aged" }) },
  lead_price_changes: {
    why: "price table history",
    columns: notPersonal({ category: "the trade", tier: "the plan tier", kind: "fresh or aged", reason: "the admin's reason" }),
  },
  app_secrets: { why: "secrets the server makes for itself", columns: notPersonal({ name: "the secret's name", value: "the secret" }) },
} as const satisfies Record<string, TableClassification>;

export type ClassifiedTable = keyof typeof personalData;

/** The tables erasing a homeowner must change: those with a column it redacts or deletes. */
export const tablesErasedForHomeowners = (Object.entries(personalData) as [string, TableClassification][])
  .filter(([, t]) => t.rows === "delete-row" || Object.values(t.columns).some((c) => c.erasure === "redact" || c.erasure === "delete-row"))
  .map(([name]) => name);
