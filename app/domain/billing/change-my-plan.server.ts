import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { PROFESSIONAL_MONTHLY_FEE_CENTS } from "../contractors/plan-tiers";
import { STRIPE_PROVIDER_ID } from "../payments/payment-provider.server";
import { requirePaymentProvider } from "../payments/select-payment-provider.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { SUSPENDED_MESSAGE } from "../contractors/suspension";
import { recordPaidCharge } from "./record-subscription-charge.server";
import { cancelStripeAtPeriodEnd, resumeStripeSubscription, startStripeSubscription } from "./stripe-billing.server";
import { findSubscription, saveSubscription } from "./subscription-store.server";
import { TEST_MODE_PROVIDER, addDays, addMonth, canStartTrial, isLive, TRIAL_DAYS } from "./subscription-state";

export type PlanChange = "start-trial" | "subscribe" | "pay-as-you-go" | "keep-professional";
/** What the page does next: stay (changed here, test mode) or go to Stripe's checkout. */
export type PlanChangeOutcome = { kind: "changed"; message: string } | { kind: "redirect"; url: string };

/**
 * The contractor's own plan change between Pay-As-You-Go and Professional (Enterprise is a request to
 * sales). With Stripe, starting Professional goes through Checkout and the webhook records it; in test
 * mode (the same fail-closed rule as top-ups: refused in production without ALLOW_TEST_PAYMENTS) it
 * takes effect here and the billing job renews it.
 */
export async function changeMyPlan(
  ctx: DomainContext,
  actor: { userId: string; contractorId: string; email: string },
  change: PlanChange,
  idempotencyKey: string,
): Promise<PlanChangeOutcome> {
  const provider = requirePaymentProvider(ctx.env);
  const now = nowOf(ctx);
  const [contractor] = await ctx.db
    .select({ plan: contractors.plan, status: contractors.status })
    .from(contractors)
    .where(eq(contractors.id, actor.contractorId));
  if (!contractor) throw new NotFoundError("This account");
  // A suspended account starts or resumes no paid plan; it may still stop paying (Pay-As-You-Go).
  if (contractor.status === "suspended" && change !== "pay-as-you-go") throw new DomainError("account_suspended", SUSPENDED_MESSAGE);
  if (contractor.plan === "enterprise")
    throw new DomainError("plan_change_refused", "Your Enterprise plan is managed by our team; please contact your account manager to change it.");
  const current = await findSubscription(ctx.db, actor.contractorId);

  if (change === "start-trial" || change === "subscribe") {
    if (isLive(current)) throw new DomainError("plan_change_refused", "You are already on Professional.");
    const trial = change === "start-trial";
    if (trial && !canStartTrial(current))
      throw new DomainError("plan_change_refused", "Your free trial has been used; you can subscribe to Professional instead.");
    if (provider.id === STRIPE_PROVIDER_ID) {
      const url = await startStripeSubscription(ctx.env, {
        contractorId: actor.contractorId,
        email: actor.email,
        trial,
        returnUrl: `${ctx.env.PUBLIC_URL}/pro/billing`,
        idempotencyKey: `plan:${actor.contractorId}:${change}:${idempotencyKey}`,
      });
      return { kind: "redirect", url };
    }
    await ctx.db.transaction(async (tx) => {
      // Two tabs at once: the row lock lets one start it.
      if (isLive(await findSubscription(tx, actor.contractorId, true))) throw new DomainError("plan_change_refused", "You are already on Professional.");
      if (trial) {
        await saveSubscription(
          tx,
          actor.contractorId,
          {
            status: "trialing",
            provider: TEST_MODE_PROVIDER,
            trialStartedAt: now,
            trialEndsAt: addDays(now, TRIAL_DAYS),
            currentPeriodEnd: addDays(now, TRIAL_DAYS),
            cancelAtPeriodEnd: false,
            trialReminderSentAt: null,
          },
          now,
        );
      } else {
        const periodEnd = addMonth(now);
        await saveSubscription(
          tx,
          actor.contractorId,
          { status: "active", provider: TEST_MODE_PROVIDER, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false },
          now,
        );
        await chargeTestMode(tx, ctx, actor.contractorId, now, periodEnd);
      }
      await auditChange(tx, actor, change, current?.status ?? null, now);
    });
    return { kind: "changed", message: trial ? "Your 14-day Professional trial has started." : "You are now on Professional." };
  }

  if (!current || !isLive(current)) {
    // Professional set by an admin before plans were billed (no subscription, nothing paid): back at once.
    if (change === "pay-as-you-go" && contractor.plan === "professional") {
      await ctx.db.transaction(async (tx) => {
        await tx.update(contractors).set({ plan: "pay-as-you-go", autoBuy: false }).where(eq(contractors.id, actor.contractorId));
        await auditChange(tx, actor, change, current?.status ?? null, now);
      });
      return { kind: "changed", message: "You are on Pay-As-You-Go now." };
    }
    throw new DomainError("plan_change_refused", "You are on Pay-As-You-Go already.");
  }
  const cancel = change === "pay-as-you-go";
  if (current.provider === STRIPE_PROVIDER_ID && current.providerRef) {
    // Stripe's customer.subscription.updated confirms it; the row is updated now so the page says so at once.
    if (cancel) await cancelStripeAtPeriodEnd(ctx.env, current.providerRef);
    else await resumeStripeSubscription(ctx.env, current.providerRef);
  }
  await ctx.db.transaction(async (tx) => {
    await saveSubscription(tx, actor.contractorId, { status: current.status, provider: current.provider, cancelAtPeriodEnd: cancel }, now);
    await auditChange(tx, actor, change, current.status, now);
  });
  const until = current.status === "trialing" ? current.trialEndsAt : current.currentPeriodEnd;
  return {
    kind: "changed",
    message: cancel
      ? `Professional ends on ${until?.toISOString().slice(0, 10) ?? "the end of this period"}; you then buy at Pay-As-You-Go prices.${current.status === "trialing" ? " Nothing will be charged." : ""}`
      : "Professional continues.",
  };
}

/** Test mode's monthly fee: recorded and receipted like a real one, but no money moves (the receipt's provider says so). */
export async function chargeTestMode(tx: Tx, ctx: DomainContext, contractorId: string, periodStart: Date, periodEnd: Date): Promise<void> {
  await recordPaidCharge(tx, ctx.env, {
    contractorId,
    provider: TEST_MODE_PROVIDER,
    providerRef: `test_${contractorId}_${periodStart.toISOString()}`,
    amountCents: PROFESSIONAL_MONTHLY_FEE_CENTS,
    periodStart,
    periodEnd,
    at: periodStart,
  });
}

async function auditChange(tx: Tx, actor: { userId: string; contractorId: string }, change: PlanChange, before: string | null, now: Date) {
  await audit(
    tx,
    {
      actorUserId: actor.userId,
      action: `plan.${change}`,
      entity: "contractor",
      entityId: actor.contractorId,
      before: { subscription: before },
      after: { change },
    },
    now,
  );
}
