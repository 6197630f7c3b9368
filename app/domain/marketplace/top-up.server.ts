import { and, eq } from "drizzle-orm";
import { contractors, topUps } from "~/db/schema";
import type { Tx } from "~/lib/db-types.server";
import { nowOf, type DomainContext } from "./domain-context.server";
import { NotFoundError } from "./errors";
import { entriesForTopUp } from "./ledger-rules";
import { lockBalance, postLedger } from "./ledger.server";
import type { PaymentProvider } from "./payment-provider.server";

export const TOP_UP_MIN_CENTS = 10_00;
export const TOP_UP_MAX_CENTS = 10_000_00;

export class TopUpAmountError extends Error {
  readonly code = "invalid_amount";
  readonly status = 400;
  override readonly name = "TopUpAmountError";
  constructor() {
    super(`Top-ups must be between $${TOP_UP_MIN_CENTS / 100} and $${(TOP_UP_MAX_CENTS / 100).toLocaleString("en-US")}, in whole cents.`);
  }
}

/**
 * Start a top-up for the contractor. With a provider that completes at once
 * (test mode) the balance is credited in this call; otherwise a pending row
 * is stored and the contractor is sent to `url`.
 */
export async function topUp(
  ctx: DomainContext,
  contractorId: string,
  amountCents: number,
  provider: PaymentProvider,
): Promise<{ status: "completed"; topUpId: string; balanceCentsAfter: number } | { status: "redirect"; url: string }> {
  if (!Number.isSafeInteger(amountCents) || amountCents < TOP_UP_MIN_CENTS || amountCents > TOP_UP_MAX_CENTS) throw new TopUpAmountError();
  const [contractor] = await ctx.db.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, contractorId));
  if (!contractor) throw new NotFoundError("This account");
  const started = await provider.startTopUp({ contractorId, amountCents, returnUrl: `${ctx.env.PUBLIC_URL}/pro/balance` });
  if (started.kind === "redirect") {
    await ctx.db.insert(topUps).values({ contractorId, provider: provider.id, providerRef: started.providerRef, amountCents, status: "pending", createdAt: nowOf(ctx) });
    return { status: "redirect", url: started.url };
  }
  const done = await completeTopUp(ctx, { contractorId, provider: provider.id, providerRef: started.providerRef, amountCents });
  return { status: "completed", ...done };
}

/**
 * Credit a paid top-up exactly once (a webhook may deliver the same
 * confirmation twice): the (provider, provider_ref) pair is unique.
 */
export async function completeTopUp(
  ctx: DomainContext,
  input: { contractorId: string; provider: string; providerRef: string; amountCents: number },
): Promise<{ topUpId: string; balanceCentsAfter: number }> {
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx: Tx) => {
    const before = await lockBalance(tx, input.contractorId);
    if (before === undefined) throw new NotFoundError("This account");
    const [existing] = await tx
      .select()
      .from(topUps)
      .where(and(eq(topUps.provider, input.provider), eq(topUps.providerRef, input.providerRef)))
      .for("update");
    if (existing?.status === "completed") return { topUpId: existing.id, balanceCentsAfter: before };
    let topUpId: string;
    if (existing) {
      await tx.update(topUps).set({ status: "completed", completedAt: now }).where(eq(topUps.id, existing.id));
      topUpId = existing.id;
    } else {
      const [row] = await tx
        .insert(topUps)
        .values({ contractorId: input.contractorId, provider: input.provider, providerRef: input.providerRef, amountCents: input.amountCents, status: "completed", createdAt: now, completedAt: now })
        .returning({ id: topUps.id });
      if (!row) throw new Error("top-up insert returned no row");
      topUpId = row.id;
    }
    const amount = existing?.amountCents ?? input.amountCents;
    const contractorId = existing?.contractorId ?? input.contractorId;
    await postLedger(tx, entriesForTopUp(contractorId, amount), { kind: "top-up", referenceId: topUpId, memo: `Top-up via ${input.provider}`, now });
    return { topUpId, balanceCentsAfter: before + amount };
  });
}
