/**
 * Quotes and messages on a bought lead (decision 0052): the pro's quote to the homeowner, its optional PDF, and the
 * thread between the two, with the files attached to a message. Everything hangs off the purchase, so a pro sees only
 * its own, and the homeowner sees those of their request through its private link.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MESSAGE_AUTHORS, MESSAGE_CHANNELS, QUOTE_STATUSES, type MessageAuthor, type MessageChannel, type QuoteStatus } from "../enums";
import { createdAt, fileColumns, oneOf } from "./columns";
import { quoteRequests } from "./quote-requests";
import { contractors } from "./contractors";
import { purchases } from "./purchases";

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One quote per purchase; sending again revises it (until it is hired). */
    purchaseId: uuid("purchase_id")
      .notNull()
      .unique()
      .references(() => purchases.id),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id),
    /** A single price has low = high. */
    priceLowCents: integer("price_low_cents").notNull(),
    priceHighCents: integer("price_high_cents").notNull(),
    /** What the price includes, as the pro wrote it (plain text, never rendered as HTML). */
    includes: text("includes").notNull(),
    earliestStart: date("earliest_start", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    status: text("status").$type<QuoteStatus>().notNull().default("sent"),
    /** The homeowner's reason for declining, if they gave one. */
    declineReason: text("decline_reason"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    /** When the homeowner last accepted or declined it. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** When the pro confirmed the job (status hired). */
    hiredAt: timestamp("hired_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("quotes_status_check", oneOf("status", QUOTE_STATUSES)),
    check("quotes_price_check", sql`${t.priceLowCents} > 0 and ${t.priceHighCents} >= ${t.priceLowCents}`),
    // The quotes of a request, side by side on the homeowner's page.
    index("quotes_quote_request_idx").on(t.quoteRequestId),
    // One chosen quote per request at a time: accepting another first puts this one back to 'sent'.
    uniqueIndex("quotes_one_chosen_idx")
      .on(t.quoteRequestId)
      .where(sql`${t.status} in ('accepted', 'hired')`),
  ],
);

/** A quote's PDF, checked by content (app/lib/uploads), in DATA_DIR/uploads like the other uploads. */
export const quoteFiles = pgTable("quote_files", {
  quoteId: uuid("quote_id")
    .primaryKey()
    .references(() => quotes.id, { onDelete: "cascade" }),
  ...fileColumns(),
  createdAt: createdAt(),
});

export const purchaseMessages = pgTable(
  "purchase_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id),
    author: text("author").$type<MessageAuthor>().notNull(),
    via: text("via").$type<MessageChannel>().notNull(),
    /** Plain text only; shown as text (links are not made clickable), never as HTML. */
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("purchase_messages_author_check", oneOf("author", MESSAGE_AUTHORS)),
    check("purchase_messages_via_check", oneOf("via", MESSAGE_CHANNELS)),
    // A thread in order, paged by keyset (created_at, id); also the per-thread rate limit's count of recent messages.
    index("purchase_messages_thread_idx").on(t.purchaseId, t.createdAt, t.id),
  ],
);

/** Files attached to a message (photos and PDFs, checked by content). */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => purchaseMessages.id, { onDelete: "cascade" }),
    ...fileColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("message_attachments_message_idx").on(t.messageId)],
);
