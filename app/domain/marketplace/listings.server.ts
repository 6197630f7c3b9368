import { and, desc, eq } from "drizzle-orm";
import { contractors, leadReturns, leads, purchases, quoteRequests, type PipelineStatus } from "~/db/schema";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { getBalance } from "../ledger/ledger.server";
import { leadPriceCents, leadsForSale } from "./lead-facts.server";
import { serviceAreaOf, tierOf } from "../contractors/contractor-facts";
import { ineligibility, type Ineligibility } from "./match-lead";
import { isInServiceArea } from "../contractors/contractor-facts";
import { matchContractorOf, spentThisWeekCents } from "./purchase-lead.server";
import { purchaseColumns } from "../leads/purchase-columns.server";
import { DomainError } from "../shared/errors";
import { leadStatusUpdateSchema, type LeadStatusUpdate } from "~/forms/lead-pipeline";

export type AvailableLead = {
  leadId: string;
  category: string;
  city: string;
  state: string;
  zip: string;
  /** The homeowner's project description (no contact details). */
  summary: string;
  prosRequested: number;
  priceCents: number;
  aged: boolean;
  createdAt: Date;
  ageDays: number;
  /** Why the buy button is disabled now ('weekly-cap', 'balance', 'not-active'), or null when it may be bought. */
  blockedBy: Ineligibility | null;
};

/**
 * Leads this contractor may buy: for sale, in their categories and service
 * area, from requests they do not hold; priced for their tier. Contact
 * details (name, e-mail, phone, street) are NOT selected at all.
 */
export async function availableLeadsForContractor(ctx: DomainContext, contractorId: string): Promise<{ leads: AvailableLead[]; balanceCents: number; spentThisWeekCents: number; weeklyCapCents: number | null }> {
  const now = nowOf(ctx);
  const [contractor] = await ctx.db.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!contractor) throw new NotFoundError("This account");
  const held = (await ctx.db.select({ q: purchases.quoteRequestId }).from(purchases).where(eq(purchases.contractorId, contractorId))).map((r) => r.q);
  const balance = await getBalance(ctx.db, contractorId);
  const spent = await ctx.db.transaction((tx) => spentThisWeekCents(tx, contractorId, now));
  const area = serviceAreaOf(contractor);
  const tier = tierOf(contractor);
  const facts = matchContractorOf(contractor, { held, spent, balance });
  const prices = await loadPriceTable(ctx.db);
  const list = (await leadsForSale(ctx.db, contractor.categories, held))
    .filter((l) => !l.isDuplicate && isInServiceArea(area, { zip: l.zip, lat: l.lat, lng: l.lng }))
    .map((l): AvailableLead => {
      const priceCents = leadPriceCents(l, tier, prices);
      const blockedBy = ineligibility({ quoteRequestId: l.quoteRequestId, category: l.category, state: l.status, zip: { zip: l.zip, lat: l.lat, lng: l.lng }, priceCents: { payAsYouGo: priceCents, professional: priceCents, enterprise: priceCents } }, facts) ?? null;
      return {
        leadId: l.id,
        category: l.category,
        city: l.city,
        state: l.state,
        zip: l.zip,
        summary: l.details,
        prosRequested: l.prosRequested,
        priceCents,
        aged: l.status === "aged",
        createdAt: l.createdAt,
        ageDays: Math.floor((now.getTime() - l.createdAt.getTime()) / 86_400_000),
        blockedBy,
      };
    })
    .toReversed();
  return { leads: list, balanceCents: balance, spentThisWeekCents: spent, weeklyCapCents: contractor.weeklyCapCents };
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
  homeowner: { fullName: string; email: string; phone: string; zip: string; city: string; state: string; details: string; prosRequested: number; reference: string };
};

/** The contractor's purchased leads with full contact details, newest first. Only their own. */
export async function myLeads(ctx: DomainContext, contractorId: string): Promise<MyLead[]> {
  const rows = await ctx.db
    .select(purchaseColumns)
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .leftJoin(leadReturns, eq(leadReturns.purchaseId, purchases.id))
    .where(eq(purchases.contractorId, contractorId))
    .orderBy(desc(purchases.purchasedAt));
  return rows.map(({ fullName, email, phone, zip, city, state, details, prosRequested, reference, ...r }) => ({
    ...r,
    homeowner: { fullName, email, phone, zip, city, state, details, prosRequested, reference },
  }));
}

/** Update the contractor's own pipeline status of a purchased lead (new, contacted, quoted, won + job value, lost). */
export async function updateMyLeadStatus(
  ctx: DomainContext,
  contractorId: string,
  purchaseId: string,
  input: LeadStatusUpdate,
): Promise<void> {
  const parsed = leadStatusUpdateSchema.safeParse(input);
  if (!parsed.success) throw new DomainError("invalid_input", parsed.error.issues[0]?.message ?? "Please check the form.");
  const [row] = await ctx.db
    .update(purchases)
    .set({ pipelineStatus: parsed.data.status, notes: parsed.data.notes, jobValueCents: parsed.data.jobValueCents, pipelineUpdatedAt: nowOf(ctx) })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)))
    .returning({ id: purchases.id });
  if (!row) throw new NotFoundError("This lead");
}

/** The contractor's own purchase with contact details, or NotFoundError (also for another contractor's). */
export async function myLead(ctx: DomainContext, contractorId: string, purchaseId: string): Promise<MyLead> {
  const found = (await myLeads(ctx, contractorId)).find((l) => l.purchaseId === purchaseId);
  if (!found) throw new NotFoundError("This lead");
  return found;
}
