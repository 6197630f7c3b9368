import { and, eq, gt, notExists } from "drizzle-orm";
import type { Stripe } from "stripe";
import { balanceSettings, contractors, topUps } from "~/db/schema";
import type { Env } from "~/env.server";
import { logger } from "~/logging/logger.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { PaymentProviderError, PaymentsNotConfiguredError, STRIPE_PROVIDER_ID } from "./payment-provider.server";
import { selectPaymentProvider } from "./select-payment-provider.server";
import { isStripeError, stripeClient } from "./stripe-client.server";
import { completeTopUp } from "./top-up.server";
import { assertNotSuspended } from "../contractors/assert-not-suspended.server";

/**
 * Auto-recharge: "add $X when the balance falls below $Y", from a card saved through Stripe
 * Checkout in setup mode. The fall is noticed in the transaction that moves the balance (noteRechargeCrossing in
 * ledger/low-balance.server.ts), which counts it as a crossing; the charge is made after commit by runAutoRecharges (a job):
 * an off-session PaymentIntent whose idempotency key names the crossing, so a retry or a second worker gets the
 * same payment back, never a second one. The balance is credited by the webhook (payment_intent.succeeded), as a
 * Checkout top-up is, through completeTopUp keyed by the PaymentIntent id. Without Stripe, the top-ups' rule:
 * test mode credits at once (nothing charged), production without Stripe does nothing (fail closed).
 */
export const RECHARGE_PURPOSE = "auto-recharge";

type PaymentEnv = Parameters<typeof selectPaymentProvider>[0];

/** /pro/settings: the recharge rule (both amounts, or null to turn it off), audited. Stripe needs a saved card first. */
export async function updateMyAutoRecharge(
  ctx: DomainContext,
  contractorId: string,
  rule: { belowCents: number; amountCents: number } | null,
  actorUserId: string | null = null,
): Promise<string> {
  // A suspended account sets no new rule (turning it off stays possible).
  if (rule) await assertNotSuspended(ctx.db, contractorId);
  const provider = selectPaymentProvider(ctx.env);
  if (rule && !provider) throw new PaymentsNotConfiguredError("Payments are not configured on this site yet, so auto-recharge is unavailable.");
  if (rule && provider && !provider.testMode) {
    const [row] = await ctx.db
      .select({ pm: balanceSettings.stripePaymentMethodId })
      .from(balanceSettings)
      .where(eq(balanceSettings.contractorId, contractorId));
    if (!row?.pm) throw new DomainError("invalid_input", "Please save a card first.", { field: "rechargeAmount" });
  }
  const set = { rechargeBelowCents: rule?.belowCents ?? null, rechargeAmountCents: rule?.amountCents ?? null, rechargePending: false };
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ belowCents: balanceSettings.rechargeBelowCents, amountCents: balanceSettings.rechargeAmountCents })
      .from(balanceSettings)
      .where(eq(balanceSettings.contractorId, contractorId));
    await tx
      .insert(balanceSettings)
      .values({ contractorId, ...set })
      .onConflictDoUpdate({ target: balanceSettings.contractorId, set });
    await audit(
      tx,
      { actorUserId, action: "payments.auto-recharge-changed", entity: "contractor", entityId: contractorId, before: before ?? null, after: rule },
      nowOf(ctx),
    );
  });
  return rule ? "Auto-recharge saved." : "Auto-recharge turned off.";
}

/** Stripe only: a Checkout Session in setup mode for a Stripe customer of this contractor (audited); returns the page to go to. */
export async function startCardSetup(ctx: DomainContext, contractorId: string, email: string, actorUserId: string | null = null): Promise<string> {
  const provider = selectPaymentProvider(ctx.env);
  if (!provider || provider.testMode)
    throw new PaymentsNotConfiguredError("Saving a card needs Stripe, which is not configured on this site. Nothing was stored.");
  const stripe = await stripeClient(ctx.env);
  try {
    const [row] = await ctx.db
      .select({ customer: balanceSettings.stripeCustomerId })
      .from(balanceSettings)
      .where(eq(balanceSettings.contractorId, contractorId));
    let customer = row?.customer ?? null;
    if (!customer) {
      customer = (await stripe.customers.create({ email, metadata: { contractor_id: contractorId } }, { idempotencyKey: `customer:${contractorId}` })).id;
      await ctx.db
        .insert(balanceSettings)
        .values({ contractorId, stripeCustomerId: customer })
        .onConflictDoUpdate({ target: balanceSettings.contractorId, set: { stripeCustomerId: customer } });
    }
    const session = await stripe.checkout.sessions.create({
      mode: "setup",
      currency: "usd",
      customer,
      client_reference_id: contractorId,
      metadata: { contractor_id: contractorId, purpose: "card-setup" },
      success_url: `${ctx.env.PUBLIC_URL}/pro/settings?card=saved`,
      cancel_url: `${ctx.env.PUBLIC_URL}/pro/settings?card=cancelled`,
    });
    if (!session.url) throw new PaymentProviderError();
    await audit(ctx.db, { actorUserId, action: "payments.card-setup-started", entity: "contractor", entityId: contractorId }, nowOf(ctx));
    return session.url;
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logger.error("stripe.card_setup.failed", { type: error.type, code: error.code, requestId: error.requestId });
    throw new PaymentProviderError("We could not reach Stripe to save a card. Nothing was stored; please try again in a minute.");
  }
}

/** The webhook of a completed setup-mode session: keep the card (payment method) for the contractor it names. */
export async function saveSetupCard(ctx: DomainContext, session: Stripe.Checkout.Session): Promise<"card-saved" | "mismatch"> {
  const contractorId = session.client_reference_id;
  const setupIntentId = typeof session.setup_intent === "string" ? session.setup_intent : session.setup_intent?.id;
  if (!contractorId || !setupIntentId) return "mismatch";
  const intent = await (await stripeClient(ctx.env)).setupIntents.retrieve(setupIntentId);
  const pm = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
  const customer = typeof intent.customer === "string" ? intent.customer : intent.customer?.id;
  if (!pm || !customer) return "mismatch";
  const saved = await ctx.db
    .update(balanceSettings)
    .set({ stripePaymentMethodId: pm })
    .where(and(eq(balanceSettings.contractorId, contractorId), eq(balanceSettings.stripeCustomerId, customer)))
    .returning({ id: balanceSettings.contractorId });
  return saved.length > 0 ? "card-saved" : "mismatch";
}

/**
 * The job: every crossing not yet charged is claimed (its number written to rechargeChargedCrossing, SKIP LOCKED)
 * and charged once. A failed call puts the claim back, so the next run retries with the same idempotency key.
 */
export async function runAutoRecharges(ctx: DomainContext & { env: Env & PaymentEnv }): Promise<{ charged: number }> {
  const provider = selectPaymentProvider(ctx.env);
  if (!provider) return { charged: 0 };
  let charged = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(balanceSettings)
        .where(
          and(
            eq(balanceSettings.rechargePending, true),
            gt(balanceSettings.rechargeCrossings, balanceSettings.rechargeChargedCrossing),
            // A suspended account is not charged; its crossing waits, and is charged once it is reactivated.
            notExists(
              tx
                .select({ id: contractors.id })
                .from(contractors)
                .where(and(eq(contractors.id, balanceSettings.contractorId), eq(contractors.status, "suspended"))),
            ),
          ),
        )
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return undefined;
      await tx.update(balanceSettings).set({ rechargeChargedCrossing: row.rechargeCrossings }).where(eq(balanceSettings.contractorId, row.contractorId));
      return row;
    });
    if (!claimed) return { charged };
    const { contractorId, rechargeAmountCents: amount, rechargeCrossings: crossing } = claimed;
    const key = `recharge:${contractorId}:${crossing}`;
    try {
      if (!amount) continue;
      if (provider.testMode) {
        await completeTopUp(ctx, { contractorId, provider: provider.id, providerRef: `test_${key}`, amountCents: amount });
      } else {
        if (!claimed.stripeCustomerId || !claimed.stripePaymentMethodId) continue;
        const intent = await (
          await stripeClient(ctx.env)
        ).paymentIntents.create(
          {
            amount,
            currency: "usd",
            customer: claimed.stripeCustomerId,
            payment_method: claimed.stripePaymentMethodId,
            off_session: true,
            confirm: true,
            metadata: { contractor_id: contractorId, purpose: RECHARGE_PURPOSE },
          },
          { idempotencyKey: key },
        );
        await ctx.db
          .insert(topUps)
          .values({ contractorId, provider: STRIPE_PROVIDER_ID, providerRef: intent.id, amountCents: amount, status: "pending", createdAt: nowOf(ctx) })
          .onConflictDoNothing({ target: [topUps.provider, topUps.providerRef] });
      }
      charged += 1;
    } catch (error) {
      await ctx.db
        .update(balanceSettings)
        .set({ rechargeChargedCrossing: crossing - 1 })
        .where(and(eq(balanceSettings.contractorId, contractorId), eq(balanceSettings.rechargeChargedCrossing, crossing)));
      logger.error("auto_recharge.failed", { error: error instanceof Error ? error.name : typeof error });
      return { charged };
    }
  }
}

/** payment_intent.succeeded for an auto-recharge: credit the pending row of that PaymentIntent, once. */
export async function creditRecharge(
  ctx: DomainContext,
  intent: Stripe.PaymentIntent,
): Promise<"credited" | "already-credited" | "unknown-session" | "mismatch" | "ignored"> {
  if (intent.metadata?.purpose !== RECHARGE_PURPOSE) return "ignored";
  const [row] = await ctx.db
    .select()
    .from(topUps)
    .where(and(eq(topUps.provider, STRIPE_PROVIDER_ID), eq(topUps.providerRef, intent.id)));
  if (!row) return "unknown-session";
  if (intent.amount_received !== row.amountCents || intent.currency !== "usd" || intent.metadata.contractor_id !== row.contractorId) return "mismatch";
  const done = await completeTopUp(ctx, { contractorId: row.contractorId, provider: STRIPE_PROVIDER_ID, providerRef: intent.id, amountCents: row.amountCents });
  return done.credited ? "credited" : "already-credited";
}
