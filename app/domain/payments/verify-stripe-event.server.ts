import { DomainError } from "../shared/errors";
import type { Stripe } from "stripe";
import type { Env } from "~/env.server";
import { loadStripe } from "./stripe-client.server";

/** The webhook request is not a genuine, recent event from our Stripe account. Answered 400; nothing is credited. */
export class StripeSignatureError extends DomainError {
  override readonly name = "StripeSignatureError";
  constructor(message: string) {
    super("invalid_signature", message);
  }
}

/**
 * Stripe's default: a signature older than five minutes is refused, so a
 * captured request cannot be replayed later (replays inside the window
 * credit nothing more: completeTopUp is idempotent).
 */
const TOLERANCE_SECONDS = 300;

/**
 * Check the Stripe-Signature header against the raw request body (the exact
 * bytes Stripe signed: parse nothing before this) and return the event.
 */
export async function verifyStripeEvent(env: Pick<Env, "STRIPE_WEBHOOK_SECRET">, payload: string, signatureHeader: string | null): Promise<Stripe.Event> {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error("Stripe is not configured: STRIPE_WEBHOOK_SECRET is not set");
  if (!signatureHeader) throw new StripeSignatureError("Missing Stripe-Signature header.");
  const { webhooks, errors } = await loadStripe();
  try {
    return await webhooks.constructEventAsync(payload, signatureHeader, secret, TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof errors.StripeSignatureVerificationError) {
      throw new StripeSignatureError("Invalid Stripe signature: the header does not match this payload and secret, or its timestamp is too old.");
    }
    // Correctly signed but not JSON: still not an event we can act on.
    if (error instanceof SyntaxError) throw new StripeSignatureError("The webhook body is not a JSON event.");
    throw error;
  }
}
