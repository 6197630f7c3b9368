import { and, eq, inArray, sql } from "drizzle-orm";
import { contractorBalances, contractors, purchases } from "~/db/schema";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import { rowsOf } from "~/db/types.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { LeadTakenError } from "./errors";
import { rankAutoBuyers } from "./fair-share";
import { leadFacts, leadPriceCents } from "./lead-facts.server";
import { tierOf } from "../contractors/contractor-facts";
import { canApply } from "./lead-state-machine";
import { ineligibility } from "./match-lead";
import { contractorCoversLead, documentsCurrent, offerNarrowing } from "./match-sql.server";
import { pausedOrLapsedForLead } from "./contractors-for-lead.server";
import { recordLeadSkips, skipDetail, type LeadSkip } from "../documents/lead-skips.server";
import { isoDay } from "../contractors/document-expiry";
import { matchContractorOf, purchaseLead } from "./purchase-lead.server";
import { capWeekStart } from "./week";

/**
 * Offer a new lead to subscribers with auto-buy on (fair-share.ts order:
 * least recently served first), within each one's area, cap and balance.
 * Each attempt is an ordinary purchaseLead (key `auto:<leadId>`), so a
 * concurrent manual buyer or a second run of this job cannot double-sell.
 * Meant to run from a job right after a lead is created.
 */
export async function autoBuyLead(ctx: DomainContext, leadId: string): Promise<{ contractorId: string; purchaseId: string } | null> {
  const now = nowOf(ctx);
  const lead = await leadFacts(ctx.db, leadId);
  if (!lead || lead.isDuplicate || !canApply(lead.status, "purchase")) return null;
  const subscribers = and(eq(contractors.autoBuy, true), inArray(contractors.plan, ["professional", "enterprise"]));
  const skips: LeadSkip[] = (await pausedOrLapsedForLead(ctx.db, lead, isoDay(now), subscribers)).map((b) => ({
    contractorId: b.id,
    leadId,
    source: "auto-buy",
    reason: b.reason,
    detail: skipDetail(b.reason, { balanceCents: 0, priceCents: 0, spentCents: 0, capCents: null }),
  }));
  const rows = await ctx.db
    .select({ contractor: contractors, balance: contractorBalances.balanceCents })
    .from(contractors)
    .innerJoin(contractorBalances, eq(contractorBalances.contractorId, contractors.id))
    .where(
      and(
        eq(contractors.autoBuy, true),
        eq(contractors.status, "active"),
        inArray(contractors.plan, ["professional", "enterprise"]),
        sql`${lead.category} = any(${contractors.categories})`,
        // Only those whose area covers the lead, found through the ZIP and area-box indexes (match-sql.server.ts).
        contractorCoversLead({ zip: lead.zip, lat: lead.lat, lng: lead.lng }),
        // A lapsed license or insurance stops leads until a renewal is approved.
        documentsCurrent(isoDay(now)),
        // During an exclusive offer only its holder may auto-buy; the release job offers the lead again when it ends.
        offerNarrowing(lead, now),
      ),
    );
  if (rows.length === 0) {
    await recordLeadSkips(ctx.db, skips, now);
    return null;
  }
  const ids = rows.map((r) => r.contractor.id);
  const held = new Set(
    (await ctx.db.select({ c: purchases.contractorId }).from(purchases).where(and(eq(purchases.quoteRequestId, lead.quoteRequestId), inArray(purchases.contractorId, ids)))).map((r) => r.c),
  );
  const week = capWeekStart(now).toISOString();
  const stats = new Map(
    rowsOf<{ contractor_id: string; spent: number; autos: number }>(
      await ctx.db.execute(sql`select contractor_id, coalesce(sum(price_cents), 0)::int as spent, count(*) filter (where auto_buy)::int as autos
        from purchases where purchased_at >= ${week}::timestamptz and idempotency_key not like 'replacement:%'
          and contractor_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) group by contractor_id`),
    ).map((r) => [r.contractor_id, r]),
  );
  const prices = await loadPriceTable(ctx.db);
  const eligible = rows
    .map(({ contractor, balance }) => {
      const price = leadPriceCents(lead, tierOf(contractor), prices);
      const facts = matchContractorOf(contractor, { held: held.has(contractor.id) ? [lead.quoteRequestId] : [], spent: stats.get(contractor.id)?.spent ?? 0, balance });
      const reason = ineligibility(
        { quoteRequestId: lead.quoteRequestId, category: lead.category, state: lead.status, zip: { zip: lead.zip, lat: lead.lat, lng: lead.lng }, priceCents: { payAsYouGo: price, professional: price, enterprise: price } },
        facts,
      );
      if (reason === "balance" || reason === "weekly-cap") {
        const spent = stats.get(contractor.id)?.spent ?? 0;
        skips.push({ contractorId: contractor.id, leadId, source: "auto-buy", reason, detail: skipDetail(reason, { balanceCents: balance, priceCents: price, spentCents: spent, capCents: contractor.weeklyCapCents }) });
      }
      return reason ? undefined : { id: contractor.id, autoBuy: true, lastAutoBuyAt: contractor.lastAutoBuyAt, autoBuysThisWeek: stats.get(contractor.id)?.autos ?? 0 };
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
