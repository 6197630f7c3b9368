/**
 * Suspending a contractor (an admin's decision on /admin/contractors/:id)
 * takes effect at once: every session of its users ends, its API keys are
 * refused with a JSON error while it lasts (and work again on reactivation,
 * unless revoked meanwhile), and no money comes in: top-ups, starting or
 * resuming Professional, and auto-recharge are refused with a clear 4xx.
 * A suspended contractor may still sign in again and look at its dashboard,
 * and may still stop paying (cancel Professional, turn auto-recharge off).
 * Through the route modules on both engines; the clock is injected.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { apiKeys, balanceSettings, sessions, topUps } from "~/db/schema";
import { changeMyPlan } from "~/domain/billing/change-my-plan.server";
import { createApiKey } from "~/domain/integrations/create-api-key.server";
import { runAutoRecharges, updateMyAutoRecharge } from "~/domain/payments/auto-recharge.server";
import { myBalanceCents } from "~/domain/ledger/balance.server";
import * as adminContractor from "~/routes/admin-contractor";
import * as apiLeads from "~/routes/api-v1-leads";
import * as proBalance from "~/routes/pro-balance";
import { testEngines } from "../../support/test-database";
import { makeAdmin, makeContractor } from "../marketplace/marketplace-fixtures";
import { formPost, getRequest, loginRedirectFor, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";

afterAll(() => removeDataDir());

const SUSPENDED = "Your account is suspended. Please contact support.";

describe.each(testEngines())("suspending a contractor on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const ctx = () => ({ db: database.db, env: routeEnv() });

  async function decide(contractorId: string, intent: "suspend" | "reactivate") {
    const admin = await makeAdmin(database.db);
    const answer = await run(
      adminContractor.action,
      "/admin/contractors/:id",
      formPost(`/admin/contractors/${contractorId}`, { intent, reason: "Chargeback under review" }, await sessionCookieFor(database.db, admin)),
    );
    expect(answer.status).toBe(200);
  }
  const topUpPost = (cookie: string) => formPost("/pro/balance", { intent: "top-up", amount: "50", idempotencyKey: randomUUID() }, cookie);
  const listLeads = (key: string) => run(apiLeads.loader, "/api/v1/leads", getRequest("/api/v1/leads", undefined, { authorization: `Bearer ${key}` }));

  it("ends every session of the contractor; signed in again, it sees its balance page but a top-up is refused (403, nothing stored); reactivated, it tops up", async () => {
    const pro = await makeContractor(database.db, routeEnv(), { balanceCents: 20_00 });
    const borrowed = await sessionCookieFor(database.db, pro.userId);
    const other = await makeContractor(database.db, routeEnv());
    const bystander = await sessionCookieFor(database.db, other.userId);

    await decide(pro.contractorId, "suspend");

    expect(await database.db.select().from(sessions).where(eq(sessions.userId, pro.userId))).toEqual([]);
    const cut = await run(proBalance.action, "/pro/balance", topUpPost(borrowed));
    expect({ status: cut.status, location: cut.location }).toEqual({ status: 302, location: loginRedirectFor("/pro/balance") });
    // Nobody else is signed out.
    expect((await run(proBalance.loader, "/pro/balance", getRequest("/pro/balance", bystander))).status).toBe(200);

    const again = await sessionCookieFor(database.db, pro.userId);
    expect((await run(proBalance.loader, "/pro/balance", getRequest("/pro/balance", again))).status).toBe(200);
    const refused = await run(proBalance.action, "/pro/balance", topUpPost(again));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ ok: false, error: SUSPENDED });
    expect(await database.db.select().from(topUps).where(eq(topUps.contractorId, pro.contractorId))).toHaveLength(1);
    expect(await myBalanceCents(ctx(), pro.contractorId)).toBe(20_00);

    await decide(pro.contractorId, "reactivate");
    const back = await sessionCookieFor(database.db, pro.userId);
    expect((await run(proBalance.action, "/pro/balance", topUpPost(back))).status).toBe(302);
    expect(await myBalanceCents(ctx(), pro.contractorId)).toBe(70_00);
  });

  it("refuses its API keys with a JSON error while suspended; on reactivation they work again, except one revoked meanwhile", async () => {
    const pro = await makeContractor(database.db, routeEnv(), { plan: "enterprise" });
    const kept = await createApiKey(ctx(), { contractorId: pro.contractorId, actorUserId: pro.userId, label: "crm" });
    const dropped = await createApiKey(ctx(), { contractorId: pro.contractorId, actorUserId: pro.userId, label: "old" });
    expect((await listLeads(kept.key)).status).toBe(200);

    await decide(pro.contractorId, "suspend");
    for (const key of [kept.key, dropped.key]) {
      const answer = await listLeads(key);
      expect(answer.status).toBe(403);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code: "account_suspended", message: SUSPENDED } });
    }
    await database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, dropped.id));

    await decide(pro.contractorId, "reactivate");
    expect((await listLeads(kept.key)).status).toBe(200);
    const revoked = await listLeads(dropped.key);
    expect({ status: revoked.status, body: JSON.parse(revoked.text) }).toMatchObject({ status: 401, body: { error: { code: "invalid_api_key" } } });
  });

  it("refuses starting a trial, subscribing or resuming Professional while suspended (403); cancelling stays possible", async () => {
    const pro = await makeContractor(database.db, routeEnv());
    const me = { userId: pro.userId, contractorId: pro.contractorId, email: "pro@example.com" };
    await changeMyPlan(ctx(), me, "start-trial", randomUUID());
    await decide(pro.contractorId, "suspend");

    for (const change of ["keep-professional", "subscribe", "start-trial"] as const) {
      await expect(changeMyPlan(ctx(), me, change, randomUUID())).rejects.toMatchObject({ code: "account_suspended", status: 403, message: SUSPENDED });
    }
    await expect(changeMyPlan(ctx(), me, "pay-as-you-go", randomUUID())).resolves.toMatchObject({ kind: "changed" });
  });

  it("auto-recharge: no charge while suspended, and no new rule; turning it off works; the waiting charge is made after reactivation", async () => {
    const pro = await makeContractor(database.db, routeEnv(), { balanceCents: 10_00 });
    await updateMyAutoRecharge(ctx(), pro.contractorId, { belowCents: 20_00, amountCents: 40_00 });
    // The balance fell below the threshold (as a purchase notes it): one crossing waits for the job.
    await database.db.update(balanceSettings).set({ rechargePending: true, rechargeCrossings: 1 }).where(eq(balanceSettings.contractorId, pro.contractorId));
    await decide(pro.contractorId, "suspend");

    await runAutoRecharges(ctx());
    expect(await myBalanceCents(ctx(), pro.contractorId)).toBe(10_00);
    await expect(updateMyAutoRecharge(ctx(), pro.contractorId, { belowCents: 30_00, amountCents: 50_00 })).rejects.toMatchObject({
      code: "account_suspended",
      status: 403,
    });
    const [rule] = await database.db
      .select()
      .from(balanceSettings)
      .where(and(eq(balanceSettings.contractorId, pro.contractorId)));
    expect([rule!.rechargeBelowCents, rule!.rechargeAmountCents]).toEqual([20_00, 40_00]);

    await decide(pro.contractorId, "reactivate");
    await runAutoRecharges(ctx());
    expect(await myBalanceCents(ctx(), pro.contractorId)).toBe(50_00);

    await decide(pro.contractorId, "suspend");
    await expect(updateMyAutoRecharge(ctx(), pro.contractorId, null)).resolves.toBe("Auto-recharge turned off.");
  });
});
