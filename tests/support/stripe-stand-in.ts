/**
 * The Stripe API's Checkout Sessions endpoint, stood in for on the loopback
 * HTTP stand-in (http-stand-in.ts): POST /v1/checkout/sessions checks the
 * secret key and creates a session from the form-encoded parameters the real
 * `stripe` client sends; like Stripe, a repeated Idempotency-Key gets the
 * first answer again. Used by the integration tests and the e2e spec, which
 * also serves a hosted checkout page from here through `other`.
 */
import { randomUUID } from "node:crypto";
import { startHttpStandIn, type RecordedRequest, type StandInResponse } from "./http-stand-in";
import { createBillingStandIn } from "./stripe-billing-stand-in";

export type CheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: string | null;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string | null>;
  success_url: string | null;
  cancel_url: string | null;
  url: string;
  livemode: false;
  subscriptionParams?: string;
};

/** What the app sent to create one session. */
export type SessionCreate = { params: URLSearchParams; idempotencyKey?: string; authorization?: string };

export { stripeError, stripeJson } from "./stripe-responses";
import { stripeError, stripeJson } from "./stripe-responses";

const CREATE_PATH = "/v1/checkout/sessions";
const isCreate = (r: RecordedRequest) => r.method === "POST" && new URL(r.path, "http://stand-in").pathname === CREATE_PATH;

export async function startStripeStandIn(options: {
  secretKey: string;
  /** Where a session's `url` points: Stripe's hosted checkout (default), or this stand-in's /c/pay/<id>. */
  checkoutPage?: "stripe" | "stand-in";
  /** Answers every other request (e.g. the stand-in's checkout page); Stripe's 404 when unset. */
  other?: (request: RecordedRequest) => StandInResponse | Promise<StandInResponse>;
}) {
  const http = await startHttpStandIn();
  const sessions = new Map<string, CheckoutSession>();
  const byIdempotencyKey = new Map<string, CheckoutSession>();
  let failNext = false;
  const checkoutBase = options.checkoutPage === "stand-in" ? http.url : "https://checkout.stripe.com";
  // Stripe Billing: /v1/subscriptions/:id and the subscriptions a subscription-mode session creates.
  const billing = createBillingStandIn(options.secretKey);

  function create(request: RecordedRequest): StandInResponse {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) return stripeError(401, "Invalid API Key provided");
    if (failNext) {
      failNext = false;
      return stripeError(400, "Invalid request", "parameter_invalid");
    }
    const key = request.headers["idempotency-key"];
    const replay = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
    if (replay) return stripeJson(200, replay);
    const params = new URLSearchParams(request.body);
    const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      mode: params.get("mode"),
      status: "open",
      payment_status: "unpaid",
      amount_total: Number(params.get("line_items[0][price_data][unit_amount]")) * Number(params.get("line_items[0][quantity]")),
      // A subscription-mode session's parameters, for billing.completeCheckout().
      ...(params.get("mode") === "subscription" ? { subscriptionParams: params.toString() } : {}),
      currency: params.get("line_items[0][price_data][currency]"),
      client_reference_id: params.get("client_reference_id"),
      metadata: { contractor_id: params.get("metadata[contractor_id]"), purpose: params.get("metadata[purpose]") },
      success_url: params.get("success_url"),
      cancel_url: params.get("cancel_url"),
      url: `${checkoutBase}/c/pay/${id}`,
      livemode: false,
    };
    sessions.set(id, session);
    if (typeof key === "string") byIdempotencyKey.set(key, session);
    return stripeJson(200, session);
  }

  http.respond((request) => {
    if (isCreate(request)) return create(request);
    const billed = billing.handle(request);
    if (billed) return billed;
    return options.other ? options.other(request) : stripeError(404, "Unrecognized request URL");
  });

  return {
    url: http.url,
    sessions,
    billing,
    /** Every session creation the app asked for, in order (replays and refusals included). */
    sessionCreates: (): SessionCreate[] =>
      http.requests.filter(isCreate).map((r) => ({
        params: new URLSearchParams(r.body),
        idempotencyKey: r.headers["idempotency-key"] as string | undefined,
        authorization: r.headers.authorization,
      })),
    /** The next session creation fails as Stripe refuses a bad request (400). */
    failNextCreate: () => {
      failNext = true;
    },
    stop: http.stop,
  };
}
