import { DomainError } from "../shared/errors";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { topUps } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { entriesForTopUp } from "../ledger/ledger-rules";
import { lockBalance, postLedger } from "../ledger/ledger.server";
import { sendLedgerReceipts } from "../ledger/receipts.server";
import type { PaymentProvider } from "./payment-provider.server";
import { assertNotSuspended } from "../contractors/assert-not-suspended.server";

export const TOP_UP_MIN_CENTS = 10_00;
export const TOP_UP_MAX_CENTS = 10_000_00;

export class TopUpAmountError extends DomainError {
  override readonly name = "TopUpAmountError";
  constructor() {
    super("invalid_amount", `Top-ups must be between $${TOP_UP_MIN_CENTS / 100} and $${(TOP_UP_MAX_CENTS / 100).toLocaleString("en-US")}, in whole cents.`);
  }
}

/** How the balance history names each provider. */
const providerNames: Record<string, string> = { stripe: "Stripe Checkout", "test-mode": "test mode" };

/** A form's key: letters, digits, '-' and '_' (a UUID from the page), so the provider key stays short and printable. */
const FORM_KEY = /^[\w-]{8,100}$/;

/**
 * Start a top-up for the contractor (refused for a suspended account, before
 * the provider is asked). With a provider that completes at once
 * (test mode) the balance is credited in this call; otherwise a pending row
 * is stored and the contractor is sent to `url`.
 *
 * `idempotencyKey` is the key of the form that was submitted: a double click
 * or a resubmitted form asks the provider with the same key and gets the same
 * payment back (one pending row). The amount is part of the provider key, so
 * changing the amount in the same form starts a new payment instead of being
 * refused by the provider as a reused key.
 */
export async function topUp(
  ctx: DomainContext,
  contractorId: string,
  amountCents: number,
  provider: PaymentProvider,
  options: { idempotencyKey?: string } = {},
): Promise<{ status: "completed"; topUpId: string; balanceCentsAfter: number } | { status: "redirect"; url: string; providerRef: string }> {
  if (!Number.isSafeInteger(amountCents) || amountCents < TOP_UP_MIN_CENTS || amountCents > TOP_UP_MAX_CENTS) throw new TopUpAmountError();
  // Before the provider is asked: a suspended account starts no payment at all.
  await assertNotSuspended(ctx.db, contractorId);
  const formKey = options.idempotencyKey && FORM_KEY.test(options.idempotencyKey) ? options.idempotencyKey : randomUUID();
  const started = await provider.startTopUp({
    contractorId,
    amountCents,
    returnUrl: `${ctx.env.PUBLIC_URL}/pro/balance`,
    idempotencyKey: `top-up:${contractorId}:${amountCents}:${formKey}`,
  });
  if (started.kind === "redirect") {
    // A replayed key returns the same provider payment: its row already exists.
    await ctx.db
      .insert(topUps)
      .values({ contractorId, provider: provider.id, providerRef: started.providerRef, amountCents, status: "pending", createdAt: nowOf(ctx) })
      .onConflictDoNothing({ target: [topUps.provider, topUps.providerRef] });
    return { status: "redirect", url: started.url, providerRef: started.providerRef };
  }
  const done = await completeTopUp(ctx, { contractorId, provider: provider.id, providerRef: started.providerRef, amountCents });
  return { status: "completed", topUpId: done.topUpId, balanceCentsAfter: done.balanceCentsAfter };
}

/**
 * Credit a paid top-up exactly once (a webhook may deliver the same
 * confirmation twice, even at the same moment): the (provider, provider_ref)
 * pair is unique and its row is locked while it is read. A row the provider
 * already reported as failed is never credited. `credited` says whether this
 * call moved money.
 */
export async function completeTopUp(
  ctx: DomainContext,
  input: { contractorId: string; provider: string; providerRef: string; amountCents: number },
): Promise<{ topUpId: string; balanceCentsAfter: number; credited: boolean }> {
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx: Tx) => {
    const before = await lockBalance(tx, input.contractorId);
    if (before === undefined) throw new NotFoundError("This account");
    const [existing] = await tx
      .select()
      .from(topUps)
      .where(and(eq(topUps.provider, input.provider), eq(topUps.providerRef, input.providerRef)))
      .for("update");
    if (existing && existing.status !== "pending") return { topUpId: existing.id, balanceCentsAfter: before, credited: false };
    let topUpId: string;
    if (existing) {
      await tx.update(topUps).set({ status: "completed", completedAt: now }).where(eq(topUps.id, existing.id));
      topUpId = existing.id;
    } else {
      const [row] = await tx
        .insert(topUps)
        .values({
          contractorId: input.contractorId,
          provider: input.provider,
          providerRef: input.providerRef,
          amountCents: input.amountCents,
          status: "completed",
          createdAt: now,
          completedAt: now,
        })
        .returning({ id: topUps.id });
      if (!row) throw new Error("top-up insert returned no row");
      topUpId = row.id;
    }
    const amount = existing?.amountCents ?? input.amountCents;
    const contractorId = existing?.contractorId ?? input.contractorId;
    const receipt = { kind: "top-up", memo: `Top-up via ${providerNames[input.provider] ?? input.provider}`, now } as const;
    await sendLedgerReceipts(tx, ctx.env, await postLedger(tx, entriesForTopUp(contractorId, amount), { ...receipt, referenceId: topUpId }), receipt);
    return { topUpId, balanceCentsAfter: before + amount, credited: true };
  });
}

/**
 * The provider says a pending payment will not arrive (expired checkout,
 * failed bank transfer). Only a pending row changes, in one conditional
 * update, so a completed top-up is never marked failed. True when it changed.
 */
export async function failTopUp(ctx: DomainContext, input: { provider: string; providerRef: string }): Promise<boolean> {
  const changed = await ctx.db
    .update(topUps)
    .set({ status: "failed" })
    .where(and(eq(topUps.provider, input.provider), eq(topUps.providerRef, input.providerRef), eq(topUps.status, "pending")))
    .returning({ id: topUps.id });
  return changed.length > 0;
}
