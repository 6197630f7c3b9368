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
 * This file: starting a top-up (the balance page, idempotency, limits, a Stripe refusal).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testModePaymentProvider } from "~/domain/payments/payment-provider.server";
import { requirePaymentProvider } from "~/domain/payments/select-payment-provider.server";
import { topUp, TopUpAmountError } from "~/domain/payments/top-up.server";
import { env } from "~/env.server";
import * as balanceRoute from "~/routes/pro-balance";
import { testEngines } from "../../support/test-database";
import { ORIGIN, SECRET_KEY, balanceGet, balancePost, call, dataOf, statusOf, stripeStandIn, useStripeStandIn, useStripeWorld } from "./stripe-world";

useStripeStandIn();

describe.each(testEngines())("Stripe Checkout: starting a top-up on %s", (engine) => {
  const { ctx, balanceOf, topUpRows, topUpEntries, signedInContractor } = useStripeWorld(engine);

  it("the balance page sends the contractor to Stripe Checkout for the amount; a pending top-up is stored and the balance is unchanged", async () => {
    const pro = await signedInContractor();
    const page = (await call(balanceRoute.loader, balanceGet(pro.cookie))) as Awaited<ReturnType<typeof balanceRoute.loader>>;
    expect(page).toMatchObject({ testMode: false, checkoutProvider: "stripe", pendingTopUps: [] });
    const before = stripeStandIn().sessionCreates().length;

    const answer = await call(balanceRoute.action, balancePost(pro.cookie, { amount: "$1,250.50", idempotencyKey: page.topUpKey }));

    expect(statusOf(answer)).toBe(303);
    const location = (answer as Response).headers.get("location")!;
    expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    const creates = stripeStandIn().sessionCreates().slice(before);
    expect(creates).toHaveLength(1);
    const { params, idempotencyKey, authorization } = creates[0]!;
    expect(authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(params)).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "125050",
      client_reference_id: pro.contractorId,
      "metadata[contractor_id]": pro.contractorId,
      success_url: `${ORIGIN}/pro/balance?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/pro/balance?checkout=cancelled`,
    });
    expect(params.get("line_items[0][price_data][product_data][name]")).toMatch(/top-up/);
    expect(idempotencyKey).toContain(pro.contractorId);
    expect(idempotencyKey).toContain(page.topUpKey);

    const sessionId = location.split("/").pop()!;
    expect(await topUpRows(pro.contractorId)).toEqual([
      expect.objectContaining({ provider: "stripe", providerRef: sessionId, amountCents: 125_050, status: "pending", completedAt: null }),
    ]);
    expect(await balanceOf(pro.contractorId)).toBe(0);
    expect(await topUpEntries(pro.contractorId)).toEqual([]);

    const after = (await call(balanceRoute.loader, balanceGet(pro.cookie))) as Awaited<ReturnType<typeof balanceRoute.loader>>;
    expect(after.pendingTopUps).toEqual([expect.objectContaining({ amountCents: 125_050, provider: "stripe" })]);
    expect(after.balanceCents).toBe(0);
  });

  it("a double submission of one form reuses Stripe's idempotency key: one session, one pending row", async () => {
    const pro = await signedInContractor();
    const key = randomUUID();
    const first = await call(balanceRoute.action, balancePost(pro.cookie, { amount: "300", idempotencyKey: key }));
    const second = await call(balanceRoute.action, balancePost(pro.cookie, { amount: "300", idempotencyKey: key }));
    expect((second as Response).headers.get("location")).toBe((first as Response).headers.get("location"));
    expect(await topUpRows(pro.contractorId)).toHaveLength(1);
    // A changed amount in the same form is a new payment, not a key Stripe would refuse as reused.
    const third = await call(balanceRoute.action, balancePost(pro.cookie, { amount: "301", idempotencyKey: key }));
    expect((third as Response).headers.get("location")).not.toBe((first as Response).headers.get("location"));
    expect((await topUpRows(pro.contractorId)).map((r) => r.amountCents).sort()).toEqual([300_00, 301_00]);
  });

  it("test mode (no Stripe keys) is idempotent per form too: a double-submitted test top-up credits once", async () => {
    const pro = await signedInContractor();
    const key = randomUUID();
    const first = await topUp(ctx(), pro.contractorId, 40_00, testModePaymentProvider, { idempotencyKey: key });
    const again = await topUp(ctx(), pro.contractorId, 40_00, testModePaymentProvider, { idempotencyKey: key });
    expect(again).toEqual(first);
    await topUp(ctx(), pro.contractorId, 40_00, testModePaymentProvider, { idempotencyKey: randomUUID() });
    expect(await balanceOf(pro.contractorId)).toBe(80_00);
    expect(await topUpEntries(pro.contractorId)).toHaveLength(2);
  });

  it("refuses an amount outside the limits before Stripe is called (400, nothing stored)", async () => {
    const pro = await signedInContractor();
    const before = stripeStandIn().sessionCreates().length;
    for (const amount of ["5", "10000.01", "abc", "-20"]) {
      const answer = await call(balanceRoute.action, balancePost(pro.cookie, { amount, idempotencyKey: randomUUID() }));
      expect({ amount, status: statusOf(answer), ok: dataOf(answer).ok }).toEqual({ amount, status: 400, ok: false });
    }
    await expect(topUp(ctx(), pro.contractorId, 9_99, requirePaymentProvider(env()))).rejects.toThrow(TopUpAmountError);
    expect(stripeStandIn().sessionCreates().length).toBe(before);
    expect(await topUpRows(pro.contractorId)).toEqual([]);
  });

  it("when Stripe refuses to create the session the contractor gets a clear 502 message and nothing is stored", async () => {
    const pro = await signedInContractor();
    stripeStandIn().failNextCreate();
    const answer = await call(balanceRoute.action, balancePost(pro.cookie, { amount: "250", idempotencyKey: randomUUID() }));
    expect(statusOf(answer)).toBe(502);
    expect(dataOf(answer)).toMatchObject({ ok: false, error: expect.stringMatching(/Nothing was charged/) });
    expect(await topUpRows(pro.contractorId)).toEqual([]);
  });
});
