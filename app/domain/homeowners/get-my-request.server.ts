import { and, asc, eq, inArray } from "drizzle-orm";
import { getCategory } from "~/content/categories";
import { LEAD_STATUSES_FOR_SALE } from "~/db/enums";
import { contractors, leads, purchases, quoteRequests, quotes } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { formatPhone } from "../deliveries/format-phone";
import { COMPANY_TIME_ZONE } from "~/lib/format-time";
import { timeZoneOfZip } from "~/lib/zip-time-zone.server";
import { listRequestQuotes, type RequestQuote } from "../quotes/list-request-quotes.server";
import { ratingOf } from "../reviews/review-rules";
import { requestOfLink } from "../request-links/request-links.server";
import { replyProgress, type ReplyProgress } from "./reply-progress";
import { requestState, type RequestState } from "./request-state";
import { verificationOf, webAddressOrNull } from "../contractors/pro-compliance";

export type MyRequestPro = {
  /** The purchase: its thread's forms name it (the page's link is the proof the homeowner may). */
  purchaseId: string;
  businessName: string;
  category: string;
  licence: string;
  insurance: string;
  phone: string;
  phoneHref: string;
  website: string | null;
  boughtAt: string;
  /** The mean of the pro's visible reviews (one decimal), null with none; and how many. */
  rating: number | null;
  reviewCount: number;
};

export type MyRequest = {
  reference: string;
  category: string;
  zip: string;
  place: string;
  /** IANA zone of the request's ZIP: the page's times are shown in it. */
  timeZone: string;
  details: string;
  prosRequested: number;
  sentAt: string;
  state: RequestState;
  /** The homeowner pressed "Stop new contacts". */
  contactStopped: boolean;
  /** The pros' quotes and replies in words (reply-progress.ts). */
  replyProgress: ReplyProgress;
  pros: MyRequestPro[];
  /** The pros' quotes side by side, with what the homeowner may do on each (list-request-quotes). */
  quotes: RequestQuote[];
};

/**
 * The homeowner's view of their request, opened by a private link: what was
 * asked, its state, and every pro who bought it with what our admins
 * verified, and its rating from verified reviews (none is invented for a pro
 * without reviews). Undefined for a wrong or expired link. Nothing of the
 * homeowner's contact details is on the page (the link may be forwarded).
 */
export async function getMyRequest(db: Executor, token: string, now: Date): Promise<MyRequest | undefined> {
  const id = await requestOfLink(db, token, now);
  if (!id) return undefined;
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!request) return undefined;
  const bought = await db
    .select({
      purchaseId: purchases.id,
      businessName: contractors.businessName,
      licenseNumber: contractors.licenseNumber,
      licenseState: contractors.licenseState,
      licenseExpiresOn: contractors.licenseExpiresOn,
      insuranceProvider: contractors.insuranceProvider,
      insuranceExpiresOn: contractors.insuranceExpiresOn,
      phone: contractors.phone,
      website: contractors.website,
      ratingSum: contractors.ratingSum,
      ratingCount: contractors.ratingCount,
      purchasedAt: purchases.purchasedAt,
      firstReplyAt: purchases.firstReplyAt,
    })
    .from(purchases)
    .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
    .where(eq(purchases.quoteRequestId, id))
    .orderBy(asc(purchases.purchasedAt));
  const onSale = await db.$count(leads, and(eq(leads.quoteRequestId, id), inArray(leads.status, [...LEAD_STATUSES_FOR_SALE])));
  // A request has at most 3 purchases, so at most 3 quotes (quotes_quote_request_idx).
  const quoted = await db.$count(quotes, eq(quotes.quoteRequestId, id));
  const category = getCategory(request.category)?.name ?? request.category;
  const timeZone = (await timeZoneOfZip(request.zip)) ?? COMPANY_TIME_ZONE;
  return {
    reference: request.reference,
    category,
    zip: request.zip,
    place: `${request.city}, ${request.state}`,
    timeZone,
    details: request.details,
    prosRequested: request.prosRequested,
    sentAt: request.createdAt.toISOString(),
    state: requestState({ sold: bought.length, requested: request.prosRequested, onSale }),
    contactStopped: request.contactStoppedAt !== null,
    replyProgress: replyProgress({ prosRequested: request.prosRequested, requestedAt: request.createdAt, quoted, buyers: bought, now, timeZone }),
    pros: bought.map((p) => {
      const verified = verificationOf(p, now);
      return {
        purchaseId: p.purchaseId,
        businessName: p.businessName,
        category,
        licence: verified.licence,
        insurance: verified.insurance,
        phone: formatPhone(p.phone),
        phoneHref: `tel:${p.phone}`,
        website: webAddressOrNull(p.website),
        boughtAt: p.purchasedAt.toISOString(),
        rating: ratingOf(p.ratingSum, p.ratingCount),
        reviewCount: p.ratingCount,
      };
    }),
    quotes: await listRequestQuotes(db, id, now),
  };
}
