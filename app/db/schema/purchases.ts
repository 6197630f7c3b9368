/** Sales of leads and their returns. */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { PIPELINE_STATUSES, RETURN_STATUSES, type PipelineStatus } from "../enums";
import { createdAt, oneOf } from "./columns";
import { quoteRequests, leads } from "./quote-requests";
import { contractors } from "./contractors";
import { users } from "./accounts";

export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A lead is sold once, ever. */
    leadId: uuid("lead_id")
      .notNull()
      .unique()
      .references(() => leads.id),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id),
    priceCents: integer("price_cents").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The buyer's service area at purchase (returns.ts judges 'outside-area' against it). */
    serviceAreaSnapshot: jsonb("service_area_snapshot").notNull(),
    autoBuy: boolean("auto_buy").notNull().default(false),
    pipelineStatus: text("pipeline_status").$type<PipelineStatus>().notNull().default("new"),
    notes: text("notes").notNull().default(""),
    jobValueCents: integer("job_value_cents"),
    pipelineUpdatedAt: timestamp("pipeline_updated_at", { withTimezone: true }),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the buyer was reminded that the lead is still not marked contacted (once per purchase; null: not reminded). */
    contactReminderSentAt: timestamp("contact_reminder_sent_at", { withTimezone: true }),
    /** The buyer's first reply to the homeowner on the platform (a quote or a message); its response time. */
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    /** When the buyer was reminded that it had not replied within 24 hours (once; null: not reminded). */
    replyReminderSentAt: timestamp("reply_reminder_sent_at", { withTimezone: true }),
  },
  (t) => [
    unique("purchases_contractor_request_unique").on(t.contractorId, t.quoteRequestId),
    unique("purchases_contractor_idempotency_unique").on(t.contractorId, t.idempotencyKey),
    check("purchases_price_check", sql`${t.priceCents} > 0`),
    check("purchases_pipeline_check", oneOf("pipeline_status", PIPELINE_STATUSES)),
    check("purchases_job_value_check", sql`${t.jobValueCents} is null or ${t.jobValueCents} >= 0`),
    // A request's buyers: the homeowner's request page, who-will-call, erasure (the unique key above leads with the contractor).
    index("purchases_quote_request_idx").on(t.quoteRequestId),
    // Keyset pages (sort key, id): the order of a list, so a page is one index range (decision 0019).
    index("purchases_contractor_purchased_id_idx").on(t.contractorId, t.purchasedAt, t.id),
    // Purchases of a time range: the admin overview and the review-invitation job's recent window.
    index("purchases_purchased_at_idx").on(t.purchasedAt),
    // My leads filtered by status: the same keyset order within one status, so a filtered page is one index range.
    index("purchases_contractor_pipeline_purchased_id_idx").on(t.contractorId, t.pipelineStatus, t.purchasedAt, t.id),
    // The contact-reminder sweep: purchases still 'new' and not yet reminded, by purchase time. The partial index
    // holds only those, so the sweep's time range reads them alone.
    // The 24-hour reply reminder: purchases with no reply and no reminder yet, by purchase time.
    index("purchases_reply_reminder_due_idx")
      .on(t.purchasedAt)
      .where(sql`${t.firstReplyAt} is null and ${t.replyReminderSentAt} is null`),
    index("purchases_contact_reminder_due_idx")
      .on(t.purchasedAt)
      .where(sql`${t.pipelineStatus} = 'new' and ${t.contactReminderSentAt} is null`),
  ],
);

export const leadReturns = pgTable(
  "lead_returns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One return per purchase. */
    purchaseId: uuid("purchase_id")
      .notNull()
      .unique()
      .references(() => purchases.id),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    status: text("status").$type<(typeof RETURN_STATUSES)[number]>().notNull().default("pending"),
    /** 'auto' when the system credited it, else the admin's decision reason. */
    decisionReason: text("decision_reason"),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    replacementPurchaseId: uuid("replacement_purchase_id").references((): AnyPgColumn => purchases.id),
    createdAt: createdAt(),
  },
  (t) => [check("lead_returns_status_check", oneOf("status", RETURN_STATUSES)), index("lead_returns_status_created_id_idx").on(t.status, t.createdAt, t.id)],
);
