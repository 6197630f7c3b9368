/** Approved contractors, their service preferences, and their Enterprise API keys. */
import { sql, type AnyColumn } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONTRACTOR_PLANS, CONTRACTOR_STATUSES } from "../enums";
import { createdAt, nationalDigits, oneOf, searchDocument } from "./columns";
import { contractorApplications } from "./applications";
import { RATING_BAR_TWENTIETHS } from "../../content/rating-bar";

/**
 * Half the box's height and width in degrees, on the sphere of geo.ts (3,958.8 mi): the radius as an angle d gives
 * ±d of latitude and ±asin(sin d / cos lat) of longitude (the widest point of the circle), plus 1e-6° (a few inches)
 * against rounding; a circle reaching a pole gets every longitude. Tests check that no point within the radius
 * falls outside. Across the date line the box does not wrap (no US ZIP is near it).
 */
const ANGLE = "(radius_miles::float8 / 3958.8)";
const AREA_LAT_DELTA = sql.raw(`(degrees(${ANGLE}) + 1e-6)`);
const AREA_LNG_DELTA = sql.raw(
  `(case when abs(base_lat) + degrees(${ANGLE}) + 1e-6 >= 90 then 360 else degrees(asin(sin(${ANGLE}) / cos(radians(base_lat)))) + 1e-6 end)`,
);

type ContractorSearchColumns = Record<"businessName" | "contactName" | "email" | "phone" | "licenseNumber", AnyColumn>;
/** What the admin search finds a contractor by; the GIN index below is on this expression. */
export const contractorSearchText = (t: ContractorSearchColumns) =>
  searchDocument(t.businessName, t.contactName, t.email, t.phone, nationalDigits(t.phone), t.licenseNumber);

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
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceZipCodes: text("service_zip_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    baseZip: text("base_zip"),
    baseLat: doublePrecision("base_lat"),
    baseLng: doublePrecision("base_lng"),
    radiusMiles: integer("radius_miles"),
    // The latitude/longitude box around the base ZIP that holds every point within the radius (null without a radius):
    // matching tries this indexed box first, then the exact distance (decision 0017).
    areaMinLat: doublePrecision("area_min_lat").generatedAlwaysAs(sql`base_lat - ${AREA_LAT_DELTA}`),
    areaMaxLat: doublePrecision("area_max_lat").generatedAlwaysAs(sql`base_lat + ${AREA_LAT_DELTA}`),
    areaMinLng: doublePrecision("area_min_lng").generatedAlwaysAs(sql`base_lng - ${AREA_LNG_DELTA}`),
    areaMaxLng: doublePrecision("area_max_lng").generatedAlwaysAs(sql`base_lng + ${AREA_LNG_DELTA}`),
    emailChannel: boolean("email_channel").notNull().default(true),
    smsChannel: boolean("sms_channel").notNull().default(false),
    weeklyCapCents: integer("weekly_cap_cents"),
    autoBuy: boolean("auto_buy").notNull().default(false),
    /** The state that issued the licence, as the admin recorded it at approval (two letters; null before it was asked). */
    licenseState: text("license_state"),
    licenseExpiresOn: text("license_expires_on"),
    insuranceExpiresOn: text("insurance_expires_on"),
    lastAutoBuyAt: timestamp("last_auto_buy_at", { withTimezone: true }),
    /** Enterprise: where sold leads are POSTed, signed with webhookSecret (HMAC-SHA256). */
    webhookUrl: text("webhook_url"),
    webhookSecret: text("webhook_secret"),
    // New-lead alerts (app/domain/alerts): channels, the categories alerted (null: all of theirs), quiet hours as
    // minutes after local midnight in alertTimeZone (both or neither), and at most this many alerts an hour (null: no cap).
    alertEmail: boolean("alert_email").notNull().default(true),
    alertSms: boolean("alert_sms").notNull().default(false),
    alertPush: boolean("alert_push").notNull().default(false),
    alertCategories: text("alert_categories").array(),
    alertQuietStart: integer("alert_quiet_start"),
    alertQuietEnd: integer("alert_quiet_end"),
    /** IANA zone; null until saved (the settings form suggests one from the base ZIP's state). */
    alertTimeZone: text("alert_time_zone"),
    alertHourlyCap: integer("alert_hourly_cap"),
    /** The secret in the one-click unsubscribe link of alert e-mails: 244 random bits (gen_random_uuid is a CSPRNG). */
    alertUnsubscribeToken: text("alert_unsubscribe_token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /**
     * The public profile's address, /contractors/<slug> (decision 0031): set at approval from the business name, unique;
     * the migration fills it for contractors approved before it existed.
     */
    slug: text("slug").unique(),
    // Rating = rating_sum / rating_count over visible reviews (app/db/schema/reviews.ts), kept in the same transaction
    // as any review change, so lists order and filter by it without aggregating reviews.
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    // An admin's exception to the 4-star rule (app/domain/contractors/rating-bar.ts): since when and why, both null
    // when there is none. Granting and revoking are audited; this row holds only the one in force.
    ratingExceptionAt: timestamp("rating_exception_at", { withTimezone: true }),
    ratingExceptionReason: text("rating_exception_reason"),
    /**
     * Median minutes from purchase to first reply (quote or message) over its last 20 purchases with a reply, kept when
     * a reply lands (app/domain/quotes/reply-times.server.ts), so Find Contractors ranks and shows it without aggregating.
     */
    replyMedianMinutes: integer("reply_median_minutes"),
    createdAt: createdAt(),
  },
  (t) => [
    // Contractors for a lead (decision 0017): by ZIP list (GIN on the array) or by the box around the base ZIP (GiST).
    // fastupdate off: PGlite has no autovacuum to merge a GIN pending list, which every lookup then scans (65–130 ms
    // at 10,000 contractors after a bulk load); ZIP lists change rarely, so inserting straight into the index is cheap.
    index("contractors_service_zips_idx").using("gin", t.serviceZipCodes).with({ fastupdate: false }),
    // The admin list: by business name, A to Z, keyset (name, id).
    index("contractors_name_id_idx").on(t.businessName, t.id),
    index("contractors_search_idx").using("gin", contractorSearchText(t)),
    index("contractors_area_box_idx").using("gist", sql`box(point(area_min_lng, area_min_lat), point(area_max_lng, area_max_lat))`),
    // Top-rated contractors (Find Contractors' featured cards, find-rated-contractors.server.ts): only those a list may
    // show (active, with a profile, rated 4.0 or more as the profile shows it: listedRating in rating-bar-sql.server.ts), best first.
    index("contractors_listed_rating_idx")
      .on(sql`(rating_sum::float8 / nullif(rating_count, 0)) desc`, sql`rating_count desc`, t.id)
      .where(
        sql`${t.ratingCount} > 0 and ${t.ratingSum} * 20 >= ${sql.raw(String(RATING_BAR_TWENTIETHS))} * ${t.ratingCount} and ${t.status} = 'active' and ${t.slug} is not null`,
      ),
    check("contractors_status_check", oneOf("status", CONTRACTOR_STATUSES)),
    check("contractors_plan_check", oneOf("plan", CONTRACTOR_PLANS)),
    check("contractors_radius_check", sql`${t.radiusMiles} is null or ${t.radiusMiles} between 0 and 500`),
    check("contractors_cap_check", sql`${t.weeklyCapCents} is null or ${t.weeklyCapCents} >= 0`),
    check(
      "contractors_alert_quiet_check",
      sql`(${t.alertQuietStart} is null) = (${t.alertQuietEnd} is null) and coalesce(${t.alertQuietStart}, 0) between 0 and 1439 and coalesce(${t.alertQuietEnd}, 0) between 0 and 1439`,
    ),
    check("contractors_alert_cap_check", sql`${t.alertHourlyCap} is null or ${t.alertHourlyCap} >= 1`),
    check("contractors_rating_exception_check", sql`(${t.ratingExceptionAt} is null) = (${t.ratingExceptionReason} is null)`),
    check("contractors_rating_check", sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
    check("contractors_license_state_check", sql`${t.licenseState} is null or ${t.licenseState} ~ '^[A-Z]{2}$'`),
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
