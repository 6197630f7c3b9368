import { eq, inArray } from "drizzle-orm";
import type { CategorySlug } from "~/content/categories";
import type { Tier } from "~/content/prices";
import { calculatorLeads, leads, quoteRequests } from "~/db/schema";
import { leadUrgency } from "~/domain/pricing/lead-urgency";
import type { PriceTable } from "~/domain/pricing/price-table";
import type { Executor } from "~/db/types.server";
import type { LeadState } from "./lead-state-machine";
import { priceAtPosition, pricePosition, priceRangeFor, type Urgency } from "../pricing/price-lead";
import { photoCountOf } from "../request-photos/photo-count.server";
import { describeProjectAnswers, type AnswerLine } from "~/forms/project-answers";

/** What pricing and matching need to know about a lead (no contact details). */
export type LeadFacts = {
  id: string;
  quoteRequestId: string;
  category: CategorySlug;
  status: LeadState;
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  details: string;
  prosRequested: 1 | 2 | 3;
  estimateAmount: number | null;
  /** From the calculator answers when the request came from a calculator (lead-urgency.ts), else 'unknown'. */
  urgency: Urgency;
  isDuplicate: boolean;
  /** The request's quality score, 0-100 (null: never scored): a price attribute, and its band is shown to buyers. */
  qualityScore: number | null;
  /** When the homeowner's phone was verified by its code (null: not verified): in the buyer's quality words. */
  phoneVerifiedAt: Date | null;
  /** The project's qualifying answers in words ("Timeline: Within a month"), shown before purchase: no contact details. */
  projectAnswers: AnswerLine[];
  /** How many photos came with the request (request_photos): shown before purchase, the photos only after. */
  photos: number;
  createdAt: Date;
  /** The exclusive offer, if any (exclusive-offer.ts). */
  offeredTo: string | null;
  offeredUntil: Date | null;
};

export const factColumns = {
  id: leads.id,
  quoteRequestId: leads.quoteRequestId,
  category: leads.category,
  status: leads.status,
  zip: leads.zip,
  city: quoteRequests.city,
  state: quoteRequests.state,
  lat: quoteRequests.latitude,
  lng: quoteRequests.longitude,
  details: quoteRequests.details,
  prosRequested: quoteRequests.prosRequested,
  estimateAmount: calculatorLeads.estimateAmount,
  calculatorType: calculatorLeads.calculatorType,
  answers: calculatorLeads.answers,
  isDuplicate: quoteRequests.isDuplicate,
  qualityScore: quoteRequests.qualityScore,
  phoneVerifiedAt: quoteRequests.phoneVerifiedAt,
  storedAnswers: quoteRequests.answers,
  photos: photoCountOf(quoteRequests.id),
  createdAt: leads.createdAt,
  offeredTo: leads.offeredToContractorId,
  offeredUntil: leads.offeredUntil,
};

function baseQuery(db: Executor) {
  return db
    .select(factColumns)
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .leftJoin(calculatorLeads, eq(calculatorLeads.id, quoteRequests.calculatorLeadId));
}

export const asFacts = (rows: Awaited<ReturnType<ReturnType<typeof baseQuery>["where"]>>): LeadFacts[] =>
  rows.map(({ calculatorType, answers, storedAnswers, ...r }) => ({
    ...r,
    projectAnswers: describeProjectAnswers(r.category, storedAnswers),
    category: r.category as CategorySlug,
    prosRequested: r.prosRequested as 1 | 2 | 3,
    urgency: leadUrgency(calculatorType, answers),
  }));

export async function leadFacts(db: Executor, leadId: string): Promise<LeadFacts | undefined> {
  return asFacts(await baseQuery(db).where(eq(leads.id, leadId)))[0];
}

/** The facts of a claimed batch of leads in one statement (by primary key), oldest first and a request's leads in
 * their order (seq); missing ids are left out. */
export async function leadFactsOf(db: Executor, leadIds: readonly string[]): Promise<LeadFacts[]> {
  if (leadIds.length === 0) return [];
  return asFacts(
    await baseQuery(db)
      .where(inArray(leads.id, [...leadIds]))
      .orderBy(leads.createdAt, leads.quoteRequestId, leads.seq),
  );
}

/**
 * The lead's price in cents for a buyer on `tier` (price-lead.ts), from the
 * price table loaded for this operation (load-price-table.server.ts): the
 * lead's category, pros requested, urgency, the calculator's estimate when
 * the request came from one, its quality score, and the aged range once the lead has aged.
 */
export function leadPriceCents(lead: LeadFacts, tier: Tier, table: PriceTable): number {
  const range = priceRangeFor({ category: lead.category, tier, aged: lead.status === "aged", priceTable: table.fresh, agedPriceTable: table.aged });
  return priceAtPosition(range, leadPricePosition(lead)) * 100;
}

/**
 * The lead's position in its range (price-lead.ts), from its attributes alone: the one place they become the price's
 * position, both for the price a buyer pays and for leads.price_position, the price sort's key
 * (refresh-price-positions.server.ts keeps it equal to this).
 */
export function leadPricePosition(lead: Pick<LeadFacts, "category" | "prosRequested" | "urgency" | "estimateAmount" | "qualityScore">): number {
  return pricePosition({
    category: lead.category,
    prosRequested: lead.prosRequested,
    urgency: lead.urgency,
    estimateAmount: lead.estimateAmount,
    qualityScore: lead.qualityScore,
  });
}
