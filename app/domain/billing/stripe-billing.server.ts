import { site } from "~/config/site";
import type { Env } from "~/env.server";
import { logger } from "~/logging/logger.server";
import { PROFESSIONAL_MONTHLY_FEE_CENTS } from "../contractors/plan-tiers";
import { PaymentProviderError } from "../payments/payment-provider.server";
import { isStripeError, stripeClient } from "../payments/stripe-client.server";
import { TRIAL_DAYS } from "./subscription-state";

/** The metadata `purpose` of our subscriptions: webhook events of anything else on the account are ignored. */
export const SUBSCRIPTION_PURPOSE = "professional-plan";

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">;

async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logger.error(`stripe.${what}_failed`, { type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId });
    throw new PaymentProviderError("We could not reach Stripe. Nothing was changed or charged; please try again in a minute.");
  }
}

/**
 * Stripe Checkout in subscription mode: Professional at the spec's monthly fee, with the free trial when
 * `trial`. Nothing changes here until Stripe's signed customer.subscription.created arrives.
 */
export async function startStripeSubscription(
  env: StripeEnv,
  input: { contractorId: string; email: string; trial: boolean; returnUrl: string; idempotencyKey: string },
): Promise<string> {
  const metadata = { contractor_id: input.contractorId, purpose: SUBSCRIPTION_PURPOSE };
  const session = await calling("subscription_checkout", async () =>
    (await stripeClient(env)).checkout.sessions.create(
      {
        mode: "subscription",
        customer_email: input.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: PROFESSIONAL_MONTHLY_FEE_CENTS,
              recurring: { interval: "month" },
              product_data: { name: `${site.name} Professional plan` },
            },
          },
        ],
        client_reference_id: input.contractorId,
        metadata,
        subscription_data: { metadata, ...(input.trial ? { trial_period_days: TRIAL_DAYS } : {}) },
        success_url: `${input.returnUrl}?checkout=success`,
        cancel_url: `${input.returnUrl}?checkout=cancelled`,
      },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  if (!session.url) throw new PaymentProviderError("Stripe did not return a checkout page. Nothing was charged; please try again in a minute.");
  return session.url;
}

/** Back to Pay-As-You-Go: the subscription runs to the end of the paid period (or trial) and is not renewed. */
export async function cancelStripeAtPeriodEnd(env: StripeEnv, subscriptionId: string): Promise<void> {
  await calling("subscription_cancel", async () => (await stripeClient(env)).subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
}

/** Kept after all: undo a pending cancellation. */
export async function resumeStripeSubscription(env: StripeEnv, subscriptionId: string): Promise<void> {
  await calling("subscription_resume", async () => (await stripeClient(env)).subscriptions.update(subscriptionId, { cancel_at_period_end: false }));
}

/**
 * Ended now because an admin moved the contractor to Enterprise (agreed per contract): Stripe credits the
 * unused part of the month (proration) on the final invoice.
 */
export async function endStripeSubscriptionNow(env: StripeEnv, subscriptionId: string): Promise<void> {
  await calling("subscription_end", async () => (await stripeClient(env)).subscriptions.cancel(subscriptionId, { prorate: true, invoice_now: true }));
}
