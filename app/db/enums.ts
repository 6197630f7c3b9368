/**
 * Every status, plan and kind word the database checks, as tuples with no
 * drizzle import: the browser may import this file (admin filters, forms),
 * never the schema. The schema builds its check constraints from these.
 */
/** The lead state machine's states; transitions live in the marketplace domain. */
export const LEAD_STATUSES = ["pending", "available", "sold", "returned", "credited", "replaced", "aged", "expired", "invalid"] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Where a quote request stands before its leads may be sold (decision 0048): waiting for the homeowner's phone
 * code, held for an admin's review (a low quality score), released to the market, or closed without a sale
 * (rejected by an admin, or never verified within 24 hours). Its leads are 'pending' until it is released.
 */
export const MARKET_STATUSES = ["pending_verification", "held", "released", "rejected", "expired"] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** The statuses a lead is on sale in (the state machine lets both be purchased); the partial indexes of the leads table are built on this list. */
export const LEAD_STATUSES_FOR_SALE = ["available", "aged"] as const satisfies readonly LeadStatus[];

export const APPLICATION_STATUSES = ["submitted", "in_review", "approved", "rejected"] as const;

export const OUTBOX_STATUSES = ["pending", "sent", "failed", "stored"] as const;

/**
 * 'webhook' rows are signed JSON POSTs to an Enterprise contractor's endpoint (`to` is the URL, `text` the body).
 * 'push' rows are Web Push alerts to every browser a contractor turned alerts on in (`to` is the contractor id,
 * `text` the JSON {title, body, url, tag} the service worker shows).
 */
export const OUTBOX_CHANNELS = ["email", "sms", "webhook", "push"] as const;

/**
 * The outbox's sending lanes (app/db/outbox-lanes.ts says why), told apart by kind: a sale's deliveries to
 * its buyer (the lead e-mail and text), the bulk of new-lead alerts and digests, and every other kind.
 */
export const OUTBOX_LANES = ["sale", "direct", "bulk"] as const;
export type OutboxLane = (typeof OUTBOX_LANES)[number];
export const LEAD_DELIVERY_KIND = "lead.delivery";
export const ALERT_KIND = "lead.alert";
export const DIGEST_KIND = "lead.alert-digest";

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A new-lead alert (lead_alerts): 'sent' went out at once; 'held' waits for a
 * digest (quiet hours or the hourly cap) until release_at; 'digested' went
 * out in a digest, or was left out of it because the lead sold meanwhile.
 */
export const LEAD_ALERT_STATUSES = ["sent", "held", "digested"] as const;

export type LeadAlertStatus = (typeof LEAD_ALERT_STATUSES)[number];

export const FILE_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

export const CONTACT_ROLES = ["homeowner", "contractor", "other"] as const;

export const USER_ROLES = ["admin", "contractor"] as const;

export type UserRole = (typeof USER_ROLES)[number];

export const CONTRACTOR_STATUSES = ["active", "suspended", "paused"] as const;

export const CONTRACTOR_PLANS = ["pay-as-you-go", "professional", "enterprise"] as const;

export const TOKEN_PURPOSES = ["invitation", "password-reset", "unlock"] as const;

export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const PIPELINE_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;

export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

export const RETURN_STATUSES = ["pending", "credited", "replaced", "rejected"] as const;

/**
 * A pro's quote on a bought lead: sent (the homeowner can accept or decline it), accepted (the homeowner chose it; they
 * can still change their mind), declined, or hired (the pro confirmed the job: final). At most one quote of a request is
 * accepted or hired at a time (a partial unique index).
 */
export const QUOTE_STATUSES = ["sent", "accepted", "declined", "hired"] as const;

export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Who wrote a message of a purchase's thread, and how it arrived. */
export const MESSAGE_AUTHORS = ["homeowner", "pro"] as const;

export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const MESSAGE_CHANNELS = ["web", "email", "api"] as const;

export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const TOP_UP_STATUSES = ["pending", "completed", "failed"] as const;
export const LEDGER_ENTRY_KINDS = ["top-up", "purchase", "credit", "adjustment"] as const;

export const PRICE_KINDS = ["fresh", "aged"] as const;

export type PriceKind = (typeof PRICE_KINDS)[number];

export const PRICE_TIERS = ["payAsYouGo", "professional", "enterprise"] as const;

/** A privacy request from /privacy or a request page: erase my data, or do not sell or share it (CCPA). */
export const PRIVACY_REQUEST_KINDS = ["delete", "do-not-sell"] as const;

export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** The admin's lists of reviews (/admin/reviews): the reported queue first, or every review. */
export const REVIEW_LIST_VIEWS = ["reported", "all"] as const;
export type ReviewListView = (typeof REVIEW_LIST_VIEWS)[number];
// ---- Billing (decision 0027) ----
/** A Professional subscription's state (app/domain/billing/subscription-state.ts maps Stripe's statuses onto these). */
export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** A monthly fee charge: paid (a receipt went out) or failed (the contractor was told). */
export const SUBSCRIPTION_CHARGE_STATUSES = ["paid", "failed"] as const;
/** A contractor's request to move to Enterprise, completed (plan set) or declined by an admin. */
export const ENTERPRISE_REQUEST_STATUSES = ["open", "completed", "declined"] as const;
// Documents (decision 0028): renewed documents, their review, expiry reminders and lead skip reasons.
export const DOCUMENT_KINDS = ["license", "insurance"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
/** Days before an expiry date that the contractor is reminded. */
export const DOCUMENT_REMINDER_DAYS = [30, 7] as const;
export const LEAD_SKIP_SOURCES = ["auto-buy", "alert"] as const;
export const LEAD_SKIP_REASONS = ["balance", "weekly-cap", "paused", "documents-expired"] as const;
export type LeadSkipReason = (typeof LEAD_SKIP_REASONS)[number];
