/**
 * The JSON shapes of the REST API (docs/api.md), typed from the schemas that
 * /api/v1/openapi.json is generated from (app/forms/api-v1.ts). Field names
 * and nesting follow the signed webhook's body (app/forms/lead-webhook.ts),
 * so a client reads a bought lead the same way from either: camelCase, money
 * in integer cents (USD), times in ISO 8601 UTC.
 */
import { getCategory } from "~/content/categories";
import type { ApiLead, ApiPurchase } from "~/forms/api-v1";
import { homeownerNotice } from "~/domain/leads/homeowner-notice";
import type { Ineligibility } from "~/domain/marketplace/match-lead";
import type { AvailableLead } from "~/domain/marketplace/listings.server";
import type { ErrorCode } from "~/domain/shared/errors";
import { photoPaths, type PurchasePhoto } from "~/domain/request-photos/purchase-photos.server";
import { describeProjectAnswers } from "~/forms/project-answers";
import { certificatePath } from "~/domain/consent-certificates/purchase-certificate.server";

/** Why buying would fail now, as the error code the purchase would answer (null: it can be bought). */
const blockedCode: Readonly<Record<Ineligibility, ErrorCode & NonNullable<ApiLead["blockedBy"]>>> = {
  "lead-not-for-sale": "lead_taken",
  "not-active": "forbidden",
  category: "not_found",
  "outside-area": "not_found",
  "holds-lead-from-request": "already_holds_lead_from_request",
  "weekly-cap": "weekly_cap_reached",
  balance: "insufficient_balance",
};

const categoryName = (slug: string) => getCategory(slug)?.name ?? slug;

/** A lead on offer: what the dashboard shows, never the homeowner's name, e-mail, phone or street. */
export function availableLeadJson(lead: AvailableLead): ApiLead {
  return {
    leadId: lead.leadId,
    // The columns are text constrained by check constraints to these word lists (app/db/enums.ts, content/categories).
    category: lead.category as ApiLead["category"],
    categoryName: categoryName(lead.category),
    city: lead.city,
    state: lead.state,
    zip: lead.zip,
    summary: lead.summary,
    prosRequested: lead.prosRequested,
    photos: lead.photos,
    answers: lead.answers,
    quality: lead.quality,
    priceCents: lead.priceCents,
    currency: "USD",
    aged: lead.aged,
    createdAt: lead.createdAt.toISOString(),
    phoneVerifiedAt: lead.phoneVerifiedAt?.toISOString() ?? null,
    ageDays: lead.ageDays,
    blockedBy: lead.blockedBy ? blockedCode[lead.blockedBy] : null,
  };
}

export type PurchaseRecord = {
  purchaseId: string;
  leadId: string;
  category: string;
  priceCents: number;
  purchasedAt: Date;
  autoBuy: boolean;
  leadStatus: string;
  pipelineStatus: string;
  notes: string;
  jobValueCents: number | null;
  returnStatus: string | null;
  contactStoppedAt: Date | null;
  erasedAt: Date | null;
  reference: string;
  /** null after a credited return (purchase-columns.server.ts), as are email and phone. */
  fullName: string | null;
  email: string | null;
  phone: string | null;
  contactRemoved: boolean;
  city: string;
  state: string;
  zip: string;
  details: string;
  prosRequested: number;
  leadCreatedAt: Date;
  /** The project's answers as stored (quote_requests.answers). */
  answers: unknown;
  /** When the homeowner entered the code texted to the number (decision 0048). */
  phoneVerifiedAt: Date | null;
  /** The homeowner's photos (request_photos), none after a credited return. */
  photos: PurchasePhoto[];
  /** Whether the request has a signed consent certificate (every request stored since certificates exist). */
  hasCertificate: boolean;
};

/** A bought lead with the homeowner's contact details (only ever sent to its buyer). */
export function purchaseJson(p: PurchaseRecord): ApiPurchase {
  return {
    purchaseId: p.purchaseId,
    leadId: p.leadId,
    reference: p.reference,
    category: p.category as ApiPurchase["category"],
    categoryName: categoryName(p.category),
    priceCents: p.priceCents,
    currency: "USD",
    autoBuy: p.autoBuy,
    // An erased homeowner's e-mail and phone are stored empty; the contract says null for "no longer given".
    homeowner: { fullName: p.fullName, email: p.email || null, phone: p.phone || null, zip: p.zip, city: p.city, state: p.state },
    contactRemoved: p.contactRemoved,
    project: { details: p.details, prosRequested: p.prosRequested },
    answers: describeProjectAnswers(p.category, p.answers),
    leadCreatedAt: p.leadCreatedAt.toISOString(),
    phoneVerifiedAt: p.phoneVerifiedAt?.toISOString() ?? null,
    purchasedAt: p.purchasedAt.toISOString(),
    leadStatus: p.leadStatus as ApiPurchase["leadStatus"],
    pipelineStatus: p.pipelineStatus as ApiPurchase["pipelineStatus"],
    notes: p.notes,
    jobValueCents: p.jobValueCents,
    returnStatus: p.returnStatus as ApiPurchase["returnStatus"],
    homeownerNotice: homeownerNotice(p),
    photos: p.photos.map((photo) => ({ ...photoPaths("api", p.purchaseId, photo.position), width: photo.width, height: photo.height })),
    certificateUrl: p.hasCertificate ? certificatePath("api", p.purchaseId) : null,
  };
}

export type PurchaseJson = ApiPurchase;
