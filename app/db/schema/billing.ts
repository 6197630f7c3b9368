/** Plans and billing (decision 0027): the Professional subscription, its monthly fee charges and Enterprise requests. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { ENTERPRISE_REQUEST_STATUSES, SUBSCRIPTION_CHARGE_STATUSES, SUBSCRIPTION_STATUSES } from "../enums";
import { createdAt, oneOf } from "./columns";
import { contractors } from "./contractors";
import { users } from "./accounts";

/**
 * One row per contractor that ever subscribed to Professional (or started its trial); kept after cancellation,
 * so `trial_started_at` says the one free trial is used. `contractors.plan` follows `status` in the same transaction.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    contractorId: uuid("contractor_id")
      .primaryKey()
      .references(() => contractors.id),
    status: text("status").$type<(typeof SUBSCRIPTION_STATUSES)[number]>().notNull(),
    /** 'stripe' (Stripe Billing) or 'test-mode' (no card; the billing job renews it). */
    provider: text("provider").notNull(),
    /** Stripe's subscription and customer ids; null in test mode. */
    providerRef: text("provider_ref").unique(),
    customerRef: text("customer_ref"),
    trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The trial-ending e-mail went out (set in the same statement that claims it: sent once). */
    trialReminderSentAt: timestamp("trial_reminder_sent_at", { withTimezone: true }),
    /** Stripe's `created` of the last event applied: an older event delivered late changes nothing. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("subscriptions_status_check", oneOf("status", SUBSCRIPTION_STATUSES)), index("subscriptions_status_idx").on(t.status)],
);

/** A monthly fee, paid by card outside the prepaid balance (so not in the ledger); one row per provider invoice. */
export const subscriptionCharges = pgTable(
  "subscription_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    provider: text("provider").notNull(),
    /** Stripe's invoice id, or 'test_<contractor>_<period start>' in test mode: unique, so a replay charges once. */
    providerRef: text("provider_ref").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<(typeof SUBSCRIPTION_CHARGE_STATUSES)[number]>().notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("subscription_charges_provider_ref_unique").on(t.provider, t.providerRef),
    check("subscription_charges_amount_check", sql`${t.amountCents} >= 0`),
    check("subscription_charges_status_check", oneOf("status", SUBSCRIPTION_CHARGE_STATUSES)),
    index("subscription_charges_contractor_created_idx").on(t.contractorId, t.createdAt, t.id),
  ],
);

/** "Talk to sales about Enterprise": an admin completes it by setting the plan (audited) or declines it. */
export const enterpriseRequests = pgTable(
  "enterprise_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    note: text("note").notNull().default(""),
    status: text("status").$type<(typeof ENTERPRISE_REQUEST_STATUSES)[number]>().notNull().default("open"),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("enterprise_requests_status_check", oneOf("status", ENTERPRISE_REQUEST_STATUSES)),
    index("enterprise_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Enterprise exclusive territory (decision 0032): a ZIP belongs to at most one contractor (the primary key), so the
 * lookup at intake is one primary-key read. New leads there are offered to the owner alone for a while
 * (domain/marketplace/territory-offer.server.ts). Rows are deleted when the owner leaves Enterprise.
 */
export const enterpriseTerritories = pgTable(
  "enterprise_territories",
  {
    zip: text("zip").primaryKey(),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("enterprise_territories_contractor_idx").on(t.contractorId), check("enterprise_territories_zip_check", sql`${t.zip} ~ '^[0-9]{5}$'`)],
);
