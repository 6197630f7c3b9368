/** What a homeowner holds without an account: private links to their request's page, and the follow-up of a request no pro could take. */
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { quoteRequests } from "./quote-requests";

/**
 * Links to /my-request/<token>. Only the sha256 of the token is kept (a copy
 * of the table opens no page). Every link works until it expires (90 days),
 * however often it is opened: a fresh link from the "find my request" form
 * does not end the earlier ones, so a stranger typing someone's address
 * cannot break the link in their inbox.
 */
export const requestLinks = pgTable(
  "request_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("request_links_quote_request_idx").on(t.quoteRequestId), index("request_links_expires_idx").on(t.expiresAt)],
);

/**
 * A request that no verified pro served when it was sent (its confirmation
 * said so and promised an e-mail within 24 hours either way). The follow-up
 * job sends that e-mail once, at notifyBy, and sets notifiedAt in the same
 * transaction; the admin overview lists the ones still unsold.
 */
export const unmatchedRequests = pgTable(
  "unmatched_requests",
  {
    quoteRequestId: uuid("quote_request_id")
      .primaryKey()
      .references(() => quoteRequests.id),
    notifyBy: timestamp("notify_by", { withTimezone: true }).notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("unmatched_requests_due_idx")
      .on(t.notifyBy)
      .where(sql`${t.notifiedAt} is null`),
    index("unmatched_requests_created_at_idx").on(t.createdAt),
  ],
);
