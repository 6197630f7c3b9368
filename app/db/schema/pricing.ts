/** The admin-edited lead price table and its history. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PRICE_KINDS, PRICE_TIERS, type PriceKind } from "../enums";
import { oneOf, CATEGORY_VALUES } from "./columns";
import { users } from "./accounts";

/**
 * The admin-edited lead price table (spec section 9 ranges per category and
 * tier, whole dollars). A missing row means the spec's figure applies, so an
 * empty table prices exactly as the spec says.
 */
export const leadPrices = pgTable(
  "lead_prices",
  {
    category: text("category").notNull(),
    tier: text("tier").$type<(typeof PRICE_TIERS)[number]>().notNull(),
    kind: text("kind").$type<PriceKind>().notNull(),
    minDollars: integer("min_dollars").notNull(),
    maxDollars: integer("max_dollars").notNull(),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.tier, t.kind] }),
    check("lead_prices_category_check", oneOf("category", CATEGORY_VALUES)),
    check("lead_prices_tier_check", oneOf("tier", PRICE_TIERS)),
    check("lead_prices_kind_check", oneOf("kind", PRICE_KINDS)),
    check("lead_prices_range_check", sql`${t.minDollars} >= 1 and ${t.maxDollars} >= ${t.minDollars} and ${t.maxDollars} <= 10000`),
  ],
);

/** Every change to lead_prices, written in the same transaction: the table's history. */
export const leadPriceChanges = pgTable(
  "lead_price_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    category: text("category").notNull(),
    tier: text("tier").$type<(typeof PRICE_TIERS)[number]>().notNull(),
    kind: text("kind").$type<PriceKind>().notNull(),
    beforeMin: integer("before_min").notNull(),
    beforeMax: integer("before_max").notNull(),
    afterMin: integer("after_min").notNull(),
    afterMax: integer("after_max").notNull(),
    reason: text("reason").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_price_changes_key_idx").on(t.category, t.tier, t.kind, t.at),
    // The history, keyset (at, id): all of it, or one category's.
    index("lead_price_changes_at_id_idx").on(t.at, t.id),
    index("lead_price_changes_category_at_id_idx").on(t.category, t.at, t.id),
  ],
);
