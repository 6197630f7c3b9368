import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { QuoteStatus } from "~/db/enums";
import { contractors, leadReturns, quoteFiles, quoteRequests, quotes } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { COMPANY_TIME_ZONE } from "~/lib/format-time";
import { timeZoneOfZip } from "~/lib/zip-time-zone.server";
import { ratingOf, verificationOf } from "../contractors/verification";
import { calendarDayIn, homeownerCan, quoteExpired } from "./quote-rules";

/** At most 3 purchases per request, so at most 3 quotes; the bound only guards the statement. */
const QUOTES_SHOWN_MAX = 10;

export type RequestQuote = {
  id: string;
  /** The purchase it was sent on: its thread is where the homeowner asks the pro a question. */
  purchaseId: string;
  status: QuoteStatus;
  priceLowCents: number;
  priceHighCents: number;
  includes: string;
  earliestStart: string;
  validUntil: string;
  sentAt: string;
  decidedAt: string | null;
  hasPdf: boolean;
  /** Past its valid-until day in the homeowner's zone. */
  expired: boolean;
  /** What the homeowner's buttons may do now (quote-rules.ts). */
  can: { accept: boolean; decline: boolean };
  pro: {
    businessName: string;
    /** The public profile's slug (/contractors/<slug>); null while the pro has no public page (not active). */
    slug: string | null;
    rating: number | null;
    reviewCount: number;
    licenceVerified: boolean;
    insured: boolean;
    /** The pro's median first reply, in minutes (decision 0052); null before its first reply. */
    replyMedianMinutes: number | null;
  };
};

/**
 * The quotes of one request side by side, for its homeowner (decision 0052): in the order they were first sent, each
 * with its pro as the public profile shows it (name, profile, rating, licence and insurance checks, reply time) and
 * never the pro's e-mail or phone. A quote on a lead returned with credit or replaced is left out (that pro no
 * longer has the request). Read through quotes_quote_request_idx.
 */
export async function listRequestQuotes(db: Executor, quoteRequestId: string, now = new Date()): Promise<RequestQuote[]> {
  const [request] = await db.select({ zip: quoteRequests.zip }).from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId));
  if (!request) return [];
  const rows = await db
    .select({
      quote: quotes,
      hasPdf: sql<boolean>`${quoteFiles.quoteId} is not null`,
      businessName: contractors.businessName,
      slug: contractors.slug,
      contractorStatus: contractors.status,
      ratingSum: contractors.ratingSum,
      ratingCount: contractors.ratingCount,
      licenseExpiresOn: contractors.licenseExpiresOn,
      insuranceExpiresOn: contractors.insuranceExpiresOn,
      replyMedianMinutes: contractors.replyMedianMinutes,
    })
    .from(quotes)
    .innerJoin(contractors, eq(contractors.id, quotes.contractorId))
    .leftJoin(quoteFiles, eq(quoteFiles.quoteId, quotes.id))
    .leftJoin(leadReturns, eq(leadReturns.purchaseId, quotes.purchaseId))
    .where(and(eq(quotes.quoteRequestId, quoteRequestId), or(isNull(leadReturns.status), sql`${leadReturns.status} not in ('credited', 'replaced')`)))
    .orderBy(asc(quotes.createdAt), asc(quotes.id))
    .limit(QUOTES_SHOWN_MAX);
  const today = calendarDayIn(now, (await timeZoneOfZip(request.zip)) ?? COMPANY_TIME_ZONE);
  return rows.map(({ quote: q, ...p }) => {
    const expired = quoteExpired(q.validUntil, today);
    const checked = verificationOf(p, now);
    return {
      id: q.id,
      purchaseId: q.purchaseId,
      status: q.status,
      priceLowCents: q.priceLowCents,
      priceHighCents: q.priceHighCents,
      includes: q.includes,
      earliestStart: q.earliestStart,
      validUntil: q.validUntil,
      sentAt: q.sentAt.toISOString(),
      decidedAt: q.decidedAt?.toISOString() ?? null,
      hasPdf: p.hasPdf,
      expired,
      can: homeownerCan(q.status, expired),
      pro: {
        businessName: p.businessName,
        slug: p.contractorStatus === "active" ? p.slug : null,
        rating: ratingOf(p),
        reviewCount: p.ratingCount,
        licenceVerified: checked.licenseValid,
        insured: checked.insuranceValid,
        replyMedianMinutes: p.replyMedianMinutes,
      },
    };
  });
}
