/** Approved contractors, their service preferences, and their Enterprise API keys. */
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONTRACTOR_PLANS, CONTRACTOR_STATUSES } from "../enums";
import { createdAt, oneOf } from "./columns";
import { contractorApplications } from "./applications";

export const contractors = pgTable(
  "contractors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .unique()
      .references(() => contractorApplications.id),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    licenseNumber: text("license_number").notNull(),
    yearsInBusiness: integer("years_in_business").notNull(),
    insuranceProvider: text("insurance_provider").notNull(),
    website: text("website"),
    serviceAreasText: text("service_areas_text").notNull().default(""),
    status: text("status").$type<(typeof CONTRACTOR_STATUSES)[number]>().notNull().default("active"),
    plan: text("plan").$type<(typeof CONTRACTOR_PLANS)[number]>().notNull().default("pay-as-you-go"),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    serviceZipCodes: text("service_zip_codes").array().notNull().default(sql`'{}'::text[]`),
    baseZip: text("base_zip"),
    baseLat: doublePrecision("base_lat"),
    baseLng: doublePrecision("base_lng"),
    radiusMiles: integer("radius_miles"),
    emailChannel: boolean("email_channel").notNull().default(true),
    smsChannel: boolean("sms_channel").notNull().default(false),
    weeklyCapCents: integer("weekly_cap_cents"),
    autoBuy: boolean("auto_buy").notNull().default(false),
    licenseExpiresOn: text("license_expires_on"),
    insuranceExpiresOn: text("insurance_expires_on"),
    lastAutoBuyAt: timestamp("last_auto_buy_at", { withTimezone: true }),
    /** Enterprise: where sold leads are POSTed, signed with webhookSecret (HMAC-SHA256). */
    webhookUrl: text("webhook_url"),
    webhookSecret: text("webhook_secret"),
    createdAt: createdAt(),
  },
  (t) => [
    check("contractors_status_check", oneOf("status", CONTRACTOR_STATUSES)),
    check("contractors_plan_check", oneOf("plan", CONTRACTOR_PLANS)),
    check("contractors_radius_check", sql`${t.radiusMiles} is null or ${t.radiusMiles} between 0 and 500`),
    check("contractors_cap_check", sql`${t.weeklyCapCents} is null or ${t.weeklyCapCents} >= 0`),
    check("contractors_base_check", sql`(${t.baseZip} is null) = (${t.baseLat} is null) and (${t.baseLat} is null) = (${t.baseLng} is null)`),
  ],
);

/**
 * Enterprise REST API keys. Only the sha256 of the key is stored; the key is
 * shown once. `prefix` (the first characters) lets the owner tell keys apart.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    label: text("label").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_keys_contractor_idx").on(t.contractorId)],
);
