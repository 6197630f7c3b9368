import { DomainError } from "../shared/errors";
import { createHash } from "node:crypto";

/**
 * How money comes in. A provider either completes a top-up at once (the
 * test-mode provider) or sends the contractor to a hosted page and confirms
 * later through a webhook (Stripe Checkout: stripe-payment-provider.server.ts,
 * confirmed by billing/handle-stripe-event.server.ts). Either way the balance is
 * credited by completeTopUp(), keyed by the provider's reference so a
 * replayed confirmation credits once. Which one runs is chosen from the
 * environment by selectPaymentProvider().
 */
export type TopUpStart = { kind: "completed"; providerRef: string } | { kind: "redirect"; providerRef: string; url: string };

export type StartTopUpInput = {
  contractorId: string;
  amountCents: number;
  /** Absolute URL of the balance page; a hosted checkout sends the contractor back there. */
  returnUrl: string;
  /** The same key for a repeated submission of one form, so the provider starts one payment, not two. */
  idempotencyKey: string;
};

export interface PaymentProvider {
  readonly id: string;
  /** Shown next to the top-up form, e.g. 'Test mode: no card is charged'. */
  readonly label: string;
  /** True only for our own test-mode provider: nothing is charged anywhere. */
  readonly testMode: boolean;
  startTopUp(input: StartTopUpInput): Promise<TopUpStart>;
}

/** The provider id stored in top_ups.provider for Stripe Checkout sessions. */
export const STRIPE_PROVIDER_ID = "stripe";

/**
 * The provider could not start the payment (network, outage, refused
 * request). Nothing was charged; the message is safe to show.
 */
export class PaymentProviderError extends DomainError {
  override readonly name = "PaymentProviderError";
  constructor(message = "We could not reach the payment provider. Nothing was charged; please try again in a minute.") {
    super("payment_provider_unavailable", message);
  }
}

/**
 * Payments are off: production without Stripe keys and without the explicit
 * ALLOW_TEST_PAYMENTS=true opt-in. A 4xx, not a 503: retrying will not help
 * until an operator configures payments, and nothing was charged or stored.
 */
export class PaymentsNotConfiguredError extends DomainError {
  override readonly name = "PaymentsNotConfiguredError";
  constructor(message = "Payments are not configured on this site yet, so top-ups are unavailable. Nothing was charged.") {
    super("payments_not_configured", message);
  }
}

/** Clearly labelled TEST MODE: credits the balance without charging anything. Used outside production, or in production only with ALLOW_TEST_PAYMENTS=true (selectPaymentProvider). */
export const testModePaymentProvider: PaymentProvider = {
  id: "test-mode",
  label: "Test mode — no card is charged and no real money moves.",
  testMode: true,
  // The reference follows from the form's key, so a double-submitted form credits once (completeTopUp is keyed by it).
  async startTopUp({ idempotencyKey }) {
    return { kind: "completed", providerRef: `test_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32)}` };
  },
};
