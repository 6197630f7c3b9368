import type { Env } from "~/env.server";
import { PaymentsNotConfiguredError, testModePaymentProvider, type PaymentProvider } from "./payment-provider.server";
import { stripePaymentProvider } from "./stripe-payment-provider.server";

export type PaymentSettings = Pick<Env, "NODE_ENV" | "ALLOW_TEST_PAYMENTS" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">;

/**
 * Stripe Checkout when both Stripe keys are set (the env schema refuses one
 * without the other: a checkout whose webhook cannot be verified would never
 * credit anything). Otherwise the clearly labelled test-mode top-up, but only
 * outside production or with ALLOW_TEST_PAYMENTS=true: a production server
 * that merely forgot its Stripe keys must not hand out free credit,
 * so there it is `null`, payments are off. NODE_ENV counts as production when
 * unset (the env schema's default), so the safe answer is the default one.
 */
export function selectPaymentProvider(env: PaymentSettings): PaymentProvider | null {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return stripePaymentProvider(env);
  if (env.NODE_ENV !== "production" || env.ALLOW_TEST_PAYMENTS === "true") return testModePaymentProvider;
  return null;
}

/** The provider to take a top-up with; throws PaymentsNotConfiguredError (403) when payments are off. */
export function requirePaymentProvider(env: PaymentSettings): PaymentProvider {
  const provider = selectPaymentProvider(env);
  if (!provider) throw new PaymentsNotConfiguredError();
  return provider;
}

/** True when top-ups credit balances without charging anything (the start-up warning and the admin banner say so). */
export function testPaymentsOn(env: PaymentSettings): boolean {
  return selectPaymentProvider(env)?.testMode === true;
}
