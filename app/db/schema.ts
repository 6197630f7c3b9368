import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { categorySlugs } from "../content/categories";
import { APPLICATION_CATEGORIES } from "../forms/application-categories";

/**
 * Tables of the public forms (issue 4). The marketplace (issue 5) builds on
 * them: contractors, purchases and the ledger will be new tables that point at
 * `leads` and `contractor_applications`; lead statuses already cover the whole
 * state machine so selling a lead is a status change, not a schema change.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Values of a check constraint `column in (...)`, from a TypeScript tuple. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`);

const CATEGORY_VALUES = categorySlugs;
/** Spec section 3: contractors may apply for four more trades than homeowners can request. */
const APPLICATION_CATEGORY_VALUES = APPLICATION_CATEGORIES;

/** Issue 5's lead state machine; transitions live in the marketplace domain. */
export const LEAD_STATUSES = [
  "available",
  "sold",
  "returned",
  "credited",
  "replaced",
  "aged",
  "expired",
  "invalid",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const APPLICATION_STATUSES = ["submitted", "in_review", "approved", "rejected"] as const;
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "stored"] as const;
/** 'webhook' rows are signed JSON POSTs to an Enterprise contractor's endpoint (`to` is the URL, `text` the body). */
export const OUTBOX_CHANNELS = ["email", "sms", "webhook"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const FILE_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const CONTACT_ROLES = ["homeowner", "contractor", "other"] as const;

/** Fixed-window request counters for rate limits. Kept in the database, not in
 * memory, so the limit holds across every app process (DESIGN.md section 4). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Who submitted a record and from where: kept with every stored form as evidence. */
const requestMeta = () => ({
  ip: text("ip"),
  userAgent: text("user_agent"),
});

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
    createdAt: createdAt(),
  },
  (t) => [
    check("quote_requests_pros_check", sql`${t.prosRequested} between 1 and 3`),
    check("quote_requests_category_check", oneOf("category", CATEGORY_VALUES)),
    check("quote_requests_source_check", oneOf("source", ["form", "calculator"])),
    check("quote_requests_zip_check", sql`${t.zip} ~ '^[0-9]{5}$'`),
    check("quote_requests_duplicate_check", sql`${t.isDuplicate} = (${t.duplicateOfId} is not null)`),
    index("quote_requests_email_category_idx").on(t.email, t.category, t.createdAt),
    index("quote_requests_phone_category_idx").on(t.phone, t.category, t.createdAt),
    index("quote_requests_created_at_idx").on(t.createdAt),
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
    status: text("status").$type<LeadStatus>().notNull().default("available"),
    /** Why the lead is in its status, e.g. 'duplicate' for status 'invalid'. */
    statusReason: text("status_reason"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the auto-buy job offered this lead to subscribers (null: not yet; the job claims such leads). */
    autoBuyOfferedAt: timestamp("auto_buy_offered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("leads_quote_request_seq_unique").on(t.quoteRequestId, t.seq),
    check("leads_seq_check", sql`${t.seq} between 1 and 3`),
    check("leads_status_check", oneOf("status", LEAD_STATUSES)),
    check("leads_category_check", oneOf("category", CATEGORY_VALUES)),
    index("leads_status_category_zip_idx").on(t.status, t.category, t.zip),
  ],
);

export const contractorApplications = pgTable(
  "contractor_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessName: text("business_name").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** E.164 */
    phone: text("phone").notNull(),
    licenseNumber: text("license_number").notNull(),
    yearsInBusiness: integer("years_in_business").notNull(),
    serviceCategory: text("service_category").notNull(),
    serviceAreas: text("service_areas").notNull(),
    insuranceProvider: text("insurance_provider").notNull(),
    website: text("website"),
    additionalInfo: text("additional_info"),
    certifiedAt: timestamp("certified_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("submitted"),
    ...requestMeta(),
    createdAt: createdAt(),
  },
  (t) => [
    check("contractor_applications_years_check", sql`${t.yearsInBusiness} >= 0`),
    check("contractor_applications_category_check", oneOf("service_category", APPLICATION_CATEGORY_VALUES)),
    check("contractor_applications_status_check", oneOf("status", APPLICATION_STATUSES)),
    index("contractor_applications_status_idx").on(t.status, t.createdAt),
  ],
);

/** Columns of a stored upload; the file lives in DATA_DIR/uploads/<stored_name>. */
const fileColumns = () => ({
  storedName: text("stored_name").notNull().unique(),
  originalName: text("original_name").notNull(),
  mime: text("mime").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  sha256: text("sha256").notNull(),
});

export const applicationFiles = pgTable(
  "application_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => contractorApplications.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    ...fileColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("application_files_application_kind_unique").on(t.applicationId, t.kind),
    check("application_files_kind_check", oneOf("kind", ["license", "insurance"])),
    check("application_files_mime_check", oneOf("mime", FILE_MIME_TYPES)),
    check("application_files_size_check", sql`${t.sizeBytes} > 0`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** E.164, optional on this form. */
    phone: text("phone"),
    role: text("role").notNull(),
    message: text("message").notNull(),
    ...requestMeta(),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_role_check", oneOf("role", CONTACT_ROLES)),
    index("contact_messages_created_at_idx").on(t.createdAt),
  ],
);

export const pricingRequests = pgTable(
  "pricing_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    businessName: text("business_name").notNull(),
    website: text("website"),
    ...requestMeta(),
    createdAt: createdAt(),
  },
  (t) => [index("pricing_requests_created_at_idx").on(t.createdAt)],
);

export const careerApplications = pgTable(
  "career_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    positionId: text("position_id"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    note: text("note"),
    /** The résumé PDF, stored like application_files (exactly one per application). */
    resumeStoredName: text("resume_stored_name").notNull().unique(),
    resumeOriginalName: text("resume_original_name").notNull(),
    resumeMime: text("resume_mime").notNull(),
    resumeSizeBytes: integer("resume_size_bytes").notNull(),
    resumeSha256: text("resume_sha256").notNull(),
    ...requestMeta(),
    createdAt: createdAt(),
  },
  (t) => [
    check("career_applications_resume_mime_check", sql`${t.resumeMime} = 'application/pdf'`),
    check("career_applications_resume_size_check", sql`${t.resumeSizeBytes} > 0`),
    index("career_applications_created_at_idx").on(t.createdAt),
  ],
);

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
    index("outbox_created_at_idx").on(t.createdAt),
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

/* ------------------------------------------------------------------------ */
/* Issue 5: accounts, contractors, ledger, purchases, returns.              */
/* ------------------------------------------------------------------------ */

export const USER_ROLES = ["admin", "contractor"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const CONTRACTOR_STATUSES = ["active", "suspended", "paused"] as const;
export const CONTRACTOR_PLANS = ["pay-as-you-go", "professional", "enterprise"] as const;
export const TOKEN_PURPOSES = ["invitation", "password-reset", "unlock"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
export const PIPELINE_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
export const RETURN_STATUSES = ["pending", "credited", "replaced", "rejected"] as const;
export const LEDGER_ENTRY_KINDS = ["top-up", "purchase", "credit", "adjustment"] as const;

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

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull().unique(),
    role: text("role").$type<UserRole>().notNull(),
    /** Null until the invitation is accepted. */
    passwordHash: text("password_hash"),
    contractorId: uuid("contractor_id")
      .unique()
      .references(() => contractors.id),
    /** Unused since sign-in throttling moved to sign_in_throttles (decision 0011); kept, no destructive migration. */
    failedLogins: integer("failed_logins").notNull().default(0),
    /** Unused since decision 0011, like failedLogins. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("users_role_check", oneOf("role", USER_ROLES)),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("users_contractor_check", sql`(${t.role} = 'contractor') = (${t.contractorId} is not null)`),
  ],
);

/** id is the sha256 (hex) of the cookie's random token: a stolen table opens no session. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Failed sign-ins (decision 0011), keyed by the e-mail as typed (lower-cased,
 * whether or not an account has it, so unknown e-mails behave the same) and
 * the client: `ip:<address>` or `device:<hash>` for a known device, or `*`
 * for the account-wide count. blockedUntil: for a client, the end of its
 * progressive delay; for `*`, the end of the new-device lock.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    email: text("email").notNull(),
    client: text("client").notNull(),
    failures: integer("failures").notNull().default(0),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] }), index("sign_in_throttles_last_failure_idx").on(t.lastFailureAt)],
);

/**
 * Browsers that signed in to (or were confirmed for) an account: the
 * `thp_device` cookie's random token, stored as its sha256 only. A known
 * device may sign in while the account is locked against new devices.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index("known_devices_user_idx").on(t.userId)],
);

export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").$type<TokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("one_time_tokens_purpose_check", oneOf("purpose", TOKEN_PURPOSES)), index("one_time_tokens_user_idx").on(t.userId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId, t.at), index("audit_log_at_idx").on(t.at)],
);

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
    kind: text("kind").notNull(),
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
    index("ledger_entries_contractor_idx").on(t.contractorId, t.createdAt),
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
    status: text("status").notNull(),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    unique("top_ups_provider_ref_unique").on(t.provider, t.providerRef),
    check("top_ups_amount_check", sql`${t.amountCents} > 0`),
    check("top_ups_status_check", oneOf("status", ["pending", "completed", "failed"])),
  ],
);

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
  },
  (t) => [
    unique("purchases_contractor_request_unique").on(t.contractorId, t.quoteRequestId),
    unique("purchases_contractor_idempotency_unique").on(t.contractorId, t.idempotencyKey),
    check("purchases_price_check", sql`${t.priceCents} > 0`),
    check("purchases_pipeline_check", oneOf("pipeline_status", PIPELINE_STATUSES)),
    check("purchases_job_value_check", sql`${t.jobValueCents} is null or ${t.jobValueCents} >= 0`),
    index("purchases_contractor_idx").on(t.contractorId, t.purchasedAt),
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
  (t) => [
    check("lead_returns_status_check", oneOf("status", RETURN_STATUSES)),
    index("lead_returns_status_idx").on(t.status, t.createdAt),
  ],
);

export const PRICE_KINDS = ["fresh", "aged"] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export const PRICE_TIERS = ["payAsYouGo", "professional", "enterprise"] as const;

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
    tier: text("tier").notNull(),
    kind: text("kind").notNull(),
    beforeMin: integer("before_min").notNull(),
    beforeMax: integer("before_max").notNull(),
    afterMin: integer("after_min").notNull(),
    afterMax: integer("after_max").notNull(),
    reason: text("reason").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_price_changes_at_idx").on(t.at), index("lead_price_changes_key_idx").on(t.category, t.tier, t.kind, t.at)],
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
