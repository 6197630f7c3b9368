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
 * credit nothing more: completeTopUp is idempotent). The library checks only
 * that direction; a timestamp more than five minutes ahead is refused here
 * too, so a signature made for later (a leaked secret, a clock set wrong)
 * does not stay usable until that time has come and gone.
 */
export const TOLERANCE_SECONDS = 300;

export const STALE_SIGNATURE_MESSAGE = "Invalid Stripe signature: its timestamp is more than five minutes from now (too old, or ahead of our clock).";

/** The signed timestamp (seconds), read as the library reads it: the last `t=` of the header, so it is the number that was verified. */
function signedTimestamp(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(",")) {
    const [key, value] = item.split("=");
    if (key === "t") timestamp = Number.parseInt(value ?? "", 10);
  }
  return timestamp;
}

/**
 * Check the Stripe-Signature header against the raw request body (the exact
 * bytes Stripe signed: parse nothing before this) and return the event.
 */
export async function verifyStripeEvent(
  env: Pick<Env, "STRIPE_WEBHOOK_SECRET">,
  payload: string,
  signatureHeader: string | null,
  now: Date = new Date(),
): Promise<Stripe.Event> {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error("Stripe is not configured: STRIPE_WEBHOOK_SECRET is not set");
  if (!signatureHeader) throw new StripeSignatureError("Missing Stripe-Signature header.");
  const { webhooks, errors } = await loadStripe();
  try {
    const event = await webhooks.constructEventAsync(payload, signatureHeader, secret, TOLERANCE_SECONDS, undefined, now.getTime());
    // Genuine and not too old (the library's check); now not too far ahead either.
    if (!(signedTimestamp(signatureHeader) - Math.floor(now.getTime() / 1000) <= TOLERANCE_SECONDS)) throw new StripeSignatureError(STALE_SIGNATURE_MESSAGE);
    return event;
  } catch (error) {
    if (error instanceof StripeSignatureError) throw error;
    if (error instanceof errors.StripeSignatureVerificationError) {
      throw new StripeSignatureError(
        /timestamp/i.test(error.message) ? STALE_SIGNATURE_MESSAGE : "Invalid Stripe signature: the header does not match this payload and secret.",
      );
    }
    // Correctly signed but not JSON: still not an event we can act on.
    if (error instanceof SyntaxError) throw new StripeSignatureError("The webhook body is not a JSON event.");
    throw error;
  }
}
