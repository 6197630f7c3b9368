/**
 * Required: "Top-ups go through a payment-provider interface: Stripe Checkout
 * when Stripe keys are configured (webhook signature verified)".
 *
 * The Stripe API is the one part we cannot reach, so it is replaced at the
 * HTTP level: tests/support/stripe-stand-in.ts answers POST /v1/checkout/sessions
 * (and records the form-encoded parameters the real `stripe` client sends).
 * Webhooks are signed with the `stripe` library's own test-header helper and
 * go through the real route modules (/pro/balance and /webhooks/stripe) with
 * real Requests, on PGlite and on PostgreSQL.
 *
 * This file: the signed webhook (credit once, signatures, mismatches, async payments, expiry, races).
 */
import { eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { describe, expect, it } from "vitest";
import { ledgerEntries, topUps } from "~/db/schema";
import { handleStripeEvent } from "~/domain/billing/handle-stripe-event.server";
import { STRIPE_PROVIDER_ID } from "~/domain/payments/payment-provider.server";
import * as balanceRoute from "~/routes/pro-balance";
import * as webhookRoute from "~/routes/webhooks-stripe";
import { testEngines } from "../../support/test-database";
import { ORIGIN, balanceGet, call, eventJson, sessionEvent, type SessionFields, useStripeStandIn, useStripeWorld, webhookRequest } from "./stripe-world";

useStripeStandIn();

describe.each(testEngines())("Stripe Checkout: the signed webhook on %s", (engine) => {
  const { database, ctx, balanceOf, topUpRows, topUpEntries, signedInContractor, startedCheckout } = useStripeWorld(engine);

  it("a verified checkout.session.completed credits once; the same event again credits nothing more", async () => {
    const { contractorId, sessionId, cookie } = await startedCheckout("250");
    const payload = sessionEvent("checkout.session.completed", { id: sessionId, amount_total: 250_00, client_reference_id: contractorId });

    const first = (await call(webhookRoute.action, webhookRequest(payload))) as Response;
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "credited" });
    expect(await balanceOf(contractorId)).toBe(250_00);
    expect(await topUpRows(contractorId)).toEqual([expect.objectContaining({ status: "completed", completedAt: expect.any(Date) })]);

    // Stripe retries until it sees a 2xx and may deliver twice: freshly signed, same event.
    const again = (await call(webhookRoute.action, webhookRequest(payload))) as Response;
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: "already-credited" });
    const late = sessionEvent("checkout.session.async_payment_succeeded", { id: sessionId, amount_total: 250_00, client_reference_id: contractorId });
    expect(await ((await call(webhookRoute.action, webhookRequest(late))) as Response).json()).toMatchObject({ outcome: "already-credited" });
    expect(await balanceOf(contractorId)).toBe(250_00);
    expect(await topUpEntries(contractorId)).toHaveLength(1);

    // Back on the balance page from Stripe's success URL: the credited amount is shown.
    const page = (await call(balanceRoute.loader, balanceGet(cookie, `?checkout=success&session_id=${sessionId}`))) as Awaited<
      ReturnType<typeof balanceRoute.loader>
    >;
    expect(page.checkoutReturn).toEqual({ kind: "credited", amountCents: 250_00 });
    expect(page.pendingTopUps).toEqual([]);
    expect(page.balanceCents).toBe(250_00);
  });

  it("the balance page after Stripe's redirect: 'awaiting' until the webhook arrives, a neutral message when cancelled, nothing about another contractor's session", async () => {
    const a = await startedCheckout("120");
    const b = await startedCheckout("80");
    const load = async (cookie: string, query: string) =>
      ((await call(balanceRoute.loader, balanceGet(cookie, query))) as Awaited<ReturnType<typeof balanceRoute.loader>>).checkoutReturn;
    expect(await load(a.cookie, `?checkout=success&session_id=${a.sessionId}`)).toEqual({ kind: "awaiting" });
    expect(await load(a.cookie, "?checkout=cancelled")).toEqual({ kind: "cancelled" });
    expect(await load(a.cookie, "")).toBeNull();
    await handleStripeEvent(
      ctx(),
      JSON.parse(sessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: 80_00, client_reference_id: b.contractorId })) as Stripe.Event,
    );
    expect(await load(b.cookie, `?checkout=success&session_id=${b.sessionId}`)).toEqual({ kind: "credited", amountCents: 80_00 });
    // A's page with B's (credited) session id reveals nothing about it.
    expect(await load(a.cookie, `?checkout=success&session_id=${b.sessionId}`)).toEqual({ kind: "awaiting" });
  });

  it("refuses a missing or bad signature, a tampered body and a stale timestamp with 400; nothing is credited", async () => {
    const { contractorId, sessionId } = await startedCheckout("250");
    const payload = sessionEvent("checkout.session.completed", { id: sessionId, amount_total: 250_00, client_reference_id: contractorId });
    const tampered = payload.replace('"amount_total":25000', '"amount_total":2500000');
    expect(tampered).not.toBe(payload);
    const cases: [string, Request][] = [
      ["no signature header", webhookRequest(payload, { signature: null })],
      ["signed with another secret", webhookRequest(payload, { secret: "whsec_someoneelse" })],
      ["garbage header", webhookRequest(payload, { signature: "t=1,v1=deadbeef" })],
      ["body changed after signing", webhookRequest(payload, { body: tampered })],
      ["signed ten minutes ago", webhookRequest(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })],
    ];
    for (const [name, request] of cases) {
      const answer = (await call(webhookRoute.action, request)) as Response;
      expect({ name, status: answer.status, type: answer.headers.get("content-type") }).toEqual({ name, status: 400, type: "text/plain; charset=utf-8" });
      expect(await answer.text()).toMatch(/signature/i);
    }
    expect(await balanceOf(contractorId)).toBe(0);
    expect(await topUpRows(contractorId)).toEqual([expect.objectContaining({ status: "pending" })]);
  });

  it("refuses a signature timestamped too far in the future as well as the past (400, nothing credited); one inside the tolerance credits", async () => {
    const { contractorId, sessionId } = await startedCheckout("250");
    const payload = sessionEvent("checkout.session.completed", { id: sessionId, amount_total: 250_00, client_reference_id: contractorId });
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const [name, timestamp] of [
      ["ten minutes ahead", nowSeconds + 600],
      ["a day ahead", nowSeconds + 86_400],
      ["ten minutes ago", nowSeconds - 600],
    ] as const) {
      const answer = (await call(webhookRoute.action, webhookRequest(payload, { timestamp }))) as Response;
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect(await answer.text()).toMatch(/timestamp/i);
    }
    expect(await balanceOf(contractorId)).toBe(0);
    expect(await topUpRows(contractorId)).toEqual([expect.objectContaining({ status: "pending" })]);

    // A sender's clock a little ahead (or a delivery a little late) is inside the five minutes: accepted.
    const ahead = (await call(webhookRoute.action, webhookRequest(payload, { timestamp: nowSeconds + 120 }))) as Response;
    expect(ahead.status).toBe(200);
    expect(await ahead.json()).toEqual({ received: true, outcome: "credited" });
    const late = (await call(webhookRoute.action, webhookRequest(payload, { timestamp: nowSeconds - 120 }))) as Response;
    expect(await late.json()).toEqual({ received: true, outcome: "already-credited" });
    expect(await balanceOf(contractorId)).toBe(250_00);
  });

  it("credits nothing when the session does not match the pending top-up (amount, currency, contractor) or there is none", async () => {
    const { contractorId, sessionId } = await startedCheckout("250");
    const other = await signedInContractor();
    const mismatches: SessionFields[] = [
      { id: sessionId, amount_total: 2_500_00, client_reference_id: contractorId },
      { id: sessionId, amount_total: 250_00, currency: "eur", client_reference_id: contractorId },
      { id: sessionId, amount_total: 250_00, client_reference_id: other.contractorId },
      { id: sessionId, amount_total: 250_00, client_reference_id: null },
    ];
    for (const s of mismatches) {
      const answer = (await call(webhookRoute.action, webhookRequest(sessionEvent("checkout.session.completed", s)))) as Response;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, outcome: "mismatch" });
    }
    // A paid session we never created, whose metadata names a contractor: metadata alone is never trusted.
    const stranger = eventJson("checkout.session.completed", {
      object: "checkout.session",
      id: "cs_test_notours",
      amount_total: 500_00,
      currency: "usd",
      payment_status: "paid",
      client_reference_id: other.contractorId,
      metadata: { contractor_id: other.contractorId },
    });
    expect(await ((await call(webhookRoute.action, webhookRequest(stranger))) as Response).json()).toEqual({ received: true, outcome: "unknown-session" });
    expect(await balanceOf(contractorId)).toBe(0);
    expect(await balanceOf(other.contractorId)).toBe(0);
    expect(await topUpRows(contractorId)).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(await topUpRows(other.contractorId)).toEqual([]);
  });

  it("a completed session that is not paid yet (bank debit) waits for async_payment_succeeded; async_payment_failed marks it failed", async () => {
    const slow = await startedCheckout("400");
    const s = { id: slow.sessionId, amount_total: 400_00, client_reference_id: slow.contractorId };
    expect(await handleStripeEvent(ctx(), JSON.parse(sessionEvent("checkout.session.completed", { ...s, payment_status: "unpaid" })) as Stripe.Event)).toBe(
      "awaiting-payment",
    );
    expect(await balanceOf(slow.contractorId)).toBe(0);
    expect(await handleStripeEvent(ctx(), JSON.parse(sessionEvent("checkout.session.async_payment_succeeded", s)) as Stripe.Event)).toBe("credited");
    expect(await balanceOf(slow.contractorId)).toBe(400_00);

    const failing = await startedCheckout("90");
    const f = { id: failing.sessionId, amount_total: 90_00, client_reference_id: failing.contractorId };
    const answer = (await call(
      webhookRoute.action,
      webhookRequest(sessionEvent("checkout.session.async_payment_failed", { ...f, payment_status: "unpaid" })),
    )) as Response;
    expect(await answer.json()).toEqual({ received: true, outcome: "marked-failed" });
    expect(await topUpRows(failing.contractorId)).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(await balanceOf(failing.contractorId)).toBe(0);
  });

  it("checkout.session.expired marks the pending top-up failed; a failed top-up is never credited, a credited one never failed", async () => {
    const { contractorId, sessionId, cookie } = await startedCheckout("250");
    const s = { id: sessionId, amount_total: 250_00, client_reference_id: contractorId };
    const expired = (await call(webhookRoute.action, webhookRequest(sessionEvent("checkout.session.expired", { ...s, payment_status: "unpaid" })))) as Response;
    expect(expired.status).toBe(200);
    expect(await expired.json()).toEqual({ received: true, outcome: "marked-failed" });
    expect(await topUpRows(contractorId)).toEqual([expect.objectContaining({ status: "failed" })]);
    const page = (await call(balanceRoute.loader, balanceGet(cookie))) as Awaited<ReturnType<typeof balanceRoute.loader>>;
    expect(page.pendingTopUps).toEqual([]);

    expect(await handleStripeEvent(ctx(), JSON.parse(sessionEvent("checkout.session.completed", s)) as Stripe.Event)).toBe("not-pending");
    expect(await balanceOf(contractorId)).toBe(0);

    const paid = await startedCheckout("60");
    const p = { id: paid.sessionId, amount_total: 60_00, client_reference_id: paid.contractorId };
    expect(await handleStripeEvent(ctx(), JSON.parse(sessionEvent("checkout.session.completed", p)) as Stripe.Event)).toBe("credited");
    expect(await handleStripeEvent(ctx(), JSON.parse(sessionEvent("checkout.session.expired", p)) as Stripe.Event)).toBe("not-pending");
    expect(await topUpRows(paid.contractorId)).toEqual([expect.objectContaining({ status: "completed" })]);
    expect(await balanceOf(paid.contractorId)).toBe(60_00);
  });

  it("two deliveries of one event at the same moment credit once", async () => {
    const { contractorId, sessionId } = await startedCheckout("250");
    const event = JSON.parse(
      sessionEvent("checkout.session.completed", { id: sessionId, amount_total: 250_00, client_reference_id: contractorId }),
    ) as Stripe.Event;
    const outcomes = await Promise.all([handleStripeEvent(ctx(), event), handleStripeEvent(ctx(), event), handleStripeEvent(ctx(), event)]);
    expect(outcomes.sort()).toEqual(["already-credited", "already-credited", "credited"]);
    expect(await balanceOf(contractorId)).toBe(250_00);
    expect(await topUpEntries(contractorId)).toHaveLength(1);
  });

  it("answers 200 to events it does not handle, and 405 to anything but POST", async () => {
    const { contractorId, sessionId } = await startedCheckout("250");
    const snapshot = async () => ({
      topUps: await database.db.select().from(topUps).where(eq(topUps.provider, STRIPE_PROVIDER_ID)),
      entries: await database.db.select().from(ledgerEntries),
    });
    const before = await snapshot();
    // A paid PaymentIntent for our session's payment is not one of the events we act on: Checkout's own events are.
    for (const unrelated of [
      eventJson("customer.created", { object: "customer", id: "cus_test_1" }),
      eventJson("payment_intent.succeeded", {
        object: "payment_intent",
        id: "pi_test_1",
        amount: 250_00,
        currency: "usd",
        metadata: { contractor_id: contractorId, checkout_session: sessionId },
      }),
    ]) {
      const answer = (await call(webhookRoute.action, webhookRequest(unrelated))) as Response;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, outcome: "ignored" });
    }
    expect(await snapshot()).toEqual(before);
    expect(await balanceOf(contractorId)).toBe(0);
    expect(((await call(webhookRoute.loader, new Request(`${ORIGIN}/webhooks/stripe`))) as Response).status).toBe(405);
  });
});
