import { DOCUMENTS_LAPSED_MESSAGE, isoDay, lapsedDocuments } from "../contractors/document-expiry";
import { and, eq, sql } from "drizzle-orm";
import { contractors, leads, purchases } from "~/db/schema";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { LeadPriceChangedError } from "~/domain/pricing/lead-price-changed-error";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import type { Executor, Tx } from "~/db/types.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { AlreadyHoldsLeadFromRequestError, IdempotencyKeyReusedError, LeadTakenError } from "./errors";
import { DomainError, NotFoundError } from "../shared/errors";
import { entriesForPurchase } from "../ledger/ledger-rules";
import { lockBalance, postLedger } from "../ledger/ledger.server";
import { leadFacts, leadPriceCents } from "./lead-facts.server";
import { openTo } from "./exclusive-offer";
import { serviceAreaOf, tierOf, type ContractorRow } from "../contractors/contractor-facts";
import { transition } from "./lead-state-machine";
import { onLeadSold } from "./on-lead-sold.server";
import { ineligibility, ineligibilityError } from "./match-lead";
import { isUniqueViolation } from "../../db/pg-errors.server";
import { capWeekStart } from "./week";

export type PurchaseOutcome = {
  purchaseId: string;
  leadId: string;
  priceCents: number;
  /** The balance right after this purchase. */
  balanceCentsAfter: number;
  /** True when this call repeated an earlier one with the same idempotency key. */
  replayed: boolean;
};

/** The same idempotency key was used for a different lead (Stripe answers such reuse with an error too). */
const KEY_PATTERN = /^[\w.:-]{8,200}$/;

/** What this contractor spent in the cap week containing `now` (credited returns give the money back, so they do not count). */
export async function spentThisWeekCents(db: Executor, contractorId: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(p.price_cents), 0)::int as spent
    from purchases p left join lead_returns r on r.purchase_id = p.id and r.status = 'credited'
    where p.contractor_id = ${contractorId} and p.purchased_at >= ${capWeekStart(now).toISOString()}::timestamptz
      and r.id is null and p.idempotency_key not like 'replacement:%'`);
  return Number((result as unknown as { rows: { spent: number }[] }).rows[0]?.spent ?? 0);
}

async function replay(tx: Tx, contractorId: string, idempotencyKey: string, leadId: string, balanceCents: number): Promise<PurchaseOutcome | undefined> {
  const [earlier] = await tx
    .select()
    .from(purchases)
    .where(and(eq(purchases.contractorId, contractorId), eq(purchases.idempotencyKey, idempotencyKey)));
  if (!earlier) return undefined;
  if (earlier.leadId !== leadId) throw new IdempotencyKeyReusedError();
  return { purchaseId: earlier.id, leadId, priceCents: earlier.priceCents, balanceCentsAfter: balanceCents, replayed: true };
}

/**
 * Buy a lead: ONE transaction that
 * 1. locks the buyer's balance row (serializes this contractor's purchases,
 *    so the cap, balance and one-lead-per-request checks are exact);
 * 2. answers a repeated idempotency key with the first outcome;
 * 3. checks eligibility with match-lead.ts (status, category, area, request,
 *    weekly cap, balance), pricing with price-lead.ts for the buyer's tier;
 * 4. flips the lead with a conditional update (`status = <what we read>`):
 *    of two buyers in any processes, exactly one gets the row back, the other
 *    gets LeadTakenError('This lead was just taken');
 * 5. inserts the purchase (unique lead_id and (contractor, quote request) as
 *    backstops) and the ledger entries + balance change (check >= 0).
 * Failures store nothing, so the same key may be retried after a top-up.
 */
export async function purchaseLead(
  ctx: DomainContext,
  contractorId: string,
  leadId: string,
  idempotencyKey: string,
  /** expectedPriceCents: the price the buyer was shown; any other price refuses the sale (LeadPriceChangedError). */
  options: { autoBuy?: boolean; expectedPriceCents?: number } = {},
): Promise<PurchaseOutcome> {
  const now = nowOf(ctx);
  if (!KEY_PATTERN.test(idempotencyKey) || idempotencyKey.startsWith("replacement:")) throw new IdempotencyKeyReusedError();
  const outcome = await ctx.db.transaction(async (tx) => {
    const balance = await lockBalance(tx, contractorId);
    if (balance === undefined) throw new NotFoundError("This account");
    const replayed = await replay(tx, contractorId, idempotencyKey, leadId, balance);
    if (replayed) return replayed;

    const [contractor] = await tx.select().from(contractors).where(eq(contractors.id, contractorId));
    if (!contractor) throw new NotFoundError("This account");
    // Lapsed documents stop every way to a lead (match-sql.server.ts filters the lists; this guards a direct buy).
    if (lapsedDocuments(contractor, isoDay(now)).length > 0) throw new DomainError("forbidden", DOCUMENTS_LAPSED_MESSAGE);
    const lead = await leadFacts(tx, leadId);
    // Under another pro's exclusive offer the lead was never offered to this buyer: "not found", as outside their area.
    if (!lead || !openTo(lead, contractorId, now)) throw new NotFoundError("This lead");
    const tier = tierOf(contractor);
    // The table is read in this transaction: the price checked below is the price charged.
    const priceCents = leadPriceCents(lead, tier, await loadPriceTable(tx));
    const [held] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.contractorId, contractorId), eq(purchases.quoteRequestId, lead.quoteRequestId)));
    const matchLead = { quoteRequestId: lead.quoteRequestId, category: lead.category, state: lead.status, zip: { zip: lead.zip, lat: lead.lat, lng: lead.lng }, priceCents: { payAsYouGo: priceCents, professional: priceCents, enterprise: priceCents } };
    const matchContractor = matchContractorOf(contractor, {
      held: held ? [lead.quoteRequestId] : [],
      spent: await spentThisWeekCents(tx, contractorId, now),
      balance,
    });
    const reason = ineligibility(matchLead, matchContractor);
    // A lead the buyer cannot have is refused as such; a cap or balance refusal may be about a new price, so the new price is told first.
    if (reason && reason !== "weekly-cap" && reason !== "balance") throw ineligibilityError(reason, matchLead, matchContractor);
    if (options.expectedPriceCents !== undefined && options.expectedPriceCents !== priceCents) throw new LeadPriceChangedError(priceCents);
    if (reason) throw ineligibilityError(reason, matchLead, matchContractor);

    const [sold] = await tx
      .update(leads)
      .set({ status: transition(lead.status, "purchase"), statusChangedAt: now, statusReason: null })
      .where(and(eq(leads.id, leadId), eq(leads.status, lead.status)))
      .returning({ id: leads.id });
    if (!sold) throw new LeadTakenError();

    let purchaseId: string;
    try {
      const [row] = await tx
        .insert(purchases)
        .values({
          leadId,
          contractorId,
          quoteRequestId: lead.quoteRequestId,
          priceCents,
          idempotencyKey,
          serviceAreaSnapshot: serviceAreaOf(contractor),
          autoBuy: options.autoBuy ?? false,
          purchasedAt: now,
        })
        .returning({ id: purchases.id });
      if (!row) throw new Error("purchase insert returned no row");
      purchaseId = row.id;
    } catch (error) {
      if (isUniqueViolation(error, "purchases_contractor_request_unique")) throw new AlreadyHoldsLeadFromRequestError();
      if (isUniqueViolation(error, "purchases_lead_id_unique")) throw new LeadTakenError();
      throw error;
    }
    await postLedger(tx, entriesForPurchase(contractorId, priceCents), { kind: "purchase", referenceId: purchaseId, memo: `Lead ${leadId}`, now, env: ctx.env });
    if (options.autoBuy) await tx.update(contractors).set({ lastAutoBuyAt: now }).where(eq(contractors.id, contractorId));
    await onLeadSold(tx, ctx.env, { purchaseId, leadId, contractorId, priceCents, autoBuy: options.autoBuy ?? false, now });
    return { purchaseId, leadId, priceCents, balanceCentsAfter: balance - priceCents, replayed: false };
  });
  // Committed: wake the senders of the deliveries onLeadSold queued.
  if (!outcome.replayed) signalOutbox();
  return outcome;
}

export function matchContractorOf(contractor: ContractorRow, facts: { held: readonly string[]; spent: number; balance: number }) {
  return {
    id: contractor.id,
    status: contractor.status,
    categories: contractor.categories as never[],
    serviceArea: serviceAreaOf(contractor),
    tier: tierOf(contractor),
    heldQuoteRequestIds: new Set(facts.held),
    weeklyCapCents: contractor.weeklyCapCents,
    spentThisWeekCents: facts.spent,
    balanceCents: facts.balance,
  };
}
