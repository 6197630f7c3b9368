/** Messages to send (the outbox) and the idempotency records of form submissions. */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxChannel, type OutboxStatus } from "../enums";
import { laneCondition, OUTBOX_LANES } from "../outbox-lanes";
import { createdAt, oneOf } from "./columns";
import { contractors } from "./contractors";

/**
 * Every e-mail and SMS the product sends. Rows are written in the same
 * transaction as the record they belong to, then delivered by a job; with no
 * provider configured they stay 'stored' for the admin console.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    /** The contractor a lead delivery is for (webhook rows are signed with that contractor's secret). */
    contractorId: uuid("contractor_id").references((): AnyPgColumn => contractors.id),
    /** What the message is about, e.g. 'quote-request.confirmation'. */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra e-mail headers, e.g. List-Unsubscribe on alerts (RFC 8058); null for none. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").$type<OutboxStatus>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Earliest time of the next delivery attempt; also the lease of an attempt in flight. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_channel_check", oneOf("channel", OUTBOX_CHANNELS)),
    check("outbox_status_check", oneOf("status", OUTBOX_STATUSES)),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    // One per sending lane (app/db/outbox-lanes.ts): a claim or a probe reads its own lane's due rows, however many
    // of the other lanes' are due before them. Only pending rows: small indexes.
    ...OUTBOX_LANES.map((lane) =>
      index(`outbox_${lane}_due_idx`)
        .on(t.channel, t.nextAttemptAt)
        .where(sql`${t.status} = 'pending' and ${laneCondition(lane, t.kind)}`),
    ),
    // Keyset pages (sort key, id): the order of a list, so a page is one index range (decision 0019).
    index("outbox_created_id_idx").on(t.createdAt, t.id),
    index("outbox_channel_created_id_idx").on(t.channel, t.createdAt, t.id),
    index("outbox_status_created_id_idx").on(t.status, t.createdAt, t.id),
    index("outbox_to_created_id_idx").on(sql`lower(${t.to})`, t.createdAt, t.id),
  ],
);

/**
 * One row per accepted form submission, keyed by a fingerprint of its
 * normalized content, so a double click or a resubmission after refresh
 * returns the first result instead of creating a second record.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    form: text("form").notNull(),
    fingerprint: text("fingerprint").notNull(),
    recordId: uuid("record_id").notNull(),
    /** The public result returned to the first submission, returned again to repeats. */
    result: jsonb("result").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("form_submissions_fingerprint_idx").on(t.fingerprint, t.createdAt)],
);
