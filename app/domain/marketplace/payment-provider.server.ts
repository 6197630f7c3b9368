import { randomUUID } from "node:crypto";

/**
 * How money comes in. A provider either completes a top-up at once (the
 * test-mode provider) or sends the contractor to a hosted page and confirms
 * later through a webhook (Stripe Checkout: not built yet, see
 * docs/decisions/0006-sessions-on-primitives.md). Either way the balance is
 * credited by completeTopUp(), keyed by the provider's reference so a
 * replayed confirmation credits once.
 */
export type TopUpStart = { kind: "completed"; providerRef: string } | { kind: "redirect"; providerRef: string; url: string };

export interface PaymentProvider {
  readonly id: string;
  /** Shown next to the top-up form, e.g. 'Test mode: no card is charged'. */
  readonly label: string;
  readonly testMode: boolean;
  startTopUp(input: { contractorId: string; amountCents: number; returnUrl: string }): Promise<TopUpStart>;
}

/** Clearly labelled TEST MODE: credits the balance without charging anything. Used when no payment provider is configured. */
export const testModePaymentProvider: PaymentProvider = {
  id: "test-mode",
  label: "Test mode — no card is charged and no real money moves.",
  testMode: true,
  async startTopUp() {
    return { kind: "completed", providerRef: `test_${randomUUID()}` };
  },
};
