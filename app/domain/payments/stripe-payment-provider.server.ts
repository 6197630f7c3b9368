import type { Stripe } from "stripe";
import { site } from "~/config/site";
import type { Env } from "~/env.server";
import { logger } from "~/logging/logger.server";
import { PaymentProviderError, STRIPE_PROVIDER_ID, type PaymentProvider } from "./payment-provider.server";
import { isStripeError, stripeClient } from "./stripe-client.server";

/** What the top-up is called on Stripe's checkout page and the card statement line item. */
export const STRIPE_TOP_UP_PRODUCT_NAME = `${site.name} lead balance top-up`;

/**
 * Stripe Checkout: a hosted payment page. startTopUp creates a Checkout
 * Session and sends the contractor there; nothing is credited until Stripe's
 * signed webhook confirms the payment (billing/handle-stripe-event.server.ts), which
 * checks the session against the pending top_ups row stored by topUp().
 */
export function stripePaymentProvider(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">): PaymentProvider {
  const stripeTestKey = /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? "");
  return {
    id: STRIPE_PROVIDER_ID,
    label: stripeTestKey
      ? "Stripe test mode — pay with a Stripe test card such as 4242 4242 4242 4242; no real money moves."
      : "You pay on Stripe's secure checkout page; we never see your card details.",
    testMode: false,
    async startTopUp({ contractorId, amountCents, returnUrl, idempotencyKey }) {
      let session: Stripe.Checkout.Session;
      try {
        const stripe = await stripeClient(env);
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            submit_type: "pay",
            line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: amountCents, product_data: { name: STRIPE_TOP_UP_PRODUCT_NAME } } }],
            // The webhook credits the contractor of our pending row and checks that this matches it.
            client_reference_id: contractorId,
            metadata: { contractor_id: contractorId, purpose: "balance-top-up" },
            payment_intent_data: { metadata: { contractor_id: contractorId, purpose: "balance-top-up" } },
            // {CHECKOUT_SESSION_ID} is filled in by Stripe; the balance page uses it to say whether this payment is credited yet.
            success_url: `${returnUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${returnUrl}?checkout=cancelled`,
          },
          { idempotencyKey },
        );
      } catch (error) {
        if (!isStripeError(error)) throw error;
        // Stripe's error type and request id only: enough to find it in the Stripe dashboard, nothing personal.
        logger.error("stripe.checkout_session.create_failed", { type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId });
        throw new PaymentProviderError("We could not start Stripe's secure checkout. Nothing was charged; please try again in a minute.");
      }
      if (!session.url) throw new PaymentProviderError("Stripe did not return a checkout page. Nothing was charged; please try again in a minute.");
      return { kind: "redirect", providerRef: session.id, url: session.url };
    },
  };
}
