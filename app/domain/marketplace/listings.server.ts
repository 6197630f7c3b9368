import { isoDay } from "../contractors/document-expiry";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { leadReturns, leads, purchases, quoteRequests, quoteRequestSearchText, type PipelineStatus } from "~/db/schema";
import type { MyLeadsFilter } from "~/forms/my-leads-filter";
import { searchQueryOf } from "../shared/text-search";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { myBalanceCents } from "../ledger/balance.server";
import { contractorRow } from "../contractors/contractor-row.server";
import { leadPriceCents } from "./lead-facts.server";
import { leadsForContractor } from "./leads-for-contractor.server";
import { tierOf } from "../contractors/contractor-facts";
import { ineligibility, type Ineligibility } from "./match-lead";
import { matchContractorOf, spentThisWeekCents } from "./purchase-lead.server";
import { purchaseColumns } from "../leads/purchase-columns.server";
import { homeownerNoticeColumns } from "../leads/homeowner-notice-columns.server";
import { homeownerNotice } from "../leads/homeowner-notice";
import { DomainError } from "../shared/errors";
import { leadStatusUpdateSchema, type LeadStatusUpdate } from "~/forms/lead-pipeline";
import { isUuid } from "~/forms/ids";
import { keyset } from "../shared/keyset-page.server";
import { belowRatingBarMessage } from "~/content/rating-bar";
import { isBelowRatingBar, ratingBarFactsOf } from "../contractors/rating-bar";
import { DISTANCE_SORT_NEEDS_BASE_MESSAGE, TRADE_MESSAGE, type AvailableLeadsFilter } from "~/forms/available-leads-filter";
import { basePointOf, nearestLeadsForContractor } from "./leads-by-distance.server";
import { leadsByPriceForContractor } from "./leads-by-price.server";
import { describeProjectAnswers, type AnswerLine } from "~/forms/project-answers";
import { areaWithin, hasBase } from "./narrow-area.server";
import { buyerQuality, type BuyerQuality } from "../quality/quality-label";
import { photoCountOf } from "../request-photos/photo-count.server";

export type AvailableLead = {
  leadId: string;
  category: string;
  city: string;
  state: string;
  zip: string;
  /** The homeowner's project description (no contact details). */
  summary: string;
  prosRequested: number;
  /** How many photos the homeowner attached ("2 photos"); the photos themselves only after purchase. */
  photos: number;
  /** Every project answer in words ("Roof material: Asphalt shingles"), before purchase (forms/project-answers.ts). */
  answers: AnswerLine[];
  /** "Quality: high" and its reasons in words (quality-label.ts), never the raw signals; null for a lead never scored. */
  quality: BuyerQuality | null;
  /** When the homeowner entered the code texted to the number (decision 0048); null if never. */
  phoneVerifiedAt: Date | null;
  /** With onePerRequest: how many of the request's prosRequested leads are still for sale ("2 of 3 spots left"). */
  slotsLeft: number;
  priceCents: number;
  aged: boolean;
  createdAt: Date;
  ageDays: number;
  /** Why the buy button is disabled now ('weekly-cap', 'balance', 'not-active'), or null when it may be bought. */
  blockedBy: Ineligibility | null;
};

/** Why a pro below the 4-star rule is offered no lead: its rating, its reviews, and the sentence it reads. */
export type RatingBarNotice = { rating: number; reviews: number; message: string };

/** Leads on one page of GET /api/v1/leads when the client does not ask for another size. */
export const AVAILABLE_PAGE_SIZE = 50;

/**
 * Cards on one page of the dashboard: six rows of two on a desktop, a few screens on a phone, and the
 * "Older leads" link for more. The newest leads are the ones worth buying, and a live update adds a new
 * one on top. Fifty made a 175 KB page whose server render alone took ~30 ms; at 24, a warm render was
 * still ~40 ms p50 at a million leads on PostgreSQL (the target is a 50 ms p95); twelve took it to ~34.
 */
export const DASHBOARD_PAGE_SIZE = 12;

/**
 * onePerRequest: one row per quote request (the dashboard's cards), not one per lead (the REST API's list).
 * filter: the dashboard's filter bar (available-leads-filter.ts); a trade the contractor does not serve is refused.
 */
export type AvailableLeadsPage = { after?: string | undefined; limit?: number | undefined; onePerRequest?: boolean; filter?: AvailableLeadsFilter | undefined };

/**
 * Leads this contractor may buy, newest first, one page at a time
 * (leads-for-contractor.server.ts: for sale, in their categories and service
 * area, from requests they do not hold); priced for their tier. Contact
 * details (name, e-mail, phone, street) are NOT selected at all. `next` is
 * the cursor of the following page, null on the last one.
 */
export async function availableLeadsForContractor(
  ctx: DomainContext,
  contractorId: string,
  page: AvailableLeadsPage = {},
): Promise<{
  leads: AvailableLead[];
  next: string | null;
  balanceCents: number;
  spentThisWeekCents: number;
  weeklyCapCents: number | null;
  ratingBar: RatingBarNotice | null;
  /** What the filter bar offers: the contractor's trades, and whether a distance can be measured (a base ZIP). */
  trades: string[];
  measuresDistance: boolean;
}> {
  const now = nowOf(ctx);
  // Four independent reads at once: on PostgreSQL each takes its own pooled connection.
  const [contractor, balance, spent, prices] = await Promise.all([
    contractorRow(ctx, contractorId),
    myBalanceCents(ctx, contractorId),
    spentThisWeekCents(ctx.db, contractorId, now),
    loadPriceTable(ctx.db),
  ]);
  if (!contractor) throw new NotFoundError("This account");
  const money = {
    balanceCents: balance,
    spentThisWeekCents: spent,
    weeklyCapCents: contractor.weeklyCapCents,
    trades: contractor.categories,
    measuresDistance: hasBase(contractor),
  };
  // Below the 4-star rule no lead is offered (leads-for-contractor's query would find none): say why instead.
  const bar = ratingBarFactsOf(contractor);
  if (isBelowRatingBar(bar)) {
    const rating = bar.rating ?? 0;
    return { leads: [], next: null, ...money, ratingBar: { rating, reviews: bar.reviews, message: belowRatingBarMessage(rating, bar.reviews) } };
  }
  const tier = tierOf(contractor);
  // Requests they hold are left out by the query itself, so none is held among these.
  const facts = matchContractorOf(contractor, { held: [], spent, balance });
  const filter = page.filter;
  if (filter?.trade !== undefined && !contractor.categories.includes(filter.trade)) throw new DomainError("invalid_input", TRADE_MESSAGE, { field: "trade" });
  // The filter narrows what the query already bounds: one category of theirs, a smaller area, the other direction of the same index order.
  const area = await areaWithin(contractor, filter?.maxMiles);
  const spec = {
    today: isoDay(now),
    after: page.after,
    limit: page.limit ?? AVAILABLE_PAGE_SIZE,
    onePerRequest: page.onePerRequest ?? false,
    now,
    categories: filter?.trade === undefined ? undefined : [filter.trade],
  };
  // Nearest first measures from the base ZIP: rings around it (leads-by-distance.server.ts), not an index order.
  const base = basePointOf(contractor);
  if (filter?.sort === "nearest" && !base) throw new DomainError("invalid_input", DISTANCE_SORT_NEEDS_BASE_MESSAGE, { field: "sort" });
  // By price: this buyer's prices, by the position each lead holds in its range (leads-by-price.server.ts).
  const byPrice = filter?.sort === "price-low" ? "lowest" : filter?.sort === "price-high" ? "highest" : undefined;
  const found =
    filter?.sort === "nearest" && base
      ? await nearestLeadsForContractor(ctx.db, area, spec, base)
      : byPrice
        ? await leadsByPriceForContractor(ctx.db, area, spec, { tier, table: prices, order: byPrice })
        : await leadsForContractor(ctx.db, area, { ...spec, oldestFirst: filter?.sort === "oldest" });
  const list = found.leads.map((l): AvailableLead => {
    const priceCents = leadPriceCents(l, tier, prices);
    const blockedBy =
      ineligibility(
        {
          quoteRequestId: l.quoteRequestId,
          category: l.category,
          state: l.status,
          zip: { zip: l.zip, lat: l.lat, lng: l.lng },
          priceCents: { payAsYouGo: priceCents, professional: priceCents, enterprise: priceCents },
        },
        facts,
      ) ?? null;
    return {
      leadId: l.id,
      category: l.category,
      city: l.city,
      state: l.state,
      zip: l.zip,
      summary: l.details,
      prosRequested: l.prosRequested,
      photos: l.photos,
      answers: l.projectAnswers,
      quality:
        buyerQuality({ qualityScore: l.qualityScore, phoneVerified: l.phoneVerifiedAt !== null, answers: l.projectAnswers.length, photos: l.photos }) ?? null,
      phoneVerifiedAt: l.phoneVerifiedAt,
      slotsLeft: l.slotsLeft,
      priceCents,
      aged: l.status === "aged",
      createdAt: l.createdAt,
      ageDays: Math.floor((now.getTime() - l.createdAt.getTime()) / 86_400_000),
      blockedBy,
    };
  });
  return { leads: list, next: found.next, ...money, ratingBar: null };
}

export type MyLead = {
  purchaseId: string;
  leadId: string;
  category: string;
  priceCents: number;
  purchasedAt: Date;
  leadStatus: string;
  pipelineStatus: PipelineStatus;
  notes: string;
  jobValueCents: number | null;
  returnStatus: string | null;
  /** A credited return took the contact back: fullName, email and phone are null (purchase-columns.server.ts). */
  contactRemoved: boolean;
  /** The homeowner's privacy choice shown on the lead (homeowner-notice.ts), or null. */
  homeownerNotice: string | null;
  homeowner: {
    fullName: string | null;
    email: string | null;
    phone: string | null;
    zip: string;
    city: string;
    state: string;
    details: string;
    prosRequested: number;
    reference: string;
  };
  /** The project's qualifying answers in words (forms/project-answers.ts). */
  answers: AnswerLine[];
  /** "Quality: high" and its reasons in words, as the card showed it before purchase (quality-label.ts). */
  quality: BuyerQuality | null;
  /** When the homeowner entered the code texted to the number (decision 0048); null if never. */
  phoneVerifiedAt: Date | null;
};

// (contractor_id, purchased_at, id) desc through purchases_contractor_purchased_id_idx (migration 0006).
const myLeadsOrder = keyset(purchases.purchasedAt, purchases.id);

function purchasesWithContacts(ctx: DomainContext) {
  return ctx.db
    .select({
      ...purchaseColumns,
      ...homeownerNoticeColumns,
      ...myLeadsOrder.key,
      // The quality words' facts (quality-label.ts); the photo count by the request_photos primary key.
      qualityScore: quoteRequests.qualityScore,
      qualityPhoneVerifiedAt: quoteRequests.phoneVerifiedAt,
      qualityPhotos: photoCountOf(quoteRequests.id),
    })
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .leftJoin(leadReturns, eq(leadReturns.purchaseId, purchases.id));
}

const asMyLead = ({
  contactStoppedAt,
  erasedAt,
  fullName,
  email,
  phone,
  zip,
  city,
  state,
  details,
  prosRequested,
  reference,
  answers,
  qualityScore,
  qualityPhoneVerifiedAt,
  qualityPhotos,
  keyAt: _at,
  keyId: _id,
  ...r
}: Omit<Awaited<ReturnType<ReturnType<typeof purchasesWithContacts>["where"]>>[number], "keyAt" | "keyId"> & { keyAt?: string; keyId?: string }): MyLead => ({
  ...r,
  homeownerNotice: homeownerNotice({ contactStoppedAt, erasedAt }),
  homeowner: { fullName, email, phone, zip, city, state, details, prosRequested, reference },
  answers: describeProjectAnswers(r.category, answers),
  quality:
    buyerQuality({
      qualityScore,
      phoneVerified: qualityPhoneVerifiedAt !== null,
      answers: describeProjectAnswers(r.category, answers).length,
      photos: qualityPhotos,
    }) ?? null,
  phoneVerifiedAt: qualityPhoneVerifiedAt,
});

/**
 * The filter bar's conditions. A status is one range of (contractor, status, purchased_at, id); a search is tested
 * on the buyer's own purchases only (their index range, then the request's search document, decision 0030's words
 * and prefixes): the cost is the buyer's purchases, never the whole table's matches.
 */
function myLeadsFilterSql(filter: Partial<MyLeadsFilter>): SQL[] {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(purchases.pipelineStatus, filter.status));
  const query = searchQueryOf(filter.q ?? "");
  if (query) where.push(sql`${quoteRequestSearchText(quoteRequests)} @@ to_tsquery('simple'::regconfig, ${query})`);
  return where;
}

/** Bought leads on one page of My leads. */
export const MY_LEADS_PAGE_SIZE = 24;

/**
 * The contractor's purchased leads with full contact details, newest first,
 * one page at a time (keyset on purchase time and id). Only their own.
 * `next` is the cursor of the following page, null on the last one.
 */
export async function myLeads(
  ctx: DomainContext,
  contractorId: string,
  page: { after?: string | undefined; limit?: number } = {},
  filter: Partial<MyLeadsFilter> = {},
): Promise<{ leads: MyLead[]; next: string | null }> {
  const limit = page.limit ?? MY_LEADS_PAGE_SIZE;
  const rows = await purchasesWithContacts(ctx)
    .where(and(eq(purchases.contractorId, contractorId), ...myLeadsFilterSql(filter), myLeadsOrder.after(page.after)))
    .orderBy(...myLeadsOrder.orderBy)
    .limit(limit + 1);
  const found = myLeadsOrder.page(rows, limit);
  return { leads: found.rows.map(asMyLead), next: found.next };
}

/** Update the contractor's own pipeline status of a purchased lead (new, contacted, quoted, won + job value, lost). */
export async function updateMyLeadStatus(ctx: DomainContext, contractorId: string, purchaseId: string, input: LeadStatusUpdate): Promise<void> {
  const parsed = leadStatusUpdateSchema.safeParse(input);
  if (!parsed.success) throw new DomainError("invalid_input", parsed.error.issues[0]?.message ?? "Please check the form.");
  const [row] = await ctx.db
    .update(purchases)
    .set({ pipelineStatus: parsed.data.status, notes: parsed.data.notes, jobValueCents: parsed.data.jobValueCents, pipelineUpdatedAt: nowOf(ctx) })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)))
    .returning({ id: purchases.id });
  if (!row) throw new NotFoundError("This lead");
}

/** The contractor's own purchase with contact details, by its id; NotFoundError for another contractor's or none. */
export async function myLead(ctx: DomainContext, contractorId: string, purchaseId: string): Promise<MyLead> {
  if (!isUuid(purchaseId)) throw new NotFoundError("This lead");
  const [row] = await purchasesWithContacts(ctx).where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)));
  if (!row) throw new NotFoundError("This lead");
  return asMyLead(row);
}
