import type { Env } from "~/env.server";
import { testModePaymentProvider, type PaymentProvider } from "./payment-provider.server";
import { stripePaymentProvider } from "./stripe-payment-provider.server";

/**
 * Stripe Checkout when both Stripe keys are set (the env schema refuses one
 * without the other: a checkout whose webhook cannot be verified would never
 * credit anything); otherwise the clearly labelled test-mode top-up.
 */
export function selectPaymentProvider(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return stripePaymentProvider(env);
  return testModePaymentProvider;
}
