/** Shared by the Stripe Checkout suites: a Stripe API stand-in, the process settings the route modules read, signed events and route calls. */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, expect } from "vitest";
import { contractorBalances, ledgerEntries, topUps } from "~/db/schema";
import { createSession } from "~/domain/accounts/sessions.server";
import { env } from "~/env.server";
import * as balanceRoute from "~/routes/pro-balance";
import { forgetDatabase, serveDatabase } from "../../support/route-modules";
import { startStripeStandIn } from "../../support/stripe-stand-in";
import type { Engine } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "./marketplace-fixtures";
import { sessionCookieHeader } from "../../support/session-cookies";

export const ORIGIN = "http://localhost:3000";
export const SECRET_KEY = "sk_test_standin123";
export const WEBHOOK_SECRET = "whsec_standin456";

// ---- Webhook events, signed as Stripe signs them ----------------------------

export type SessionFields = {
  id: string;
  amount_total: number;
  currency?: string;
  client_reference_id: string | null;
  payment_status?: "paid" | "unpaid" | "no_payment_required";
};

export function eventJson(type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

export function sessionEvent(type: string, s: SessionFields): string {
  return eventJson(type, { object: "checkout.session", mode: "payment", currency: "usd", payment_status: "paid", status: "complete", metadata: {}, ...s });
}

export function webhookRequest(payload: string, options: { secret?: string; timestamp?: number; signature?: string | null; body?: string } = {}): Request {
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp })
      : options.signature;
  return new Request(`${ORIGIN}/webhooks/stripe`, {
    method: "POST",
    // What Stripe sends: no Origin, no cookies, a JSON body and its signature.
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...(signature === null ? {} : { "stripe-signature": signature }),
    },
    body: options.body ?? payload,
  });
}

// ---- Calling route modules as React Router does -----------------------------

export type RouteFn = (args: never) => unknown;
export async function call(fn: RouteFn, request: Request): Promise<Response | unknown> {
  const args = { request, params: {}, context: undefined, unstable_pattern: new URL(request.url).pathname };
  try {
    return await (fn as (a: typeof args) => unknown)(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export type DataResult = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
export const statusOf = (v: unknown) => (v instanceof Response ? v.status : ((v as DataResult).init?.status ?? 200));
export const dataOf = (v: unknown) => (v as DataResult).data as { ok: boolean; error?: string };

export function balancePost(cookie: string, fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}/pro/balance`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, "user-agent": "vitest" },
    body: new URLSearchParams(fields),
  });
}

export const balanceGet = (cookie: string, query = "") => new Request(`${ORIGIN}/pro/balance${query}`, { headers: { cookie, "user-agent": "vitest" } });

// ---- Process-wide settings the route modules read ---------------------------

let standIn: Awaited<ReturnType<typeof startStripeStandIn>> | undefined;

/** The running Stripe stand-in of this file's suites. */
export function stripeStandIn() {
  if (!standIn) throw new Error("useStripeStandIn() has not started the stand-in yet");
  return standIn;
}

/**
 * Start the Stripe API stand-in and point the process settings at it, before
 * anything reads them: call it at the top of a test file.
 */
export function useStripeStandIn() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "thp-stripe-"));
  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
    const apiUrl = standIn.url;
    Object.assign(process.env, {
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: ORIGIN,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
    });
    delete process.env.DATABASE_URL;
    // Nothing may have read (and cached) the environment before this point.
    if (env().STRIPE_API_URL !== apiUrl) throw new Error("env() was read before this test set STRIPE_API_URL");
  });
  afterAll(async () => {
    await standIn?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** The per-engine world of a Stripe suite: the database served to the route modules, and helpers over it. */
export function useStripeWorld(engine: Engine) {
  const database = useTestDatabase(engine);
  const ctx = () => ({ db: database.db, env: env() });

  beforeAll(() => serveDatabase(database.handle));
  afterAll(() => forgetDatabase());

  const balanceOf = async (contractorId: string) =>
    (await database.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId)))[0]!.balanceCents;
  const topUpRows = (contractorId: string) => database.db.select().from(topUps).where(eq(topUps.contractorId, contractorId));
  const topUpEntries = (contractorId: string) =>
    database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.contractorId, contractorId), eq(ledgerEntries.kind, "top-up")));

  async function signedInContractor() {
    const made = await makeContractor(database.db, env());
    return { ...made, cookie: sessionCookieHeader(await createSession(database.db, {}, made.userId)) };
  }

  /** A contractor who started a $250 Stripe top-up through the balance page: the session id and the pending row. */
  async function startedCheckout(amount = "250") {
    const pro = await signedInContractor();
    const answer = await call(balanceRoute.action, balancePost(pro.cookie, { amount, idempotencyKey: randomUUID() }));
    expect(statusOf(answer)).toBe(303);
    const sessionId = /cs_test_\w+$/.exec((answer as Response).headers.get("location")!)![0];
    return { ...pro, sessionId };
  }

  return { database, ctx, balanceOf, topUpRows, topUpEntries, signedInContractor, startedCheckout };
}
