/**
 * The signed consent certificate of each quote request (decision 0051; docs/api.md "Consent certificates"). `body` is the
 * certificate exactly as signed (its canonical JSON is what the Ed25519 signature covers), so it is served and
 * verified as stored. It holds no personal data in the clear: the phone, e-mail, IP, user agent and the submitted form
 * appear only as salted scrypt hashes, the page URL without its query string. An erasure keeps the row as it is and
 * sets purge_after (5 years, as consent_proofs); housekeeping deletes it then.
 */
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { quoteRequests } from "./quote-requests";

export const consentCertificates = pgTable(
  "consent_certificates",
  {
    /** The certificate's id, also inside body. */
    id: uuid("id").primaryKey(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .unique()
      .references(() => quoteRequests.id),
    /** Which of the platform's signing keys signed it (certificate-keys.server.ts). */
    keyId: text("key_id").notNull(),
    body: jsonb("body").notNull(),
    /** Ed25519 over the canonical JSON of body, base64url. */
    signature: text("signature").notNull(),
    /** Set when the homeowner's data is erased: the certificate is kept until then, and deleted after. */
    purgeAfter: timestamp("purge_after", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("consent_certificates_purge_idx")
      .on(t.purgeAfter)
      .where(sql`${t.purgeAfter} is not null`),
  ],
);
