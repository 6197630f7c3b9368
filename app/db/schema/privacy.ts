/** Privacy requests (erasure, do not sell) and the consent proof kept after an erasure (issue 13 §3, decision 0025). */
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
