import type { Route } from "./+types/webhooks-stripe";
import { appContext } from "~/web/context.server";
import { httpErrorOf } from "~/web/http-error.server";
import { handleStripeEvent } from "~/domain/billing/handle-stripe-event.server";
import { StripeSignatureError, verifyStripeEvent } from "~/domain/payments/verify-stripe-event.server";
import { env } from "~/env.server";

const plain = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * Stripe's webhook endpoint (server to server, no cookies). It authenticates
 * by the Stripe-Signature header over the raw body, so the body is read as
 * text and nothing is parsed before it is verified.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return plain("Method Not Allowed", 405, { Allow: "POST" });
  if (!env().STRIPE_WEBHOOK_SECRET) return plain("Stripe is not configured on this server.", 404);
  const payload = await request.text();
  let event;
  try {
    event = await verifyStripeEvent(env(), payload, request.headers.get("stripe-signature"));
  } catch (error) {
    // Only a signature problem is the sender's fault (400): anything else is ours.
    const known = error instanceof StripeSignatureError ? httpErrorOf(error) : undefined;
    if (!known) throw error;
    return plain(known.message, known.status);
  }
  const outcome = await handleStripeEvent(await appContext(), event);
  return Response.json({ received: true, outcome });
}

export function loader() {
  return plain("Method Not Allowed", 405, { Allow: "POST" });
}
