/**
 * Stripe Billing on the Stripe stand-in (stripe-stand-in.ts): subscriptions that a subscription-mode
 * Checkout Session creates when "paid", POST /v1/subscriptions/:id (cancel_at_period_end) and
 * DELETE /v1/subscriptions/:id (cancel now, with `prorate`), answered as Stripe answers the real `stripe`
 * client. Each state change returns the webhook events Stripe would send (JSON text, to be signed by the
 * test and posted to /webhooks/stripe), so a test drives trial → paid, a failed payment and cancellation
 * exactly as Stripe's servers would.
 */
import { randomUUID } from "node:crypto";
import { Stripe } from "stripe";
import type { RecordedRequest, StandInResponse } from "./http-stand-in";
import { stripeError, stripeJson } from "./stripe-responses";

export type StandInSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: "trialing" | "active" | "past_due" | "canceled";
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  trial_start: number | null;
  trial_end: number | null;
  items: { object: "list"; data: { id: string; current_period_start: number; current_period_end: number }[] };
};

const DAY = 86_400;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** One event as Stripe sends it; `created` in seconds (the handler orders events by it). */
export function stripeEvent(type: string, object: unknown, created: number): string {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

export function createBillingStandIn(secretKey: string) {
  const subscriptions = new Map<string, StandInSubscription>();
  /** What the app asked of the subscriptions API: [method, id, form params]. */
  const calls: { method: string; id: string; params: URLSearchParams }[] = [];
  let clock = unix(new Date());

  function invoice(sub: StandInSubscription, amount: number, paid: boolean) {
    const period = sub.items.data[0]!;
    return {
      id: `in_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
      object: "invoice",
      customer: sub.customer,
      currency: "usd",
      amount_paid: paid ? amount : 0,
      amount_due: amount,
      status: paid ? "paid" : "open",
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: "list", data: [{ period: { start: period.current_period_start, end: period.current_period_end } }] },
    };
  }

  return {
    subscriptions,
    calls,
    /** Stripe's clock for the next events (seconds); tests move it forward. */
    at: (date: Date) => {
      clock = unix(date);
    },
    /** The customer paid (or, with a trial, just confirmed) the Checkout Session: the events Stripe sends. */
    completeCheckout(session: { id: string }, params: URLSearchParams): { subscription: StandInSubscription; events: string[] } {
      clock = unix(new Date());
      const trialDays = Number(params.get("subscription_data[trial_period_days]") ?? 0);
      const amount = Number(params.get("line_items[0][price_data][unit_amount]"));
      const start = clock;
      const end = trialDays > 0 ? start + trialDays * DAY : start + 30 * DAY;
      const sub: StandInSubscription = {
        id: `sub_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
        object: "subscription",
        customer: `cus_${randomUUID().replaceAll("-", "").slice(0, 14)}`,
        status: trialDays > 0 ? "trialing" : "active",
        metadata: {
          contractor_id: params.get("subscription_data[metadata][contractor_id]") ?? "",
          purpose: params.get("subscription_data[metadata][purpose]") ?? "",
        },
        cancel_at_period_end: false,
        trial_start: trialDays > 0 ? start : null,
        trial_end: trialDays > 0 ? end : null,
        items: { object: "list", data: [{ id: `si_${session.id.slice(-10)}`, current_period_start: start, current_period_end: end }] },
      };
      subscriptions.set(sub.id, sub);
      const events = [
        stripeEvent("customer.subscription.created", sub, clock),
        stripeEvent("invoice.paid", invoice(sub, trialDays > 0 ? 0 : amount, true), clock),
      ];
      return { subscription: sub, events };
    },
    /** The period (or trial) ended and the renewal charge succeeded or failed: the events Stripe sends. */
    renew(id: string, amount: number, outcome: "paid" | "failed"): string[] {
      const sub = subscriptions.get(id)!;
      const item = sub.items.data[0]!;
      item.current_period_start = item.current_period_end;
      item.current_period_end += 30 * DAY;
      sub.status = outcome === "paid" ? "active" : "past_due";
      const bill = invoice(sub, amount, outcome === "paid");
      return [
        stripeEvent(outcome === "paid" ? "invoice.paid" : "invoice.payment_failed", bill, clock),
        stripeEvent("customer.subscription.updated", { ...sub }, clock),
      ];
    },
    /** Stripe's retries gave up: the subscription is deleted. */
    giveUp(id: string): string[] {
      const sub = subscriptions.get(id)!;
      sub.status = "canceled";
      return [stripeEvent("customer.subscription.deleted", { ...sub }, clock)];
    },
    /** Answers /v1/subscriptions/:id requests; undefined for anything else. */
    handle(request: RecordedRequest): StandInResponse | undefined {
      const match = /^\/v1\/subscriptions\/([\w]+)$/.exec(new URL(request.path, "http://stand-in").pathname);
      if (!match) return undefined;
      if (request.headers.authorization !== `Bearer ${secretKey}`) return stripeError(401, "Invalid API Key provided");
      const sub = subscriptions.get(match[1]!);
      if (!sub) return stripeError(404, `No such subscription: '${match[1]}'`, "resource_missing");
      const params = new URLSearchParams(request.method === "DELETE" ? new URL(request.path, "http://stand-in").search || request.body : request.body);
      calls.push({ method: request.method, id: sub.id, params });
      if (request.method === "POST") {
        if (params.has("cancel_at_period_end")) sub.cancel_at_period_end = params.get("cancel_at_period_end") === "true";
        return stripeJson(200, sub);
      }
      if (request.method === "DELETE") {
        sub.status = "canceled";
        return stripeJson(200, sub);
      }
      return stripeError(405, "Method not allowed");
    },
  };
}
