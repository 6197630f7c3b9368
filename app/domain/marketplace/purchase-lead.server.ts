import { DOCUMENTS_LAPSED_MESSAGE, isoDay, lapsedDocuments } from "../contractors/document-expiry";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { contractors, leads, purchases } from "~/db/schema";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { LeadPriceChangedError } from "~/domain/pricing/lead-price-changed-error";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import { rowsOf, type Executor, type Tx } from "~/db/types.server";
import { batchWrites, write } from "~/db/write-batch.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { AlreadyHoldsLeadFromRequestError, BelowRatingBarError, IdempotencyKeyReusedError, LeadTakenError } from "./errors";
import { isBelowRatingBar, ratingBarFactsOf } from "../contractors/rating-bar";
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
  const result = await db.execute(sql`select ${spentThisWeek(contractorId, now)} as spent`);
  return Number((result as unknown as { rows: { spent: number }[] }).rows[0]?.spent ?? 0);
}

/** spentThisWeekCents as a scalar subquery, for a read that asks more at once. */
function spentThisWeek(contractorId: string, now: Date): SQL<number> {
  return sql<number>`(select coalesce(sum(p.price_cents), 0)::int
    from purchases p left join lead_returns r on r.purchase_id = p.id and r.status = 'credited'
    where p.contractor_id = ${contractorId} and p.purchased_at >= ${capWeekStart(now).toISOString()}::timestamptz
      and r.id is null and p.idempotency_key not like 'replacement:%')`.mapWith(Number);
}

/**
 * The buyer's row and, in the same read, what a purchase is checked against: an earlier purchase under this
 * idempotency key, a purchase from the lead's request, and the week's spend. Read after the balance lock, so the
 * answers stay true until the sale commits (each part an index lookup; one round trip instead of four).
 */
async function buyerFacts(tx: Tx, contractorId: string, leadId: string, idempotencyKey: string, now: Date) {
  const earlier = sql`from purchases e where e.contractor_id = ${contractorId} and e.idempotency_key = ${idempotencyKey}`;
  const [row] = await tx
    .select({
      contractor: contractors,
      earlierId: sql<string | null>`(select e.id ${earlier})`,
      earlierLeadId: sql<string | null>`(select e.lead_id ${earlier})`,
      earlierPriceCents: sql<number | null>`(select e.price_cents ${earlier})`,
      holdsRequest: sql<boolean>`exists (select 1 from purchases h where h.contractor_id = ${contractorId}
        and h.quote_request_id = (select quote_request_id from leads where id = ${leadId}))`,
      spent: spentThisWeek(contractorId, now),
    })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return row;
}

function replay(
  facts: { earlierId: string | null; earlierLeadId: string | null; earlierPriceCents: number | null },
  leadId: string,
  balanceCents: number,
): PurchaseOutcome | undefined {
  if (!facts.earlierId) return undefined;
  if (facts.earlierLeadId !== leadId) throw new IdempotencyKeyReusedError();
  return { purchaseId: facts.earlierId, leadId, priceCents: Number(facts.earlierPriceCents), balanceCentsAfter: balanceCents, replayed: true };
}

/**
 * Buy a lead: ONE transaction that
 * 1. locks the buyer's balance row (serializes this contractor's purchases,
 *    so the cap, balance and one-lead-per-request checks are exact);
 * 2. answers a repeated idempotency key with the first outcome;
 * 3. checks the buyer's documents and the 4-star rule (rating-bar.ts), then eligibility with match-lead.ts (status, category, area, request,
 *    weekly cap, balance), pricing with price-lead.ts for the buyer's tier;
 * 4. flips the lead with a conditional update (`status = <what we read>`)
 *    and, in the same statement, inserts the purchase (unique lead_id and
 *    (contractor, quote request) as backstops): of two buyers in any
 *    processes, exactly one flips the row, the other gets
 *    LeadTakenError('This lead was just taken');
 * 5. writes the ledger entries + balance change (check >= 0).
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
    const facts = await buyerFacts(tx, contractorId, leadId, idempotencyKey, now);
    if (!facts) throw new NotFoundError("This account");
    const replayed = replay(facts, leadId, balance);
    if (replayed) return replayed;
    const { contractor } = facts;
    // Lapsed documents stop every way to a lead (match-sql.server.ts filters the lists; this guards a direct buy).
    if (lapsedDocuments(contractor, isoDay(now)).length > 0) throw new DomainError("forbidden", DOCUMENTS_LAPSED_MESSAGE);
    // So does the 4-star rule (the matching queries leave such a pro out; this guards a direct buy, dashboard or API).
    const bar = ratingBarFactsOf(contractor);
    if (isBelowRatingBar(bar)) throw new BelowRatingBarError(bar.rating ?? 0, bar.reviews);
    const lead = await leadFacts(tx, leadId);
    // Under another pro's exclusive offer the lead was never offered to this buyer: "not found", as outside their area.
    if (!lead || !openTo(lead, contractorId, now)) throw new NotFoundError("This lead");
    const tier = tierOf(contractor);
    // The table is read in this transaction: the price checked below is the price charged.
    const priceCents = leadPriceCents(lead, tier, await loadPriceTable(tx));
    const matchLead = {
      quoteRequestId: lead.quoteRequestId,
      category: lead.category,
      state: lead.status,
      zip: { zip: lead.zip, lat: lead.lat, lng: lead.lng },
      priceCents: { payAsYouGo: priceCents, professional: priceCents, enterprise: priceCents },
    };
    const matchContractor = matchContractorOf(contractor, {
      held: facts.holdsRequest ? [lead.quoteRequestId] : [],
      spent: facts.spent,
      balance,
    });
    const reason = ineligibility(matchLead, matchContractor);
    // A lead the buyer cannot have is refused as such; a cap or balance refusal may be about a new price, so the new price is told first.
    if (reason && reason !== "weekly-cap" && reason !== "balance") throw ineligibilityError(reason, matchLead, matchContractor);
    if (options.expectedPriceCents !== undefined && options.expectedPriceCents !== priceCents) throw new LeadPriceChangedError(priceCents);
    if (reason) throw ineligibilityError(reason, matchLead, matchContractor);

    // From here the writes nobody reads back (ledger entries, deliveries, the crossing) wait for the sale's
    // announcement, its last statement (onLeadSold): six round trips fewer per sale (decision 0041).
    batchWrites(tx);
    // The lead's flip (`status = <what we read>`) and the purchase, in one statement. The purchase is inserted even
    // when another buyer flipped the lead first; throwing then rolls it back with the rest of the transaction.
    const sold = tx
      .update(leads)
      .set({ status: transition(lead.status, "purchase"), statusChangedAt: now, statusReason: null })
      .where(and(eq(leads.id, leadId), eq(leads.status, lead.status)))
      .returning({ id: leads.id });
    const bought = tx
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
    let purchaseId: string | undefined;
    try {
      const result = await tx.execute(
        sql`with sold as (${sold.getSQL()}), bought as (${bought.getSQL()}) select (select id from bought) as id where exists (select 1 from sold)`,
      );
      purchaseId = rowsOf<{ id: string }>(result)[0]?.id;
    } catch (error) {
      if (isUniqueViolation(error, "purchases_contractor_request_unique")) throw new AlreadyHoldsLeadFromRequestError();
      if (isUniqueViolation(error, "purchases_lead_id_unique")) throw new LeadTakenError();
      throw error;
    }
    if (!purchaseId) throw new LeadTakenError();
    await postLedger(tx, entriesForPurchase(contractorId, priceCents), {
      kind: "purchase",
      referenceId: purchaseId,
      memo: `Lead ${leadId}`,
      now,
      env: ctx.env,
    });
    if (options.autoBuy) await write(tx, tx.update(contractors).set({ lastAutoBuyAt: now }).where(eq(contractors.id, contractorId)));
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
