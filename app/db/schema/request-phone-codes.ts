/**
 * The 6-digit codes texted to a homeowner to verify the phone of a quote request (decision 0048). Kept
 * apart from phone_verifications, which is a contractor's own change of number. Neither the code nor the number is
 * stored: a keyed hash of each (HMAC with a server secret), so a database copy does not give away a code in its 10
 * minutes, and the per-number limit is counted without keeping the number a second time.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { quoteRequests } from "./quote-requests";

export const requestPhoneCodes = pgTable(
  "request_phone_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** HMAC of the E.164 number: what "3 codes an hour per number" counts. */
    phoneHash: text("phone_hash").notNull(),
    /** HMAC of this row's id and the code. */
    codeHash: text("code_hash").notNull(),
    /** Tries used, the right one included; at most 5, raised by one conditional UPDATE so parallel tries cannot pass it. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the right code was entered: the verification record an admin sees on a "wrong number" return. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("request_phone_codes_attempts_check", sql`${t.attempts} >= 0 and ${t.attempts} <= 5`),
    // The request's latest code (the one a try is checked against) and its verification record.
    index("request_phone_codes_request_idx").on(t.quoteRequestId, t.createdAt),
    // The codes sent to a number in the last hour.
    index("request_phone_codes_phone_idx").on(t.phoneHash, t.createdAt),
  ],
);
