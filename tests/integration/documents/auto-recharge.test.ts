/**
 * Auto-recharge: a card saved through Stripe Checkout in setup mode, an off-session PaymentIntent
 * through the Stripe HTTP stand-in when the balance falls below the threshold (one per crossing, even with two
 * runs at once), credited by the webhook once; without Stripe, the top-ups' fail-closed rule.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceSettings, contractorBalances, topUps } from "~/db/schema";
import { runAutoRecharges, startCardSetup, updateMyAutoRecharge } from "~/domain/payments/auto-recharge.server";
import { handleStripeEvent } from "~/domain/billing/handle-stripe-event.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import type { Env } from "~/env.server";
import { stripeJson, startStripeStandIn } from "../../support/stripe-stand-in";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor, makeQuoteRequest } from "../marketplace/marketplace-fixtures";

const SECRET_KEY = "sk_test_recharge123";
const event = (type: string, object: Record<string, unknown>) => ({ id: `evt_${randomUUID()}`, type, data: { object } }) as unknown as Stripe.Event;

describe.each(testEngines())("auto-recharge on %s", (engine) => {
  const t = useTestDatabase(engine, { freshPerTest: true });
  const intents: { body: URLSearchParams; key: string | undefined; id: string }[] = [];
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  beforeAll(async () => {
    const byKey = new Map<string, string>();
    stripe = await startStripeStandIn({
      secretKey: SECRET_KEY,
      other: (r) => {
        const path = new URL(r.path, "http://x").pathname;
        if (r.method === "POST" && path === "/v1/customers") return stripeJson(200, { id: "cus_test_1", object: "customer" });
        if (r.method === "GET" && path.startsWith("/v1/setup_intents/"))
          return stripeJson(200, { id: path.split("/").pop(), object: "setup_intent", customer: "cus_test_1", payment_method: "pm_test_card" });
        if (r.method === "POST" && path === "/v1/payment_intents") {
          const key = r.headers["idempotency-key"] as string | undefined;
          const id = (key && byKey.get(key)) ?? `pi_test_${randomUUID().replaceAll("-", "")}`;
          if (key) byKey.set(key, id);
          intents.push({ body: new URLSearchParams(r.body), key, id });
          return stripeJson(200, {
            id,
            object: "payment_intent",
            status: "processing",
            amount: Number(new URLSearchParams(r.body).get("amount")),
            currency: "usd",
          });
        }
        return stripeJson(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
      },
    });
  });
  afterAll(() => stripe.stop());
  const stripeEnv = (): Env => ({ ...t.env, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: "whsec_recharge", STRIPE_API_URL: stripe.url });
  const balanceOf = async (id: string) => (await t.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, id)))[0]!.balanceCents;
  const spendBelow = async (ctx: { db: typeof t.db; env: Env }, contractorId: string, belowCents: number) => {
    for (let i = 0; i < 20 && (await balanceOf(contractorId)) >= belowCents; i += 1) {
      const { leadIds } = await makeQuoteRequest(t.db, { pros: 1 });
      await purchaseLead(ctx, contractorId, leadIds[0]!, randomUUID());
    }
    expect(await balanceOf(contractorId)).toBeLessThan(belowCents);
  };

  it("saves a card through Checkout in setup mode, charges it once per crossing off-session, and credits it once from the webhook", async () => {
    const ctx = { db: t.db, env: stripeEnv() };
    const { contractorId } = await makeContractor(t.db, t.env, { balanceCents: 300_00 });
    await expect(updateMyAutoRecharge(ctx, contractorId, { belowCents: 200_00, amountCents: 150_00 })).rejects.toMatchObject({
      message: "Please save a card first.",
    });
    const url = await startCardSetup(ctx, contractorId, "pro@example.com");
    const created = stripe.sessionCreates().at(-1)!;
    expect(url).toContain("/c/pay/");
    expect({ mode: created.params.get("mode"), customer: created.params.get("customer") }).toEqual({ mode: "setup", customer: "cus_test_1" });
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    expect(
      await handleStripeEvent(
        ctx,
        event("checkout.session.completed", {
          id: sessionId,
          object: "checkout.session",
          mode: "setup",
          client_reference_id: contractorId,
          setup_intent: "seti_test_1",
        }),
      ),
    ).toBe("card-saved");
    expect(await updateMyAutoRecharge(ctx, contractorId, { belowCents: 200_00, amountCents: 150_00 })).toBe("Auto-recharge saved.");

    await spendBelow(ctx, contractorId, 200_00);
    const before = await balanceOf(contractorId);
    const [a, b] = await Promise.all([runAutoRecharges(ctx), runAutoRecharges(ctx)]);
    expect(a.charged + b.charged).toBe(1);
    expect((await runAutoRecharges(ctx)).charged).toBe(0);
    expect(intents).toHaveLength(1);
    const [intent] = intents;
    expect(Object.fromEntries(intent!.body)).toMatchObject({
      amount: "15000",
      currency: "usd",
      customer: "cus_test_1",
      payment_method: "pm_test_card",
      off_session: "true",
      confirm: "true",
    });
    expect(intent!.key).toBe(`recharge:${contractorId}:1`);
    // Nothing is credited before Stripe says the payment succeeded; then once, however often it says so.
    expect(await balanceOf(contractorId)).toBe(before);
    const succeeded = event("payment_intent.succeeded", {
      id: intent!.id,
      object: "payment_intent",
      amount_received: 150_00,
      currency: "usd",
      metadata: { contractor_id: contractorId, purpose: "auto-recharge" },
    });
    expect(await handleStripeEvent(ctx, succeeded)).toBe("credited");
    expect(await handleStripeEvent(ctx, succeeded)).toBe("already-credited");
    expect(await balanceOf(contractorId)).toBe(before + 150_00);
    const [settings] = await t.db.select().from(balanceSettings).where(eq(balanceSettings.contractorId, contractorId));
    expect({ pending: settings!.rechargePending, crossings: settings!.rechargeCrossings }).toEqual({ pending: false, crossings: 1 });

    // A new fall is a new crossing: a second charge with its own key.
    await spendBelow(ctx, contractorId, 200_00);
    expect((await runAutoRecharges(ctx)).charged).toBe(1);
    expect(intents.map((i) => i.key)).toEqual([`recharge:${contractorId}:1`, `recharge:${contractorId}:2`]);
  });

  it("without Stripe follows the top-ups' rule: test mode credits at once (once per crossing), production without Stripe refuses", async () => {
    const ctx = { db: t.db, env: t.env };
    const { contractorId } = await makeContractor(t.db, t.env, { balanceCents: 300_00 });
    await updateMyAutoRecharge(ctx, contractorId, { belowCents: 200_00, amountCents: 100_00 });
    await spendBelow(ctx, contractorId, 200_00);
    const before = await balanceOf(contractorId);
    await Promise.all([runAutoRecharges(ctx), runAutoRecharges(ctx)]);
    await runAutoRecharges(ctx);
    expect(await balanceOf(contractorId)).toBe(before + 100_00);
    expect((await t.db.select().from(topUps).where(eq(topUps.contractorId, contractorId))).map((r) => r.providerRef)).toContain(
      `test_recharge:${contractorId}:1`,
    );

    const production = { db: t.db, env: { ...t.env, NODE_ENV: "production" as const, ALLOW_TEST_PAYMENTS: undefined } as unknown as Env };
    await expect(updateMyAutoRecharge(production, contractorId, { belowCents: 200_00, amountCents: 100_00 })).rejects.toMatchObject({
      code: "payments_not_configured",
    });
    await expect(startCardSetup(ctx, contractorId, "pro@example.com")).rejects.toMatchObject({ code: "payments_not_configured" });
  });
});
