/**
 * Plans and billing (decision 0027), in test mode (no Stripe keys; the same fail-closed rule as top-ups): the plan state machine
 * (trial → convert, cancel during the trial, Pay-As-You-Go ↔ Professional), the trial-ending e-mail once
 * with the clock moved, receipts through the outbox, the monthly minimum's progress and the Enterprise
 * request an admin completes. On PGlite and on PostgreSQL.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contractors, outbox, subscriptionCharges, subscriptions } from "~/db/schema";
import { changeMyPlan, type PlanChange } from "~/domain/billing/change-my-plan.server";
import { decideEnterpriseRequest, listEnterpriseRequests, requestEnterprise } from "~/domain/billing/enterprise-requests.server";
import { getMyBilling, myTrialEnd } from "~/domain/billing/get-my-billing.server";
import { runBillingCycle } from "~/domain/billing/run-billing-cycle.server";
import { requestReturn } from "~/domain/marketplace/lead-returns.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { PaymentsNotConfiguredError } from "~/domain/payments/payment-provider.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin, makeContractor, makeQuoteRequest } from "../marketplace/marketplace-fixtures";

const DAY = 86_400_000;
const T0 = new Date("2026-03-02T12:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * DAY);

describe.each(testEngines())("plans and billing in test mode on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now: Date) => ({ db: t.db, env: t.env, now });

  async function pro() {
    const made = await makeContractor(t.db, t.env);
    const [c] = await t.db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, made.contractorId));
    return { ...made, email: c!.email };
  }
  const change = (p: Awaited<ReturnType<typeof pro>>, what: PlanChange, now: Date) => changeMyPlan(ctx(now), p, what, crypto.randomUUID());
  const sub = async (contractorId: string) => (await t.db.select().from(subscriptions).where(eq(subscriptions.contractorId, contractorId)))[0];
  const planOf = async (contractorId: string) =>
    (await t.db.select({ plan: contractors.plan, autoBuy: contractors.autoBuy }).from(contractors).where(eq(contractors.id, contractorId)))[0]!;
  const charges = (contractorId: string) => t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.contractorId, contractorId));
  const mails = (to: string, kind: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));

  it("a trial: Professional at once with its end date, the reminder e-mail 3 days before exactly once, then converted and charged with a receipt", async () => {
    const p = await pro();
    expect(await change(p, "start-trial", T0)).toMatchObject({ kind: "changed" });
    expect(await planOf(p.contractorId)).toMatchObject({ plan: "professional" });
    const billing = await getMyBilling(ctx(at(1)), p.contractorId);
    expect(billing.subscription).toMatchObject({ status: "trialing", trialEndsAt: at(14) });
    expect(billing.trialAvailable).toBe(false);
    expect(await myTrialEnd(ctx(at(1)), p.contractorId)).toEqual(at(14));

    await runBillingCycle(ctx(at(10)));
    expect(await mails(p.email, "billing.trial-ending")).toHaveLength(0);
    await runBillingCycle(ctx(at(11.5)));
    await runBillingCycle(ctx(at(12)));
    await runBillingCycle(ctx(at(13.9)));
    const reminders = await mails(p.email, "billing.trial-ending");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain("ends on March 16, 2026");
    expect(await charges(p.contractorId)).toHaveLength(0);

    await runBillingCycle(ctx(at(14.01)));
    await runBillingCycle(ctx(at(14.5)));
    expect(await sub(p.contractorId)).toMatchObject({ status: "active", currentPeriodEnd: new Date("2026-04-16T12:00:00Z") });
    expect(await myTrialEnd(ctx(at(15)), p.contractorId)).toBeNull();
    expect(await charges(p.contractorId)).toEqual([expect.objectContaining({ amountCents: 29_900, status: "paid", provider: "test-mode" })]);
    const receipts = await mails(p.email, "billing.receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("Amount: $299.00");
    expect(receipts[0]!.text).toContain("For: Professional plan, monthly fee");

    // A month later it renews once more; a late or repeated run does not charge twice.
    await runBillingCycle(ctx(at(46)));
    await runBillingCycle(ctx(at(46)));
    expect(await charges(p.contractorId)).toHaveLength(2);
  });

  it("cancelling during the trial: no reminder, nothing charged, Pay-As-You-Go at the trial's end; the trial is not given twice", async () => {
    const p = await pro();
    await change(p, "start-trial", T0);
    await expect(change(p, "start-trial", at(1))).rejects.toMatchObject({ code: "plan_change_refused" });
    const cancelled = await change(p, "pay-as-you-go", at(2));
    expect(cancelled).toMatchObject({ kind: "changed", message: expect.stringContaining("Nothing will be charged") });
    expect(await planOf(p.contractorId)).toMatchObject({ plan: "professional" });
    await runBillingCycle(ctx(at(12)));
    expect(await mails(p.email, "billing.trial-ending")).toHaveLength(0);
    await runBillingCycle(ctx(at(15)));
    expect(await sub(p.contractorId)).toMatchObject({ status: "canceled" });
    expect(await planOf(p.contractorId)).toEqual({ plan: "pay-as-you-go", autoBuy: false });
    expect(await charges(p.contractorId)).toHaveLength(0);
    await expect(change(p, "start-trial", at(16))).rejects.toMatchObject({
      code: "plan_change_refused",
      message: expect.stringContaining("trial has been used"),
    });
    expect((await getMyBilling(ctx(at(16)), p.contractorId)).trialAvailable).toBe(false);
  });

  it("Pay-As-You-Go → Professional (charged at once) → Pay-As-You-Go at the period's end; 'keep' undoes a cancellation; audited as the contractor", async () => {
    const p = await pro();
    await change(p, "subscribe", T0);
    expect(await planOf(p.contractorId)).toMatchObject({ plan: "professional" });
    expect(await charges(p.contractorId)).toHaveLength(1);
    expect(await mails(p.email, "billing.receipt")).toHaveLength(1);
    await expect(change(p, "subscribe", at(1))).rejects.toMatchObject({ code: "plan_change_refused" });

    await change(p, "pay-as-you-go", at(3));
    await change(p, "keep-professional", at(4));
    expect(await sub(p.contractorId)).toMatchObject({ cancelAtPeriodEnd: false });
    await change(p, "pay-as-you-go", at(5));
    await runBillingCycle(ctx(at(20)));
    expect(await planOf(p.contractorId)).toMatchObject({ plan: "professional" });
    await runBillingCycle(ctx(at(32)));
    expect(await planOf(p.contractorId)).toMatchObject({ plan: "pay-as-you-go" });
    expect(await charges(p.contractorId)).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.contractorId));
    expect(audits.map((a) => [a.action, a.actorUserId])).toEqual(
      expect.arrayContaining([
        ["plan.subscribe", p.userId],
        ["plan.pay-as-you-go", p.userId],
        ["plan.keep-professional", p.userId],
      ]),
    );
  });

  it("fails closed: in production without Stripe and without ALLOW_TEST_PAYMENTS no plan is started and nothing is written", async () => {
    const p = await pro();
    const production = {
      db: t.db,
      env: { ...t.env, NODE_ENV: "production" as const, ALLOW_TEST_PAYMENTS: "false" as const, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
      now: T0,
    };
    await expect(changeMyPlan(production, p, "start-trial", crypto.randomUUID())).rejects.toBeInstanceOf(PaymentsNotConfiguredError);
    expect(await sub(p.contractorId)).toBeUndefined();
  });

  it("receipts for a top-up and a return credit (amount, what for, balance after, date); minimum progress counts this month's leads, not credited ones", async () => {
    const buyer = await makeContractor(t.db, t.env, { balanceCents: 400_00 });
    const [c] = await t.db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, buyer.contractorId));
    const topUpReceipt = (await mails(c!.email, "billing.receipt"))[0]!;
    expect(topUpReceipt.text).toContain("Amount: $400.00");
    expect(topUpReceipt.text).toContain("For: Lead balance top-up");
    expect(topUpReceipt.text).toContain("Lead balance after: $400.00");
    expect(topUpReceipt.text).toMatch(/Date: \w+ \d+, \d{4}/);

    const bought = [];
    for (const duplicate of [false, false, true]) {
      const request = await makeQuoteRequest(t.db, { pros: 1, duplicate });
      bought.push(await purchaseLead({ db: t.db, env: t.env }, buyer.contractorId, request.leadIds[0]!, crypto.randomUUID()));
    }
    // A duplicate request's lead is credited at once on return.
    expect((await requestReturn({ db: t.db, env: t.env }, buyer.contractorId, bought[2]!.purchaseId, { reason: "duplicate" })).status).toBe("credited");
    const credit = (await mails(c!.email, "billing.receipt")).find((m) => m.text.includes("For: Lead credit"));
    expect(credit?.text).toContain(`Amount: $${(bought[2]!.priceCents / 100).toFixed(2)}`);
    expect(credit?.text).toContain("Lead balance after: ");

    const billing = await getMyBilling({ db: t.db, env: t.env }, buyer.contractorId);
    expect(billing.minimum).toMatchObject({ leads: 2, minLeads: 50 });
  });

  it("Enterprise: the contractor asks once; an admin completes it, the plan is set, a running subscription ends, and it is audited", async () => {
    const p = await pro();
    const admin = await makeAdmin(t.db);
    await change(p, "subscribe", T0);
    await requestEnterprise(ctx(at(1)), p, "Three crews in Queens");
    await expect(requestEnterprise(ctx(at(1)), p, "again")).rejects.toMatchObject({ code: "plan_change_refused" });
    const queue = await listEnterpriseRequests(ctx(at(2)), admin);
    const mine = queue.find((r) => r.contractorId === p.contractorId)!;
    expect(mine).toMatchObject({ note: "Three crews in Queens", plan: "professional" });
    await decideEnterpriseRequest(ctx(at(2)), admin, mine.id, "complete");
    await expect(decideEnterpriseRequest(ctx(at(2)), admin, mine.id, "decline")).rejects.toMatchObject({ code: "already_decided" });
    expect(await planOf(p.contractorId)).toMatchObject({ plan: "enterprise" });
    expect(await sub(p.contractorId)).toMatchObject({ status: "canceled" });
    await runBillingCycle(ctx(at(40)));
    expect(await charges(p.contractorId)).toHaveLength(1);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.contractorId), eq(auditLog.action, "enterprise-request.complete")));
    expect(audit).toMatchObject({ actorUserId: admin, before: { plan: "professional" }, after: { plan: "enterprise" } });
    await expect(change(p, "pay-as-you-go", at(41))).rejects.toMatchObject({ code: "plan_change_refused" });
  });
});
