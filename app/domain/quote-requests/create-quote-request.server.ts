import { eq } from "drizzle-orm";
import { calculatorLeads, quoteRequests } from "~/db/schema";
import type { Env } from "~/env.server";
import { createLeadsForQuoteRequest } from "~/domain/marketplace/create-leads-for-quote-request.server";
import type { Tx } from "~/db/types.server";
import { lockAll } from "~/lib/advisory-locks.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { startFollowUp } from "~/domain/quote-requests/start-follow-up.server";
import type { RequestMeta } from "~/lib/request-meta.server";
import { composeQuoteRequestEmail } from "./compose-quote-request-email";
import { originalFrom, originalRequestOf } from "./find-duplicate-quote-request.server";
import { firstChanceOffer } from "./first-chance-offer.server";
import { territoryOffer } from "../marketplace/territory-offer.server";
import { matchArea } from "../marketplace/match-area.server";
import { isoDay } from "../contractors/document-expiry";
import { generateReference } from "./generate-reference.server";
import type { NewQuoteRequest, QuoteRequestConfirmation } from "./quote-request-types";
import { timeZoneOfZip } from "~/lib/zip-time-zone.server";
import { scoreRequest } from "~/domain/quality/score-request";
import { marketStatusFor, phoneVerificationMode } from "./market-gate";
import { issuePhoneCode, type PhoneCodeEnv } from "~/domain/quote-requests/send-phone-code.server";
import { issueConsentCertificate } from "~/domain/consent-certificates/issue-consent-certificate.server";

/** The settings a request's storage reads (its e-mail, its offers, whether its phone must be verified first). */
export type QuoteRequestEnv = Pick<Env, "SMTP_URL" | "PUBLIC_URL" | "ENTERPRISE_TERRITORY_MINUTES"> & PhoneCodeEnv;

/**
 * The advisory locks that serialize requests sharing a phone or e-mail in a category, so two different requests
 * sent at once cannot both pass as originals. A caller may take them first, with its own (lockAll skips them then).
 */
export function contactLocks(input: Pick<NewQuoteRequest, "category" | "email" | "phone">): string[] {
  return [`quote-contact:${input.category}:${input.email}`, `quote-contact:${input.category}:${input.phone}`];
}

/** Insert with a fresh reference; retried on the (rare) collision with an existing one. */
async function insertRequest(tx: Tx, values: Omit<typeof quoteRequests.$inferInsert, "reference">) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await tx
      .insert(quoteRequests)
      .values({ ...values, reference: generateReference() })
      .onConflictDoNothing({ target: quoteRequests.reference })
      .returning({ id: quoteRequests.id, reference: quoteRequests.reference });
    if (row) return row;
  }
  throw new Error("Could not allocate a unique quote request reference");
}

/**
 * Store a quote request with its leads, its consent proof and its
 * confirmation e-mail, in the caller's transaction. A repeat of a recent
 * request (same phone or e-mail, same category, 30 days) is stored too, but
 * linked to the original and flagged, and its leads are never for sale.
 */
export async function createQuoteRequest(
  tx: Tx,
  input: NewQuoteRequest,
  context: { meta: RequestMeta; now: Date; env: QuoteRequestEnv },
): Promise<{ id: string; confirmation: QuoteRequestConfirmation }> {
  const { meta, now } = context;
  await lockAll(tx, contactLocks(input));
  // After the locks, in its own statement: a read in the locking statement would use the snapshot taken before the wait.
  const where = { category: input.category, zip: input.zip.zip, lat: input.zip.latitude, lng: input.zip.longitude };
  const { also, ...area } = await matchArea(tx, where, isoDay(now), input.pro, originalRequestOf(input, now));
  const original = originalFrom(also);
  // Scored and gated before anything is stored (decision 0048), so its leads are made in the state they belong in:
  // on sale at once, or 'pending' until the phone's code (or an admin) releases them.
  const duplicate = Boolean(original);
  const answers = input.answers ?? {};
  const signals = input.signals ?? {};
  const quality = scoreRequest({
    phoneVerified: false,
    answers: Object.keys(answers).length,
    photos: input.photos ?? 0,
    duplicate,
    email: input.email,
    signals,
  });
  const marketStatus = marketStatusFor({ mode: phoneVerificationMode(context.env), phoneVerified: false, held: quality.held, duplicate });
  const row = await insertRequest(tx, {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    zip: input.zip.zip,
    city: input.zip.city,
    state: input.zip.state,
    latitude: input.zip.latitude,
    longitude: input.zip.longitude,
    category: input.category,
    details: input.details,
    prosRequested: input.pros,
    source: input.source,
    calculatorLeadId: input.calculatorLeadId ?? null,
    isDuplicate: Boolean(original),
    duplicateOfId: original?.id ?? null,
    consentTextVersion: input.consentVersion,
    consentedAt: now,
    pageUrl: meta.pageUrl,
    ip: meta.ip,
    userAgent: meta.userAgent,
    answers,
    marketStatus,
    releasedAt: marketStatus === "released" ? now : null,
    qualityScore: quality.score,
    qualitySignals: { signals, reasons: quality.reasons },
    deviceHash: input.deviceHash ?? null,
    // Sent from a pro's profile and given that pro's first hour (the offer below): a "profile request" in the figures.
    requestedContractorId: original ? null : (area.proOfSlug ?? null),
    createdAt: now,
  });
  // Its signed consent certificate (docs/api.md "Consent certificates"), in this transaction: no request is stored without one.
  await issueConsentCertificate(tx, row.id, { ...input, ...meta, zip: input.zip.zip, answers, reference: row.reference, consentedAt: now }, now);
  // A request sent from a pro's profile keeps that pro's first hour; otherwise the ZIP's Enterprise territory, if any.
  const offer = original ? undefined : (firstChanceOffer(area, now) ?? territoryOffer(area, now, context.env.ENTERPRISE_TERRITORY_MINUTES));
  await createLeadsForQuoteRequest(tx, { id: row.id, ...where, pros: input.pros, duplicate, pending: marketStatus !== "released", offer }, now);
  if (input.calculatorLeadId) {
    await tx.update(calculatorLeads).set({ quoteRequestId: row.id, convertedAt: now }).where(eq(calculatorLeads.id, input.calculatorLeadId));
  }
  const followUp = await startFollowUp(tx, { id: row.id, servingPros: area.serving, duplicateOfId: original?.id }, context.env.PUBLIC_URL, now);
  await sendEmail(
    tx,
    context.env,
    composeQuoteRequestEmail({
      ...followUp,
      to: input.email,
      fullName: input.fullName,
      reference: row.reference,
      category: input.category,
      pros: input.pros,
      zip: input.zip.zip,
      city: input.zip.city,
      state: input.zip.state,
      details: input.details,
      duplicateOf: original,
      timeZone: await timeZoneOfZip(input.zip.zip),
    }),
    now,
  );
  // The code for the confirmation page (decision 0048), unless codes are off or the request is a repeat (never sold).
  // Over the number's hourly limit no text goes; the page says so when asked for a new one.
  if (phoneVerificationMode(context.env) !== "off" && !duplicate)
    await issuePhoneCode(tx, { quoteRequestId: row.id, phone: input.phone, env: context.env, now });
  return {
    id: row.id,
    confirmation: {
      reference: row.reference,
      pros: input.pros,
      city: input.zip.city,
      state: input.zip.state,
      category: input.category,
    },
  };
}
