/** What homeowners ask for: calculator leads, quote requests and the leads each request yields (the first two point at each other, so they live together). */
import { sql, type AnyColumn } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { LEAD_STATUSES, LEAD_STATUSES_FOR_SALE, MARKET_STATUSES, type LeadStatus, type MarketStatus } from "../enums";
import { createdAt, oneOf, CATEGORY_VALUES, nationalDigits, requestMeta, searchDocument } from "./columns";
import { contractors } from "./contractors";

type QuoteRequestSearchColumns = Record<"reference" | "fullName" | "email" | "phone" | "zip" | "city", AnyColumn>;
/** What the admin search finds a quote request (and its leads) by; the GIN index below is on this expression. */
export const quoteRequestSearchText = (t: QuoteRequestSearchColumns) =>
  searchDocument(t.reference, t.fullName, t.email, t.phone, nationalDigits(t.phone), t.zip, t.city);

export const calculatorLeads = pgTable(
  "calculator_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    calculatorType: text("calculator_type").notNull(),
    /** Normalized answers (app/calculators schema output). */
    answers: jsonb("answers").notNull(),
    /** The estimate the server computed; the browser's figures are never stored. */
    result: jsonb("result").notNull(),
    estimateAmount: integer("estimate_amount").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    /** E.164 */
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    /** Consent is optional on the calculator: the lead is only sold once converted with consent. */
    consentTextVersion: text("consent_text_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    pageUrl: text("page_url"),
    ...requestMeta(),
    quoteRequestId: uuid("quote_request_id")
      .unique()
      .references((): AnyPgColumn => quoteRequests.id),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("calculator_leads_type_check", oneOf("calculator_type", CATEGORY_VALUES)),
    check("calculator_leads_consent_check", sql`(${t.consentTextVersion} is null) = (${t.consentedAt} is null)`),
    index("calculator_leads_created_at_idx").on(t.createdAt),
  ],
);

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown to the homeowner, e.g. THP-7K3M9Q. */
    reference: text("reference").notNull().unique(),
    fullName: text("full_name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** E.164 */
    phone: text("phone").notNull(),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    category: text("category").notNull(),
    details: text("details").notNull().default(""),
    prosRequested: smallint("pros_requested").notNull(),
    source: text("source").notNull(),
    calculatorLeadId: uuid("calculator_lead_id")
      .unique()
      .references((): AnyPgColumn => calculatorLeads.id),
    isDuplicate: boolean("is_duplicate").notNull().default(false),
    duplicateOfId: uuid("duplicate_of_id").references((): AnyPgColumn => quoteRequests.id),
    consentTextVersion: text("consent_text_version").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    pageUrl: text("page_url"),
    ...requestMeta(),
    /** The project's qualifying answers (timeline, property type, ownership, budget, the trade's own questions): forms/project-answers.ts. */
    answers: jsonb("answers").notNull().default({}),
    /** Where the request stands before its leads may be sold (enums.ts MARKET_STATUSES; decision 0048). */
    marketStatus: text("market_status").$type<MarketStatus>().notNull().default("released"),
    /** When its leads went on the market (null while pending, held, or closed unsold; a row stored without the gate, as seeds are, is on the market from its insert). */
    releasedAt: timestamp("released_at", { withTimezone: true }).defaultNow(),
    /** When the homeowner entered the SMS code sent to this request's phone (null: not verified). */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /** The quality score, 0-100 (domain/quality/score-request.ts); null until scored. */
    qualityScore: smallint("quality_score"),
    /** The score's inputs as measured at submission and its reasons, for admins only (never shown to buyers). */
    qualitySignals: jsonb("quality_signals"),
    /** A keyed hash of the browser's device cookie, for velocity per device (never the cookie itself). */
    deviceHash: text("device_hash"),
    /** When an admin approved or rejected a held request. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /**
     * The pro whose profile the request was sent from ("Request a quote from this pro"), when that pro got its first
     * chance at the leads (first-chance-offer.server.ts); null for every other request. The offer on the leads cannot
     * tell it apart from an Enterprise territory's, and is cleared when it ends; this stays, for the lead-quality figures.
     */
    requestedContractorId: uuid("requested_contractor_id").references((): AnyPgColumn => contractors.id),
    /** The homeowner pressed "Stop new contacts": nothing more is sold, buyers see the notice (decision 0025). */
    contactStoppedAt: timestamp("contact_stopped_at", { withTimezone: true }),
    /** The homeowner's personal fields were erased at their request; the row stays for the buyers' ledger and returns. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** When the first pro who bought it first replied (a quote or a message): what "within 24 hours" is measured by. */
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    /** When the 24-hour sweep looked at it (told the homeowner where it stands, put unsold spots back on offer); once. */
    followUpSentAt: timestamp("follow_up_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The 24-hour sweep: requests not yet followed up, by age; the partial index holds only those.
    index("quote_requests_follow_up_due_idx")
      .on(t.createdAt)
      .where(sql`${t.followUpSentAt} is null and ${t.erasedAt} is null`),
    check("quote_requests_pros_check", sql`${t.prosRequested} between 1 and 3`),
    check("quote_requests_category_check", oneOf("category", CATEGORY_VALUES)),
    check("quote_requests_source_check", oneOf("source", ["form", "calculator"])),
    check("quote_requests_zip_check", sql`${t.zip} ~ '^[0-9]{5}$'`),
    check("quote_requests_market_status_check", oneOf("market_status", MARKET_STATUSES)),
    check("quote_requests_quality_score_check", sql`${t.qualityScore} is null or ${t.qualityScore} between 0 and 100`),
    // The held queue and the 24-hour sweep of unverified requests: only requests not yet decided, so the index stays small.
    index("quote_requests_undecided_idx")
      .on(t.marketStatus, t.createdAt, t.id)
      .where(sql`${t.marketStatus} in ('pending_verification', 'held')`),
    // The held queue's decided lists (approved, rejected), newest decision first: only reviewed requests, a few rows.
    index("quote_requests_reviewed_idx")
      .on(t.marketStatus, t.reviewedAt, t.id)
      .where(sql`${t.reviewedAt} is not null`),
    // Velocity signals: recent requests from one client address, and from one device cookie.
    index("quote_requests_ip_created_idx")
      .on(t.ip, t.createdAt)
      .where(sql`${t.ip} is not null`),
    index("quote_requests_device_created_idx")
      .on(t.deviceHash, t.createdAt)
      .where(sql`${t.deviceHash} is not null`),
    check("quote_requests_duplicate_check", sql`${t.isDuplicate} = (${t.duplicateOfId} is not null)`),
    index("quote_requests_email_category_idx").on(t.email, t.category, t.createdAt),
    index("quote_requests_phone_category_idx").on(t.phone, t.category, t.createdAt),
    index("quote_requests_created_at_idx").on(t.createdAt),
    index("quote_requests_search_idx").using("gin", quoteRequestSearchText(t)),
  ],
);

/** One lead per pro the homeowner allowed (DESIGN.md section 2); each is sold once, ever. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id),
    seq: smallint("seq").notNull(),
    category: text("category").notNull(),
    zip: text("zip").notNull(),
    /** The request's ZIP centroid, copied so matching reads one table through one index (quote_requests has the same). */
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    status: text("status").$type<LeadStatus>().notNull().default("available"),
    /** Why the lead is in its status, e.g. 'duplicate' for status 'invalid'. */
    statusReason: text("status_reason"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the auto-buy job offered this lead to subscribers (null: not yet; the job claims such leads). */
    autoBuyOfferedAt: timestamp("auto_buy_offered_at", { withTimezone: true }),
    /** When the alert job fanned this lead out to matching contractors (null: not yet; the job claims such leads). */
    alertsFannedAt: timestamp("alerts_fanned_at", { withTimezone: true }),
    /**
     * An exclusive offer (decision 0031): until offered_until only this contractor is matched to the
     * lead (lists, API, auto-buy, alerts); after it the lead is everyone's. The release job clears offered_until once
     * it has sent the lead back through auto-buy and alerts; offered_to_contractor_id stays as the record.
     */
    offeredToContractorId: uuid("offered_to_contractor_id").references((): AnyPgColumn => contractors.id),
    offeredUntil: timestamp("offered_until", { withTimezone: true }),
    /**
     * Where in its price range the lead sits, in millionths (price-lead.ts's pricePosition, from the request's
     * attributes; refresh-price-positions.server.ts sets it when they are known or change). The buyer's tier and the
     * admin's table only choose the range, so within one category and age this orders leads by price for everyone:
     * the key of the price sort's indexes.
     */
    pricePosition: integer("price_position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("leads_quote_request_seq_unique").on(t.quoteRequestId, t.seq),
    check("leads_seq_check", sql`${t.seq} between 1 and 3`),
    check("leads_status_check", oneOf("status", LEAD_STATUSES)),
    check("leads_category_check", oneOf("category", CATEGORY_VALUES)),
    index("leads_status_category_zip_idx").on(t.status, t.category, t.zip),
    // Keyset pages (sort key, id): the order of a list, so a page is one index range (decision 0019).
    index("leads_created_id_idx").on(t.createdAt, t.id),
    index("leads_status_created_id_idx").on(t.status, t.createdAt, t.id),
    index("leads_category_created_id_idx").on(t.category, t.createdAt, t.id),
    // Matching (decision 0017): leads on sale by ZIP list, and by a latitude/longitude box around a base ZIP. The trailing
    // columns (sort key, request) let a page be chosen from the index alone, without reading the rows it does not show.
    index("leads_for_sale_zip_idx").on(t.category, t.zip, t.createdAt, t.id, t.quoteRequestId).where(oneOf("status", LEAD_STATUSES_FOR_SALE)),
    // The auto-buy job's claim (offer-new-leads): only available leads not yet offered, so the index stays small;
    // without it the claim read the whole table on every quote request (300 ms at 300k leads on PGlite).
    index("leads_unoffered_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'available' and ${t.autoBuyOfferedAt} is null`),
    // The alert job's claim: only leads offered to auto-buy and not yet fanned out. (A lead never offered, e.g. a
    // duplicate, would otherwise stay in the index for ever and be skipped by every claim.)
    index("leads_alerts_unfanned_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.alertsFannedAt} is null and ${t.autoBuyOfferedAt} is not null`),
    // The release job: offers still running (few rows at any time), by when they end.
    index("leads_offer_until_idx")
      .on(t.offeredUntil)
      .where(sql`${t.offeredUntil} is not null`),
    check("leads_offer_check", sql`${t.offeredUntil} is null or ${t.offeredToContractorId} is not null`),
    check("leads_price_position_check", sql`${t.pricePosition} between 0 and 1000000`),
    // Matching by radius (decision 0035): leads on sale by half-degree cell, so a contractor's area is a few index
    // ranges (the cells its box touches) and not a latitude band across the country. The trailing columns let the
    // exact distance and the page order be read from the index alone. The expressions are LEAD_CELL's, to the letter.
    index("leads_for_sale_cell_idx")
      .on(t.category, sql`(floor(${t.latitude} * 2)::int)`, sql`(floor(${t.longitude} * 2)::int)`, t.createdAt, t.id, t.latitude, t.longitude)
      .where(oneOf("status", LEAD_STATUSES_FOR_SALE)),
    // The price sort (leads-by-price.server.ts): the same two ways into an area, by category and age (status: fresh and
    // aged leads are priced from different ranges), each range in price position order, from the index alone. The
    // predicate's extra term (always true) is one only the price sort's queries state: on a small table, where the
    // costs tie, the planner could otherwise answer a page in time order from these and not from the time indexes.
    index("leads_for_sale_zip_price_idx")
      .on(t.category, t.status, t.zip, t.pricePosition, t.id)
      .where(sql`${oneOf("status", LEAD_STATUSES_FOR_SALE)} and ${t.pricePosition} >= 0`),
    index("leads_for_sale_cell_price_idx")
      .on(t.category, t.status, sql`(floor(${t.latitude} * 2)::int)`, sql`(floor(${t.longitude} * 2)::int)`, t.pricePosition, t.id, t.latitude, t.longitude)
      .where(sql`${oneOf("status", LEAD_STATUSES_FOR_SALE)} and ${t.pricePosition} >= 0`),
  ],
);
