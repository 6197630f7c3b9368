/**
 * The REST API's contract (docs/api.md): the zod schemas that read its
 * requests and type its answers, and from which /api/v1/openapi.json is
 * generated (app/web/openapi.ts). One place, so the document, the parsing
 * and the JSON the domain builds cannot drift apart; the contract test
 * (tests/support/openapi-contract.ts) checks every answer of the integration
 * suite against the generated document.
 *
 * Here in forms/ (not domain/) because the domain builds these shapes and the
 * web adapter parses with them: forms/ is the floor both stand on.
 */
import { z } from "zod";
import { categorySlugs } from "~/content/categories";
import { LEAD_STATUSES, PIPELINE_STATUSES, RETURN_STATUSES } from "~/db/enums";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** What Stripe accepts in spirit (a UUID or any opaque token), kept to characters safe in logs and keys. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,128}$/;

/** Every error code an /api/v1 answer can carry; an answer with another code breaks the contract test. */
export const API_ERROR_CODES = [
  "authentication_required",
  "invalid_api_key",
  "plan_required",
  "account_suspended",
  "below_rating_bar",
  "rate_limited",
  "idempotency_key_required",
  "invalid_idempotency_key",
  "invalid_input",
  "insufficient_balance",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "lead_taken",
  "weekly_cap_reached",
  "already_holds_lead_from_request",
  "idempotency_key_reused",
  "invalid_transition",
  "return_window_closed",
  "lead_won",
  "internal_error",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The codes a purchase of a listed lead would answer now (null: it can be bought). */
export const BLOCKED_BY_CODES = [
  "lead_taken",
  "forbidden",
  "not_found",
  "already_holds_lead_from_request",
  "weekly_cap_reached",
  "insufficient_balance",
] as const satisfies readonly ApiErrorCode[];

// zod's uuid() insists on RFC 9562 versions; ids here are any 8-4-4-4-12 hex (forms/ids.ts), as PostgreSQL takes them.
const id = (description: string) => z.guid().meta({ description });
const cents = (description: string) => z.int().min(0).meta({ description });
const instant = (description: string) => z.iso.datetime().meta({ description });

export const homeownerSchema = z
  .object({
    fullName: z.string(),
    email: z.email(),
    phone: z
      .string()
      .regex(/^\+[1-9]\d{1,14}$/)
      .meta({ description: "E.164" }),
    zip: z.string().regex(/^\d{5}$/),
    city: z.string(),
    state: z.string().regex(/^[A-Z]{2}$/),
  })
  .meta({ description: "The homeowner's contact details: only ever sent to the lead's buyer." });

/** A purchase's homeowner: name, e-mail and phone are null once a return of the lead was credited; e-mail and phone once the homeowner's data was erased. */
export const purchaseHomeownerSchema = homeownerSchema
  .extend({
    fullName: z.string().nullable(),
    email: z.email().nullable(),
    phone: z
      .string()
      .regex(/^\+[1-9]\d{1,14}$/)
      .nullable()
      .meta({ description: "E.164" }),
  })
  .meta({
    description:
      "The homeowner's contact details, only ever sent to the lead's buyer; name, e-mail and phone are null after a credited return. After the homeowner had their data deleted, e-mail and phone are null and fullName reads \"Removed at the homeowner's request\".",
  });

export const projectSchema = z.object({
  details: z.string().meta({ description: "What the homeowner wrote about the job." }),
  prosRequested: z.int().min(1).max(3).meta({ description: "How many contractors the homeowner asked to hear from (each buys a separate lead)." }),
});

const category = z.enum(categorySlugs).meta({ description: "Category slug." });

/** The project's qualifying answers (forms/project-answers.ts), in the form's order: shown before purchase too. */
const projectAnswersSchema = z
  .array(
    z.object({
      id: z.string().meta({
        description:
          "The question: timeline, ownership, propertyType, budget, or the trade's own (material, systemType…); estimate for a calculator's estimate.",
      }),
      label: z.string().meta({ description: 'The question in words, e.g. "Timeline".' }),
      value: z.string().meta({ description: 'The answer in words, e.g. "Within a month".' }),
      code: z.string().meta({ description: 'The answer as stored, e.g. "within-month".' }),
    }),
  )
  .meta({ description: "Every answer the homeowner gave about the project (fixed choices, never contact details); unanswered questions are left out." });

export const apiLeadSchema = z
  .object({
    leadId: id("The lead's id: buy it with POST /api/v1/leads/{leadId}/purchase."),
    category,
    categoryName: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    summary: z.string().meta({ description: "The start of the project description, without contact details." }),
    prosRequested: z.int().min(1).max(3),
    photos: z.int().min(0).max(5).meta({ description: "How many photos the homeowner attached; the photos come with the purchase." }),
    answers: projectAnswersSchema,
    quality: z
      .object({
        band: z.enum(["high", "medium"]).meta({ description: "The quality score's band (a low one is held for review and never offered)." }),
        reasons: z.string().meta({ description: 'Why, in words: "verified phone, 4 answers, 2 photos".' }),
      })
      .nullable()
      .meta({ description: "The lead's quality (docs/decisions/0049-lead-quality-score.md); null for a lead stored before scoring." }),
    priceCents: cents("Your price for this lead, in US cents."),
    currency: z.literal("USD"),
    aged: z.boolean().meta({ description: "Older than 90 days, at the aged price." }),
    createdAt: instant("When the homeowner asked for quotes."),
    phoneVerifiedAt: instant("When the homeowner entered the 6-digit code texted to the phone number (decision 0048); null when never verified.").nullable(),
    ageDays: z.int().min(0),
    blockedBy: z.enum(BLOCKED_BY_CODES).nullable().meta({ description: "null when you can buy it now; otherwise the error code a purchase would answer." }),
  })
  .meta({ description: "A lead on offer: never the homeowner's name, e-mail, phone or street." });

export const apiLeadListSchema = z.object({
  data: z.array(apiLeadSchema).meta({ description: "Newest first." }),
  balanceCents: cents("Your balance."),
  spentThisWeekCents: cents("Spent on leads this week, counted against weeklyCapCents."),
  weeklyCapCents: cents("Your weekly spend cap.").nullable(),
  nextCursor: z.string().nullable().meta({
    description:
      "Pass as `cursor` for the next (older) page; null on the last page. Stable while new leads arrive: they appear on the first page, never twice.",
  }),
});

export const purchasePhotoSchema = z
  .object({
    url: z
      .string()
      .regex(/^\/api\/v1\/purchases\/[0-9a-f-]{36}\/photos\/[0-4]$/)
      .meta({ description: "The photo (JPEG, at most 2048 px a side), a path on this API's origin: GET it with your API key." }),
    thumbnailUrl: z
      .string()
      .regex(/^\/api\/v1\/purchases\/[0-9a-f-]{36}\/photos\/[0-4]\/thumbnail$/)
      .meta({ description: "Its thumbnail (JPEG, at most 320 px a side), likewise." }),
    width: z.int().min(1),
    height: z.int().min(1),
  })
  .meta({ description: "A photo the homeowner attached, re-encoded without its EXIF or GPS data." });

export const apiPurchaseSchema = z
  .object({
    purchaseId: id("The purchase's id, the same as the webhook's data.purchaseId."),
    leadId: id("The lead bought."),
    reference: z.string().meta({ description: "The quote request's reference, which the homeowner also has." }),
    category,
    categoryName: z.string(),
    priceCents: cents("What you paid, in US cents (0 for a replacement)."),
    currency: z.literal("USD"),
    autoBuy: z.boolean().meta({ description: "Bought by your auto-buy rules." }),
    homeowner: purchaseHomeownerSchema,
    contactRemoved: z.boolean().meta({ description: "True after a credited return: the homeowner's name, e-mail and phone are no longer given." }),
    project: projectSchema,
    answers: projectAnswersSchema,
    leadCreatedAt: instant("When the homeowner asked for quotes."),
    phoneVerifiedAt: instant("When the homeowner entered the 6-digit code texted to the phone number (decision 0048); null when never verified.").nullable(),
    purchasedAt: instant("When you bought it."),
    leadStatus: z.enum(LEAD_STATUSES),
    pipelineStatus: z.enum(PIPELINE_STATUSES).meta({ description: "Your follow-up status." }),
    notes: z.string().meta({ description: "Your private notes." }),
    jobValueCents: cents("The job's value you recorded, if any.").nullable(),
    returnStatus: z.enum(RETURN_STATUSES).nullable().meta({ description: "The state of a return you asked for, or null." }),
    homeownerNotice: z.string().nullable().meta({
      description:
        'The homeowner\'s privacy choice, e.g. "Homeowner asked for no further contact. Your conversation with the homeowner on Trusted Home Pros is closed." or "Contact details removed at the homeowner\'s request."; null when none.',
    }),
    photos: z
      .array(purchasePhotoSchema)
      .max(5)
      .meta({ description: "The homeowner's photos in their order; none after a credited return or once the homeowner's data was deleted." }),
    certificateUrl: z
      .string()
      .regex(/^\/api\/v1\/purchases\/[0-9a-f-]{36}\/certificate$/)
      .nullable()
      .meta({
        description:
          "The homeowner's signed consent certificate, a path on this API's origin: GET it with your API key. null for a request stored before certificates existed.",
      }),
  })
  .meta({ description: "A bought lead with the homeowner's contact details." });

export const apiPurchaseListSchema = z.object({
  data: z.array(apiPurchaseSchema).meta({ description: "Newest first." }),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable().meta({
    description:
      "Pass as `cursor` for the next (older) page; null on the last page. Stable while you buy: new purchases appear on the first page, never twice.",
  }),
});

export const apiPurchaseEnvelopeSchema = z.object({ purchase: apiPurchaseSchema });

export const apiPurchaseResultSchema = z.object({
  purchase: apiPurchaseSchema,
  replayed: z.boolean().meta({ description: "true when this Idempotency-Key already bought this lead: the first purchase, answered again." }),
});

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES).meta({ description: "Stable: branch on it." }),
      message: z.string().meta({ description: "Safe to show to a person." }),
      balanceCents: cents("With insufficient_balance: your balance.").optional(),
      priceCents: cents("With insufficient_balance: the lead's price.").optional(),
    }),
  })
  .meta({ description: "Every error has this shape." });

/** `?limit=` of a paged list: 1 to `max` (MAX_PAGE_SIZE unless the list pages smaller), DEFAULT_PAGE_SIZE when absent. */
export const pageLimit = (noun: string, max: number = MAX_PAGE_SIZE) => {
  const message = `'limit' must be a whole number from 1 to ${max}.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
    .default(Math.min(DEFAULT_PAGE_SIZE, max))
    .meta({ description: `${noun} per page, 1 to ${max}.` });
};

/** `?cursor=` of a paged list: opaque (base64url of the keyset of the previous page's last row, app/domain/shared/keyset.ts). */
export const pageCursor = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: "'cursor' must be the nextCursor of a previous page." })
  .optional()
  .meta({ description: "The nextCursor of the previous page; omit it for the first page." });

/** GET /api/v1/leads: `?limit=&cursor=`. */
export const leadsQuerySchema = z.object({ limit: pageLimit("Leads"), cursor: pageCursor });
export type LeadsQuery = z.output<typeof leadsQuerySchema>;

/** GET /api/v1/purchases: `?limit=&cursor=`, the same opaque cursor as the leads'. */
export const purchasesQuerySchema = z.object({ limit: pageLimit("Purchases"), cursor: pageCursor });
export type PurchasesQuery = z.output<typeof purchasesQuerySchema>;

export const idempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN).meta({
  description:
    "8 to 128 letters, digits, '-', '_', '.' or ':'; a new UUID per request is ideal. The same key for the same request (the same lead; the same purchase and body) answers the first result again.",
});

export const leadIdParamSchema = id("A lead's id from GET /api/v1/leads.");
export const purchaseIdParamSchema = id("A purchase's id.");

export type ApiLead = z.output<typeof apiLeadSchema>;
export type ApiPurchase = z.output<typeof apiPurchaseSchema>;
export type ApiLeadList = z.output<typeof apiLeadListSchema>;
export type ApiPurchaseList = z.output<typeof apiPurchaseListSchema>;
