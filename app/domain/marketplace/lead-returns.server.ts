import { isoDay } from "../contractors/document-expiry";
import { and, eq, inArray } from "drizzle-orm";
import { contractors, leadReturns, leads, purchases, quoteRequests } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { assertAdmin } from "~/domain/accounts/assert-admin.server";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import type { Env } from "~/env.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import type { Tx } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { InvalidTransitionError } from "./errors";
import { NotFoundError } from "../shared/errors";
import { RETURN_REJECT_REASON_MESSAGE, RETURN_REJECT_REASON_MIN, type ReturnDecision } from "~/forms/return-decision";
import { entriesForCredit } from "../ledger/ledger-rules";
import { lockBalance, postLedger } from "../ledger/ledger.server";
import { sendLedgerReceipts } from "../ledger/receipts.server";
import { leadFacts, leadPriceCents } from "./lead-facts.server";
import { leadsForContractor } from "./leads-for-contractor.server";
import { serviceAreaOf, tierOf } from "../contractors/contractor-facts";
import { transition, type LeadState } from "./lead-state-machine";
import { type ServiceArea } from "../contractors/contractor-facts";
import { onLeadSold } from "./on-lead-sold.server";
import { assertCanReturn, assertNotWon, autoDecision } from "./returns";
import { returnRequestSchema } from "~/forms/lead-return";
import { returnEmail, type ReturnEmailOutcome } from "./return-emails";
import { leadWithRequestColumns } from "../leads/lead-with-request-columns.server";
import { DomainError } from "../shared/errors";
import { queueReturnDecided } from "../deliveries/queue-purchase-webhooks.server";

export type ReturnOutcome = { returnId: string; status: "credited" | "pending" };

async function moveLead(tx: Tx, leadId: string, from: LeadState, event: Parameters<typeof transition>[1], now: Date, reason?: string): Promise<void> {
  const to = transition(from, event);
  const [row] = await tx
    .update(leads)
    .set({ status: to, statusChangedAt: now, statusReason: reason ?? null })
    .where(and(eq(leads.id, leadId), eq(leads.status, from)))
    .returning({ id: leads.id });
  if (!row) throw new InvalidTransitionError(from, event, "This lead changed meanwhile. Please reload the page.");
}

async function credit(
  tx: Tx,
  env: Env,
  contractorId: string,
  purchase: { id: string; priceCents: number },
  now: Date,
  actorUserId: string | null,
): Promise<void> {
  await lockBalance(tx, contractorId);
  const receipt = { kind: "credit", memo: "Lead return credited", now } as const;
  const posted = await postLedger(tx, entriesForCredit(contractorId, purchase.priceCents), { ...receipt, referenceId: purchase.id, actorUserId });
  await sendLedgerReceipts(tx, env, posted, receipt);
}

/** E-mail the buyer about their return, naming the lead and the amount (return-emails.ts). In the caller's transaction. */
async function tellBuyer(tx: Tx, env: Env, purchaseId: string, outcome: ReturnEmailOutcome, now: Date, reason?: string): Promise<void> {
  const [row] = await tx
    .select({
      to: contractors.email,
      ...leadWithRequestColumns,
      purchasedAt: purchases.purchasedAt,
      priceCents: purchases.priceCents,
    })
    .from(purchases)
    .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
    .innerJoin(leads, eq(leads.id, purchases.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .where(eq(purchases.id, purchaseId));
  if (!row) return;
  await sendEmail(tx, env, { to: row.to, ...returnEmail(outcome, row, reason) }, now);
}

/**
 * A contractor returns one of THEIR purchases within RETURN_WINDOW_DAYS. The
 * lead goes sold → returned; when the system sees the failure itself
 * (returns.ts autoDecision) it is credited at once (→ credited), otherwise
 * the return waits in the admin queue.
 */
export async function requestReturn(
  ctx: DomainContext,
  contractorId: string,
  purchaseId: string,
  input: { reason: string; note?: string },
): Promise<ReturnOutcome> {
  const now = nowOf(ctx);
  const parsed = returnRequestSchema.safeParse(input);
  if (!parsed.success) throw new DomainError("invalid_input", parsed.error.issues[0]?.message ?? "Please check the form.");
  const outcome = await ctx.db.transaction(async (tx): Promise<ReturnOutcome> => {
    await lockBalance(tx, contractorId);
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)));
    // Another contractor's purchase is "not found": its existence is not revealed.
    if (!purchase) throw new NotFoundError("This lead");
    const [existing] = await tx.select({ id: leadReturns.id }).from(leadReturns).where(eq(leadReturns.purchaseId, purchaseId));
    if (existing) throw new InvalidTransitionError("returned", "requestReturn", "This lead was already returned.");
    assertNotWon(purchase.pipelineStatus);
    assertCanReturn(purchase.purchasedAt, now, ctx.env.RETURN_WINDOW_DAYS);
    const lead = await leadFacts(tx, purchase.leadId);
    if (!lead) throw new NotFoundError("This lead");
    await moveLead(tx, lead.id, lead.status, "requestReturn", now, parsed.data.reason);
    const decision = autoDecision(parsed.data.reason, {
      quoteRequestIsDuplicate: lead.isDuplicate,
      leadZip: { zip: lead.zip, lat: lead.lat, lng: lead.lng },
      serviceAreaAtPurchase: purchase.serviceAreaSnapshot as ServiceArea,
      phoneVerified: lead.phoneVerifiedAt !== null,
    });
    const [row] = await tx
      .insert(leadReturns)
      .values({
        purchaseId,
        contractorId,
        reason: parsed.data.reason,
        note: parsed.data.note,
        status: decision === "credit" ? "credited" : "pending",
        decisionReason: decision === "credit" ? "auto" : null,
        decidedAt: decision === "credit" ? now : null,
        createdAt: now,
      })
      .returning({ id: leadReturns.id });
    if (!row) throw new Error("return insert returned no row");
    if (decision === "credit") {
      await moveLead(tx, lead.id, "returned", "approveCredit", now, "auto");
      await credit(tx, ctx.env, contractorId, purchase, now, null);
      await queueReturnDecided(tx, ctx.env, row.id);
    }
    await tellBuyer(tx, ctx.env, purchaseId, decision === "credit" ? "credited" : "filed", now);
    return { returnId: row.id, status: decision === "credit" ? "credited" : "pending" };
  });
  // Committed: wake the senders (the e-mail; an automatic credit's return.decided webhook).
  signalOutbox();
  return outcome;
}

/**
 * The admin decides a pending return: 'credit' (money back), 'replace' (an
 * equivalent lead — same category, for sale, in the contractor's area, from a
 * request they do not hold — is given to them at no charge) or 'reject' (the
 * sale stands). Audited; the contractor is told by e-mail.
 */
export async function adminDecideReturn(
  ctx: DomainContext,
  adminId: string,
  returnId: string,
  decision: ReturnDecision,
  reason: string,
): Promise<{ status: "credited" | "replaced" | "rejected"; replacementPurchaseId?: string }> {
  const now = nowOf(ctx);
  await assertAdmin(ctx.db, adminId);
  const text = reason.trim();
  if (decision === "reject" && text.length < RETURN_REJECT_REASON_MIN) throw new DomainError("invalid_input", RETURN_REJECT_REASON_MESSAGE);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [ret] = await tx.select().from(leadReturns).where(eq(leadReturns.id, returnId)).for("update");
    if (!ret) throw new NotFoundError("This return");
    if (ret.status !== "pending") throw new DomainError("already_decided", `This return was already ${ret.status}.`);
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, ret.purchaseId));
    if (!purchase) throw new NotFoundError("This purchase");
    let status: "credited" | "replaced" | "rejected";
    let replacementPurchaseId: string | undefined;
    if (decision === "credit") {
      await moveLead(tx, purchase.leadId, "returned", "approveCredit", now, text || "credited");
      await credit(tx, ctx.env, purchase.contractorId, purchase, now, adminId);
      status = "credited";
    } else if (decision === "replace") {
      replacementPurchaseId = await giveReplacement(tx, ctx.env, purchase, now);
      await moveLead(tx, purchase.leadId, "returned", "approveReplacement", now, text || "replaced");
      status = "replaced";
    } else {
      await moveLead(tx, purchase.leadId, "returned", "rejectReturn", now);
      status = "rejected";
    }
    await tx
      .update(leadReturns)
      .set({ status, decisionReason: text || decision, decidedByUserId: adminId, decidedAt: now, replacementPurchaseId: replacementPurchaseId ?? null })
      .where(eq(leadReturns.id, returnId));
    await queueReturnDecided(tx, ctx.env, returnId);
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: `return.${decision}`,
        entity: "lead_return",
        entityId: returnId,
        before: { status: "pending" },
        after: { status, reason: text, replacementPurchaseId },
      },
      now,
    );
    await tellBuyer(tx, ctx.env, purchase.id, status, now, text || undefined);
    return { status, replacementPurchaseId };
  });
  // Committed: wake the senders (the decision e-mail, a replacement's deliveries).
  signalOutbox();
  return outcome;
}

async function giveReplacement(tx: Tx, env: Env, purchase: typeof purchases.$inferSelect, now: Date): Promise<string> {
  const [contractor] = await tx.select().from(contractors).where(eq(contractors.id, purchase.contractorId));
  const original = await leadFacts(tx, purchase.leadId);
  if (!contractor || !original) throw new NotFoundError("This lead");
  const area = serviceAreaOf(contractor);
  const tier = tierOf(contractor);
  const prices = await loadPriceTable(tx);
  // The longest-waiting lead of the same category in their area that costs no more, page by page (leads-for-contractor.server.ts).
  for (let after: string | null | undefined = undefined; after !== null;) {
    const page = await leadsForContractor(tx, contractor, { today: isoDay(now), after, limit: 100, oldestFirst: true, categories: [original.category], now });
    after = page.next;
    const candidates = page.leads.filter((l) => leadPriceCents(l, tier, prices) <= purchase.priceCents);
    for (const lead of candidates) {
      const [sold] = await tx
        .update(leads)
        .set({ status: transition(lead.status, "purchase"), statusChangedAt: now, statusReason: "replacement" })
        .where(and(eq(leads.id, lead.id), inArray(leads.status, ["available", "aged"])))
        .returning({ id: leads.id });
      if (!sold) continue;
      // Paid for by the returned purchase: no money moves, same price recorded.
      const [row] = await tx
        .insert(purchases)
        .values({
          leadId: lead.id,
          contractorId: contractor.id,
          quoteRequestId: lead.quoteRequestId,
          priceCents: purchase.priceCents,
          idempotencyKey: `replacement:${purchase.id}`,
          serviceAreaSnapshot: area,
          purchasedAt: now,
        })
        .returning({ id: purchases.id });
      if (!row) continue;
      // Delivered like any sale (e-mail, SMS, webhook, live dashboard).
      await onLeadSold(tx, env, { purchaseId: row.id, leadId: lead.id, contractorId: contractor.id, priceCents: purchase.priceCents, autoBuy: false, now });
      return row.id;
    }
  }
  throw new DomainError("no_replacement", "No equivalent lead is available now. Credit the return instead, or try again later.");
}
