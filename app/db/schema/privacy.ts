/** Privacy requests (erasure, do not sell) and the consent proof kept after an erasure (decision 0025). */
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from "../enums";
import { createdAt, oneOf } from "./columns";

/**
 * A privacy request waiting for its e-mailed confirmation link (only the
 * token's sha256 is kept, like request links). The e-mail address is needed
 * until the request is carried out (it is what the erasure looks for), then
 * set to null: a completed request holds no personal data.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<PrivacyRequestKind>().notNull(),
    email: text("email"),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("privacy_requests_kind_check", oneOf("kind", PRIVACY_REQUEST_KINDS)), index("privacy_requests_expires_idx").on(t.expiresAt)],
);

/**
 * What proves an erased request's consent to be contacted: the consent text
 * version, when and on which page, and keyed hashes (HMAC-SHA256 with a
 * server secret) of the phone and e-mail, so a complaint about a call to a
 * number can be matched without keeping the number. Purged by housekeeping
 * at purgeAfter (5 years, the record-keeping period telemarketing rules expect).
 */
export const consentProofs = pgTable(
  "consent_proofs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    consentTextVersion: text("consent_text_version").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    pageUrl: text("page_url"),
    emailHmac: text("email_hmac").notNull(),
    phoneHmac: text("phone_hmac").notNull(),
    purgeAfter: timestamp("purge_after", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consent_proofs_purge_idx").on(t.purgeAfter), index("consent_proofs_phone_idx").on(t.phoneHmac)],
);

/**
 * Phone numbers that replied STOP (or another opt-out keyword) to one of our
 * texts: no text of ours goes to them until they reply START. Keyed by the
 * keyed hash of the E.164 number (consent-hmac), so the number is not kept;
 * an erasure leaves the row, which is what keeps the objection honoured.
 */
export const textOptOuts = pgTable("text_opt_outs", {
  phoneHmac: text("phone_hmac").primaryKey(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull(),
});

/**
 * The provider's ids of the inbound opt-out and opt-in texts already acted
 * on, so a retried webhook changes nothing twice (a STOP retried after a
 * START must not opt the number out again). Nothing else of the text is
 * kept; rows older than a month are dropped as new texts arrive.
 */
export const inboundTexts = pgTable(
  "inbound_texts",
  {
    messageSid: text("message_sid").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("inbound_texts_received_idx").on(t.receivedAt)],
);
