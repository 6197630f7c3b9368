/** Money: the double-entry ledger, the balances kept in step with it, and top-ups. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { LEDGER_ENTRY_KINDS, TOP_UP_STATUSES } from "../enums";
import { createdAt, oneOf } from "./columns";
import { contractors } from "./contractors";
import { users } from "./accounts";

/** Accounts of ledger-rules.ts, keyed by accountKey(): 'platform-revenue', 'contractor-balance:<id>', … */
export const ledgerAccounts = pgTable("ledger_accounts", {
  key: text("key").primaryKey(),
  kind: text("kind").notNull(),
  contractorId: uuid("contractor_id").references(() => contractors.id),
  createdAt: createdAt(),
});

/** Entries of one operation share transaction_id and sum to zero. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id").notNull(),
    accountKey: text("account_key")
      .notNull()
      .references(() => ledgerAccounts.key),
    /** Denormalized from the account, for per-contractor statements. */
    contractorId: uuid("contractor_id").references(() => contractors.id),
    amountCents: integer("amount_cents").notNull(),
    kind: text("kind").$type<(typeof LEDGER_ENTRY_KINDS)[number]>().notNull(),
    /** The purchase, return or top-up this operation belongs to. */
    referenceId: uuid("reference_id"),
    memo: text("memo"),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check("ledger_entries_amount_check", sql`${t.amountCents} <> 0`),
    check("ledger_entries_kind_check", oneOf("kind", LEDGER_ENTRY_KINDS)),
    index("ledger_entries_transaction_idx").on(t.transactionId),
    // Keyset pages (sort key, id): the order of a list, so a page is one index range (decision 0019).
    index("ledger_entries_contractor_created_id_idx").on(t.contractorId, t.createdAt, t.id),
    // The admin overview: one account's movements over a date range (platform revenue), one index range.
    index("ledger_entries_account_created_idx").on(t.accountKey, t.createdAt),
  ],
);

/** The balance, kept in step with ledger_entries in the same transaction; the check makes a negative balance impossible. */
export const contractorBalances = pgTable(
  "contractor_balances",
  {
    contractorId: uuid("contractor_id")
      .primaryKey()
      .references(() => contractors.id),
    balanceCents: integer("balance_cents").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("contractor_balances_nonnegative_check", sql`${t.balanceCents} >= 0`)],
);

export const topUps = pgTable(
  "top_ups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    provider: text("provider").notNull(),
    /** The provider's payment id; unique so a replayed confirmation credits once. */
    providerRef: text("provider_ref").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<(typeof TOP_UP_STATUSES)[number]>().notNull(),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    unique("top_ups_provider_ref_unique").on(t.provider, t.providerRef),
    check("top_ups_amount_check", sql`${t.amountCents} > 0`),
    check("top_ups_status_check", oneOf("status", TOP_UP_STATUSES)),
  ],
);
