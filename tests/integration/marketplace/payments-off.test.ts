/**
 * The bug: "With NODE_ENV=production and no STRIPE_* variables, POST
 * /pro/balance adds any amount in test mode." Payments now fail closed: in
 * production a top-up needs Stripe, or test mode switched on explicitly with
 * ALLOW_TEST_PAYMENTS=true.
 *
 * The route modules read the process environment (env(), cached on first
 * read), so this file runs them as a production server without Stripe keys
 * and without the opt-in; the opt-in and Stripe cases take the same domain
 * path with those settings added to the parsed environment.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractorBalances, ledgerEntries, topUps } from "~/db/schema";
import { createSession } from "~/domain/accounts/sessions.server";
import { PaymentsNotConfiguredError } from "~/domain/payments/payment-provider.server";
import { requirePaymentProvider } from "~/domain/payments/select-payment-provider.server";
import { topUp } from "~/domain/payments/top-up.server";
import { env } from "~/env.server";
import * as adminLayout from "~/routes/admin-layout";
import * as balanceRoute from "~/routes/pro-balance";
import { forgetDatabase, isDataResult, serveDatabase } from "../../support/route-modules";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin, makeContractor } from "./marketplace-fixtures";
import { sessionCookieHeader } from "../../support/session-cookies";

const ORIGIN = "http://localhost:3000";
const dataDir = mkdtempSync(path.join(tmpdir(), "thp-payments-off-"));

beforeAll(() => {
  Object.assign(process.env, { NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: ORIGIN });
  for (const name of ["DATABASE_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "ALLOW_TEST_PAYMENTS"]) delete process.env[name];
  // Nothing may have read (and cached) the environment before this point.
  if (env().NODE_ENV !== "production" || env().ALLOW_TEST_PAYMENTS !== "false") throw new Error("env() was read before this test set NODE_ENV");
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function call(fn: (args: never) => unknown, request: Request): Promise<unknown> {
  const args = { request, params: {}, context: undefined, unstable_pattern: new URL(request.url).pathname };
  try {
    return await (fn as (a: typeof args) => unknown)(args);
  } catch (thrown) {
    if (thrown instanceof Response || isDataResult(thrown)) return thrown;
    throw thrown;
  }
}

const statusOf = (v: unknown) => (v instanceof Response ? v.status : isDataResult(v) ? (v.init?.status ?? 200) : 200);
const dataOf = <T>(v: unknown) => (isDataResult(v) ? v.data : v) as T;

describe.each(testEngines())("payments off in production without Stripe on %s", (engine) => {
  const database = useTestDatabase(engine);
  beforeAll(() => serveDatabase(database.handle));
  afterAll(() => forgetDatabase());

  async function signedIn(userId: string) {
    return sessionCookieHeader(await createSession(database.db, {}, userId));
  }

  /** A contractor with $120 already on the balance (given in test mode by the fixture, not by this server). */
  async function contractor() {
    const made = await makeContractor(database.db, env(), { balanceCents: 120_00 });
    return { ...made, cookie: await signedIn(made.userId) };
  }

  async function moneyOf(contractorId: string) {
    const [balance] = await database.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId));
    return {
      balanceCents: balance!.balanceCents,
      topUps: (await database.db.select().from(topUps).where(eq(topUps.contractorId, contractorId))).length,
      ledgerEntries: (await database.db.select().from(ledgerEntries)).length,
    };
  }

  const balancePost = (cookie: string, amount: string) =>
    new Request(`${ORIGIN}/pro/balance`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, "user-agent": "vitest" },
      body: new URLSearchParams({ amount, idempotencyKey: randomUUID() }),
    });

  it("the balance page says payments are off and offers no top-up", async () => {
    const pro = await contractor();
    const page = dataOf<Awaited<ReturnType<typeof balanceRoute.loader>>>(
      await call(balanceRoute.loader, new Request(`${ORIGIN}/pro/balance`, { headers: { cookie: pro.cookie } })),
    );
    expect(page).toMatchObject({ paymentsOff: true, testMode: false, checkoutProvider: null, balanceCents: 120_00 });
  });

  it("a forged top-up post is refused with 403 and writes nothing: balance, top-ups and ledger unchanged", async () => {
    const pro = await contractor();
    const before = await moneyOf(pro.contractorId);
    for (const amount of ["10000", "250"]) {
      const answer = await call(balanceRoute.action, balancePost(pro.cookie, amount));
      expect(statusOf(answer)).toBe(403);
      expect(dataOf(answer)).toMatchObject({ ok: false, intent: "top-up", error: expect.stringMatching(/Payments are not configured/) });
    }
    expect(await moneyOf(pro.contractorId)).toEqual(before);
    expect(before).toMatchObject({ balanceCents: 120_00, topUps: 1 });
  });

  it("the admin console shows no test-payments banner (test mode is off)", async () => {
    const cookie = await signedIn(await makeAdmin(database.db));
    const answer = await call(adminLayout.loader, new Request(`${ORIGIN}/admin`, { headers: { cookie } }));
    expect(statusOf(answer)).toBe(200);
    expect(dataOf(answer)).toMatchObject({ testPayments: false });
  });

  it("the domain refuses too, before anything is stored", async () => {
    const pro = await contractor();
    const before = await moneyOf(pro.contractorId);
    expect(() => requirePaymentProvider(env())).toThrow(PaymentsNotConfiguredError);
    expect(await moneyOf(pro.contractorId)).toEqual(before);
  });

  it("with ALLOW_TEST_PAYMENTS=true the same production settings top up in test mode", async () => {
    const pro = await contractor();
    const optedIn = { ...env(), ALLOW_TEST_PAYMENTS: "true" as const };
    const provider = requirePaymentProvider(optedIn);
    expect(provider).toMatchObject({ id: "test-mode", testMode: true });
    const done = await topUp({ db: database.db, env: optedIn }, pro.contractorId, 50_00, provider, { idempotencyKey: randomUUID() });
    expect(done).toMatchObject({ status: "completed", balanceCentsAfter: 170_00 });
    expect(await moneyOf(pro.contractorId)).toMatchObject({ balanceCents: 170_00, topUps: 2 });
  });

  it("with both Stripe keys production uses Stripe Checkout (never test mode, opt-in or not)", () => {
    for (const optIn of ["false", "true"] as const) {
      const provider = requirePaymentProvider({ ...env(), ALLOW_TEST_PAYMENTS: optIn, STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
      expect(provider).toMatchObject({ id: "stripe", testMode: false });
    }
  });
});
