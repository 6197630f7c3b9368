/**
 * Plans and billing with Stripe configured: Professional through Stripe Billing. The Stripe API is the stand-in
 * (tests/support/stripe-stand-in.ts + stripe-billing-stand-in.ts) at the HTTP level; its events are signed as
 * Stripe signs them and posted through the real /webhooks/stripe route, on PGlite and on PostgreSQL.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors, outbox, subscriptionCharges, subscriptions } from "~/db/schema";
import { decideEnterpriseRequest, listEnterpriseRequests, requestEnterprise } from "~/domain/billing/enterprise-requests.server";
import * as adminStatementPdf from "~/routes/admin-contractor-statement-pdf";
import * as billingRoute from "~/routes/pro-billing";
import * as statementPdf from "~/routes/pro-billing-statement-pdf";
import * as webhookRoute from "~/routes/webhooks-stripe";
import { confirmIdentityOf } from "../../support/confirm-identity";
import { testEngines } from "../../support/test-database";
import { makeAdmin } from "../marketplace/marketplace-fixtures";
import { ORIGIN, call, statusOf, stripeStandIn, useStripeStandIn, useStripeWorld, webhookRequest } from "../marketplace/stripe-world";

useStripeStandIn();

const billingPost = (cookie: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}/pro/billing`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, "user-agent": "vitest" },
    body: new URLSearchParams(fields),
  });

describe.each(testEngines())("Professional through Stripe Billing on %s", (engine) => {
  const { database, ctx, signedInContractor: signedIn } = useStripeWorld(engine);
  const db = () => database.db;
  // A plan change asks "Confirm it's you" (decision 0044): these contractors have just answered it.
  const signedInContractor = async () => {
    const pro = await signedIn();
    return { ...pro, cookie: await confirmIdentityOf(db(), pro.cookie) };
  };

  async function deliver(events: string[]) {
    const outcomes = [];
    for (const payload of events) {
      const answer = (await call(webhookRoute.action, webhookRequest(payload))) as Response;
      expect(answer.status).toBe(200);
      outcomes.push(((await answer.json()) as { outcome: string }).outcome);
    }
    return outcomes;
  }

  /** The contractor presses a plan button; the page answers with a 303 to Stripe's checkout; the customer completes it there. */
  async function checkout(intent: "start-trial" | "subscribe") {
    const pro = await signedInContractor();
    const answer = await call(billingRoute.action, billingPost(pro.cookie, { intent, idempotencyKey: crypto.randomUUID() }));
    expect(statusOf(answer)).toBe(303);
    const sessionId = /cs_test_\w+$/.exec((answer as Response).headers.get("location")!)![0];
    const session = stripeStandIn().sessions.get(sessionId)!;
    expect(session.mode).toBe("subscription");
    const params = new URLSearchParams(session.subscriptionParams);
    expect(params.get("line_items[0][price_data][unit_amount]")).toBe("29900");
    expect(params.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(params.get("subscription_data[trial_period_days]")).toBe(intent === "start-trial" ? "14" : null);
    // Nothing changes before Stripe's signed event says so.
    expect(await subOf(pro.contractorId)).toBeUndefined();
    const done = stripeStandIn().billing.completeCheckout(session, params);
    return { ...pro, ...done };
  }
  const subOf = async (id: string) => (await db().select().from(subscriptions).where(eq(subscriptions.contractorId, id)))[0];
  const planOf = async (id: string) => (await db().select({ plan: contractors.plan }).from(contractors).where(eq(contractors.id, id)))[0]!.plan;
  const chargesOf = (id: string) => db().select().from(subscriptionCharges).where(eq(subscriptionCharges.contractorId, id));
  const mailsOf = (id: string, kind: string) =>
    db()
      .select({ text: outbox.text })
      .from(outbox)
      .innerJoin(contractors, eq(contractors.email, outbox.to))
      .where(and(eq(contractors.id, id), eq(outbox.kind, kind)));

  it("a trial through Checkout: trialing from the signed event, the $0 invoice is no charge; the renewal charges once with a receipt; replays change nothing", async () => {
    const pro = await checkout("start-trial");
    expect(await deliver(pro.events)).toEqual(["subscription-saved", "ignored"]);
    expect(await subOf(pro.contractorId)).toMatchObject({
      status: "trialing",
      provider: "stripe",
      providerRef: pro.subscription.id,
      trialEndsAt: new Date(pro.subscription.trial_end! * 1000),
    });
    expect(await planOf(pro.contractorId)).toBe("professional");

    // Fourteen days on, the trial ends and Stripe charges the first month.
    stripeStandIn().billing.at(new Date(Date.now() + 14 * 86_400_000));
    const renewal = stripeStandIn().billing.renew(pro.subscription.id, 29_900, "paid");
    expect(await deliver(renewal)).toEqual(["charge-recorded", "subscription-saved"]);
    // Stripe retries deliveries: the same events again, freshly signed.
    expect(await deliver([...renewal, ...pro.events])).toEqual(["already-recorded", "subscription-saved", "stale-event", "ignored"]);
    expect(await subOf(pro.contractorId)).toMatchObject({ status: "active" });
    expect(await chargesOf(pro.contractorId)).toEqual([expect.objectContaining({ amountCents: 29_900, status: "paid", provider: "stripe" })]);
    expect(await mailsOf(pro.contractorId, "billing.receipt")).toHaveLength(1);
  });

  it("a failed payment: past due and the contractor told once; still Professional while Stripe retries; Pay-As-You-Go when Stripe gives up", async () => {
    const pro = await checkout("subscribe");
    expect(await deliver(pro.events)).toEqual(["subscription-saved", "charge-recorded"]);
    stripeStandIn().billing.at(new Date(Date.now() + 30 * 86_400_000));
    const failed = stripeStandIn().billing.renew(pro.subscription.id, 29_900, "failed");
    expect(await deliver([...failed, ...failed])).toEqual(["payment-failed", "subscription-saved", "already-recorded", "subscription-saved"]);
    expect(await subOf(pro.contractorId)).toMatchObject({ status: "past_due" });
    expect(await planOf(pro.contractorId)).toBe("professional");
    const told = await mailsOf(pro.contractorId, "billing.payment-failed");
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("$299.00");
    expect(await deliver(stripeStandIn().billing.giveUp(pro.subscription.id))).toEqual(["subscription-saved"]);
    expect(await subOf(pro.contractorId)).toMatchObject({ status: "canceled" });
    expect(await planOf(pro.contractorId)).toBe("pay-as-you-go");
  });

  it("switching to Pay-As-You-Go asks Stripe to cancel at the period's end; keeping Professional undoes it", async () => {
    const pro = await checkout("subscribe");
    await deliver(pro.events);
    const post = (intent: string) => call(billingRoute.action, billingPost(pro.cookie, { intent, idempotencyKey: crypto.randomUUID() }));
    expect(statusOf(await post("pay-as-you-go"))).toBe(200);
    expect(stripeStandIn().billing.subscriptions.get(pro.subscription.id)!.cancel_at_period_end).toBe(true);
    expect(await subOf(pro.contractorId)).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    expect(statusOf(await post("keep-professional"))).toBe(200);
    expect(stripeStandIn().billing.subscriptions.get(pro.subscription.id)!.cancel_at_period_end).toBe(false);
    const calls = stripeStandIn().billing.calls.filter((c) => c.id === pro.subscription.id);
    expect(calls.map((c) => [c.method, c.params.get("cancel_at_period_end")])).toEqual([
      ["POST", "true"],
      ["POST", "false"],
    ]);
  });

  it("takes only subscriptions our checkout created, and refuses unsigned billing events", async () => {
    const pro = await checkout("subscribe");
    const foreign = pro.events[0]!.replace('"purpose":"professional-plan"', '"purpose":"something-else"');
    expect(await deliver([foreign])).toEqual(["not-ours"]);
    expect(await subOf(pro.contractorId)).toBeUndefined();
    const unsigned = (await call(webhookRoute.action, webhookRequest(pro.events[0]!, { signature: null }))) as Response;
    expect(unsigned.status).toBe(400);
    expect(await subOf(pro.contractorId)).toBeUndefined();
  });

  it("an admin completing an Enterprise request ends the Stripe subscription now, prorated", async () => {
    const pro = await checkout("subscribe");
    await deliver(pro.events);
    const admin = await makeAdmin(db());
    await requestEnterprise(ctx(), pro, "");
    const request = (await listEnterpriseRequests(ctx(), admin)).find((r) => r.contractorId === pro.contractorId)!;
    await decideEnterpriseRequest(ctx(), admin, request.id, "complete");
    const ended = stripeStandIn().billing.calls.filter((c) => c.id === pro.subscription.id && c.method === "DELETE");
    expect(ended.map((c) => [c.params.get("prorate"), c.params.get("invoice_now")])).toEqual([["true", "true"]]);
    expect(await planOf(pro.contractorId)).toBe("enterprise");
    // Stripe's deletion event afterwards leaves the Enterprise plan alone.
    expect(await deliver(stripeStandIn().billing.giveUp(pro.subscription.id))).toEqual(["subscription-saved"]);
    expect(await planOf(pro.contractorId)).toBe("enterprise");
  });

  it("statement downloads: the contractor's own month as a PDF; a malformed or future month 404; the admin route is not a contractor's", async () => {
    const pro = await signedInContractor();
    const other = await signedInContractor();
    const get = (fn: typeof statementPdf.loader | typeof adminStatementPdf.loader, path: string, params: Record<string, string>, cookie: string) =>
      (fn as (a: unknown) => Promise<Response>)({
        request: new Request(`${ORIGIN}${path}`, { headers: { cookie, "user-agent": "vitest" } }),
        params,
        context: undefined,
        unstable_pattern: path,
      }).catch((thrown: unknown) => {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      });
    const month = new Date().toISOString().slice(0, 7);
    const own = await get(statementPdf.loader, `/pro/billing/statements/${month}/pdf`, { month }, pro.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    for (const bad of ["2999-01", "2026-13", "latest"])
      expect((await get(statementPdf.loader, `/pro/billing/statements/${bad}/pdf`, { month: bad }, pro.cookie)).status).toBe(404);
    const viaAdmin = await get(
      adminStatementPdf.loader,
      `/admin/contractors/${other.contractorId}/statements/${month}/pdf`,
      { contractorId: other.contractorId, month },
      pro.cookie,
    );
    expect(viaAdmin.status).toBe(403);
  });
});
