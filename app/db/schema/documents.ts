/**
 * Documents (decision 0028): renewed licence and insurance documents a contractor uploads for an admin's review, the
 * expiry reminders sent (one row per document date and threshold: the row is the "exactly once"), the balance
 * settings (low-balance alert, auto-recharge) and why auto-buy or an alert skipped a lead.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DOCUMENT_KINDS, DOCUMENT_REVIEW_STATUSES, FILE_MIME_TYPES, LEAD_SKIP_REASONS, LEAD_SKIP_SOURCES } from "../enums";
import { createdAt, fileColumns, oneOf } from "./columns";
import { contractors } from "./contractors";
import { leads } from "./quote-requests";
import { users } from "./accounts";

export const contractorDocuments = pgTable(
  "contractor_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    kind: text("kind").$type<(typeof DOCUMENT_KINDS)[number]>().notNull(),
    /** The expiry date the document claims (YYYY-MM-DD); an approval copies it to the contractor. */
    expiresOn: text("expires_on").notNull(),
    ...fileColumns(),
    status: text("status").$type<(typeof DOCUMENT_REVIEW_STATUSES)[number]>().notNull().default("pending"),
    rejectReason: text("reject_reason"),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("contractor_documents_kind_check", oneOf("kind", DOCUMENT_KINDS)),
    check("contractor_documents_status_check", oneOf("status", DOCUMENT_REVIEW_STATUSES)),
    check("contractor_documents_mime_check", oneOf("mime", FILE_MIME_TYPES)),
    check("contractor_documents_size_check", sql`${t.sizeBytes} > 0`),
    check("contractor_documents_reject_check", sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
    // The admin queue: pending first, oldest first.
    index("contractor_documents_status_created_idx").on(t.status, t.createdAt, t.id),
    index("contractor_documents_contractor_idx").on(t.contractorId, t.createdAt),
  ],
);

export const documentReminders = pgTable(
  "document_reminders",
  {
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    kind: text("kind").$type<(typeof DOCUMENT_KINDS)[number]>().notNull(),
    /** The expiry date reminded of: a renewal with a new date gets its own reminders. */
    expiresOn: text("expires_on").notNull(),
    daysBefore: integer("days_before").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractorId, t.kind, t.expiresOn, t.daysBefore] }), check("document_reminders_kind_check", oneOf("kind", DOCUMENT_KINDS))],
);

/**
 * One row per contractor who set anything here (absent: no alert, no auto-recharge). Kept apart from `contractors`
 * so the balance hooks lock one small row. The Stripe ids are the saved card's customer and payment method.
 */
export const balanceSettings = pgTable(
  "balance_settings",
  {
    contractorId: uuid("contractor_id")
      .primaryKey()
      .references(() => contractors.id),
    lowBalanceCents: integer("low_balance_cents"),
    /** True from the alert until the balance is at or above the threshold again: one e-mail per crossing. */
    lowBalanceAlerted: boolean("low_balance_alerted").notNull().default(false),
    rechargeBelowCents: integer("recharge_below_cents"),
    rechargeAmountCents: integer("recharge_amount_cents"),
    stripeCustomerId: text("stripe_customer_id"),
    stripePaymentMethodId: text("stripe_payment_method_id"),
    /** Counts crossings below rechargeBelowCents; the recharge's idempotency key names the crossing. */
    rechargeCrossings: integer("recharge_crossings").notNull().default(0),
    /** True from a fall below rechargeBelowCents until the balance is at or above it again. */
    rechargePending: boolean("recharge_pending").notNull().default(false),
    /** The crossing last charged for: a crossing is charged once (the sweep claims it by raising this). */
    rechargeChargedCrossing: integer("recharge_charged_crossing").notNull().default(0),
  },
  (t) => [
    check("balance_settings_low_check", sql`${t.lowBalanceCents} is null or ${t.lowBalanceCents} > 0`),
    check(
      "balance_settings_recharge_check",
      sql`(${t.rechargeBelowCents} is null) = (${t.rechargeAmountCents} is null) and coalesce(${t.rechargeAmountCents}, 1) > 0 and coalesce(${t.rechargeBelowCents}, 1) > 0`,
    ),
  ],
);

export const leadSkips = pgTable(
  "lead_skips",
  {
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    source: text("source").$type<(typeof LEAD_SKIP_SOURCES)[number]>().notNull(),
    reason: text("reason").$type<(typeof LEAD_SKIP_REASONS)[number]>().notNull(),
    /** What the contractor reads, e.g. "balance $31.00 < price $75.00". */
    detail: text("detail").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contractorId, t.leadId] }),
    check("lead_skips_source_check", oneOf("source", LEAD_SKIP_SOURCES)),
    check("lead_skips_reason_check", oneOf("reason", LEAD_SKIP_REASONS)),
    index("lead_skips_contractor_created_idx").on(t.contractorId, t.createdAt),
    index("lead_skips_created_idx").on(t.createdAt),
  ],
);
