import { and, eq, inArray, sql } from "drizzle-orm";
import { contractorBalances, contractors, purchases } from "~/db/schema";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import { rowsOf } from "~/db/types.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { LeadTakenError } from "./errors";
import { rankAutoBuyers } from "./fair-share";
import { leadFactsOf, leadPriceCents, type LeadFacts } from "./lead-facts.server";
import { tierOf } from "../contractors/contractor-facts";
import { canApply } from "./lead-state-machine";
import { ineligibility } from "./match-lead";
import { documentsCurrent } from "./match-sql.server";
import { meetsRatingBar } from "../contractors/rating-bar-sql.server";
import { matchPlaces, type PlaceMatch } from "./contractors-for-lead.server";
import { openTo } from "./exclusive-offer";
import { recordLeadSkips, skipDetail, type LeadSkip } from "../documents/lead-skips.server";
import { isoDay } from "../contractors/document-expiry";
import { matchContractorOf, purchaseLead } from "./purchase-lead.server";
import { capWeekStart } from "./week";

/** Auto-buy subscribers: professional and enterprise plans with auto-buy on. */
const subscribers = () => and(eq(contractors.autoBuy, true), inArray(contractors.plan, ["professional", "enterprise"]));

/**
 * Offer a new lead to subscribers with auto-buy on (fair-share.ts order:
 * least recently served first), within each one's area, cap and balance.
 * Each attempt is an ordinary purchaseLead (key `auto:<leadId>`), so a
 * concurrent manual buyer or a second run of this job cannot double-sell.
 * Meant to run from a job right after a lead is created.
 */
export async function autoBuyLead(ctx: DomainContext, leadId: string): Promise<{ contractorId: string; purchaseId: string } | null> {
  const [lead] = await leadFactsOf(ctx.db, [leadId]);
  if (!lead || !offerable(lead)) return null;
  const [match] = await matchSubscribers(ctx, [lead]);
  return autoBuyMatched(ctx, lead, match!);
}

/** Leads auto-buy may offer: on sale and not a duplicate request. */
export const offerable = (lead: LeadFacts) => !lead.isDuplicate && canApply(lead.status, "purchase");

/** The subscribers whose area and category cover each lead (same order), in one statement for a whole batch. */
export const matchSubscribers = (ctx: DomainContext, leads: readonly LeadFacts[]) => matchPlaces(ctx.db, leads, isoDay(nowOf(ctx)), subscribers);

/**
 * autoBuyLead for a lead whose subscribers were matched already (offer-new-leads reads a claimed batch at once).
 * The candidates' balances, week's spend and last auto-buy are read here, lead by lead: the previous lead's
 * purchase may have changed them.
 */
export async function autoBuyMatched(ctx: DomainContext, lead: LeadFacts, match: PlaceMatch): Promise<{ contractorId: string; purchaseId: string } | null> {
  const now = nowOf(ctx);
  const leadId = lead.id;
  const skips: LeadSkip[] = match.pausedOrLapsed.map((b) => ({
    contractorId: b.id,
    leadId,
    source: "auto-buy",
    reason: b.reason,
    detail: skipDetail(b.reason, { balanceCents: 0, priceCents: 0, spentCents: 0, capCents: null }),
  }));
  // During an exclusive offer only its holder may auto-buy; the release job offers the lead again when it ends.
  const candidates = match.active.filter((c) => openTo(lead, c.id, now)).map((c) => c.id);
  const rows =
    candidates.length === 0
      ? []
      : await ctx.db
          .select({ contractor: contractors, balance: contractorBalances.balanceCents })
          .from(contractors)
          .innerJoin(contractorBalances, eq(contractorBalances.contractorId, contractors.id))
          // Re-checked by id: matched moments ago, still an active subscriber with current documents, not below the 4-star rule.
          .where(and(inArray(contractors.id, candidates), eq(contractors.status, "active"), subscribers(), documentsCurrent(isoDay(now)), meetsRatingBar));
  if (rows.length === 0) {
    await recordLeadSkips(ctx.db, skips, now);
    return null;
  }
  const ids = rows.map((r) => r.contractor.id);
  const held = new Set(
    (
      await ctx.db
        .select({ c: purchases.contractorId })
        .from(purchases)
        .where(and(eq(purchases.quoteRequestId, lead.quoteRequestId), inArray(purchases.contractorId, ids)))
    ).map((r) => r.c),
  );
  const week = capWeekStart(now).toISOString();
  const stats = new Map(
    rowsOf<{ contractor_id: string; spent: number; autos: number }>(
      await ctx.db.execute(sql`select contractor_id, coalesce(sum(price_cents), 0)::int as spent, count(*) filter (where auto_buy)::int as autos
        from purchases where purchased_at >= ${week}::timestamptz and idempotency_key not like 'replacement:%'
          and contractor_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) group by contractor_id`),
    ).map((r) => [r.contractor_id, r]),
  );
  const prices = await loadPriceTable(ctx.db);
  const eligible = rows
    .map(({ contractor, balance }) => {
      const price = leadPriceCents(lead, tierOf(contractor), prices);
      const facts = matchContractorOf(contractor, {
        held: held.has(contractor.id) ? [lead.quoteRequestId] : [],
        spent: stats.get(contractor.id)?.spent ?? 0,
        balance,
      });
      const reason = ineligibility(
        {
          quoteRequestId: lead.quoteRequestId,
          category: lead.category,
          state: lead.status,
          zip: { zip: lead.zip, lat: lead.lat, lng: lead.lng },
          priceCents: { payAsYouGo: price, professional: price, enterprise: price },
        },
        facts,
      );
      if (reason === "balance" || reason === "weekly-cap") {
        const spent = stats.get(contractor.id)?.spent ?? 0;
        skips.push({
          contractorId: contractor.id,
          leadId,
          source: "auto-buy",
          reason,
          detail: skipDetail(reason, { balanceCents: balance, priceCents: price, spentCents: spent, capCents: contractor.weeklyCapCents }),
        });
      }
      return reason
        ? undefined
        : { id: contractor.id, autoBuy: true, lastAutoBuyAt: contractor.lastAutoBuyAt, autoBuysThisWeek: stats.get(contractor.id)?.autos ?? 0 };
    })
    .filter((c) => c !== undefined);
  await recordLeadSkips(ctx.db, skips, now);
  for (const candidate of rankAutoBuyers(eligible)) {
    try {
      const outcome = await purchaseLead(ctx, candidate.id, leadId, `auto:${leadId}`, { autoBuy: true });
      return { contractorId: candidate.id, purchaseId: outcome.purchaseId };
    } catch (error) {
      if (error instanceof LeadTakenError) return null;
      // Cap, balance or area changed since we looked: offer it to the next one.
      if (error instanceof DomainError) continue;
      throw error;
    }
  }
  return null;
}
