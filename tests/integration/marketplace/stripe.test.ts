/**
 * Issue 5: "Top-ups go through a payment-provider interface: Stripe Checkout
 * when Stripe keys are configured (webhook signature verified)".
 *
 * The Stripe API is the one part we cannot reach, so it is replaced at the
 * HTTP level: a local node:http server answers POST /v1/checkout/sessions
 * (and records the form-encoded parameters the real `stripe` client sends).
 * Webhooks are signed with the `stripe` library's own test-header helper and
 * go through the real route modules (/pro/balance and /webhooks/stripe) with
 * real Requests, on PGlite and on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractorBalances, ledgerEntries, topUps } from "~/db/schema";
import { createSession } from "~/domain/accounts/sessions.server";
import { handleStripeEvent } from "~/domain/marketplace/handle-stripe-event.server";
import { STRIPE_PROVIDER_ID, testModePaymentProvider } from "~/domain/marketplace/payment-provider.server";
import { requirePaymentProvider } from "~/domain/marketplace/select-payment-provider.server";
import { topUp, TopUpAmountError } from "~/domain/marketplace/top-up.server";
import { env } from "~/env.server";
import * as balanceRoute from "~/routes/pro-balance";
import * as webhookRoute from "~/routes/webhooks-stripe";
import { forgetDatabase, serveDatabase } from "../../support/route-modules";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "./marketplace-fixtures";

const ORIGIN = "http://localhost:3000";
const SECRET_KEY = "sk_test_standin123";
const WEBHOOK_SECRET = "whsec_standin456";

// ---- The Stripe API stand-in ------------------------------------------------

type Recorded = { method: string; path: string; params: URLSearchParams; idempotencyKey?: string; authorization?: string };

function startStripeStandIn() {
  const requests: Recorded[] = [];
  const byKey = new Map<string, Record<string, unknown>>();
  let failNext = false;
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const params = new URLSearchParams(body);
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method ?? "", path: req.url ?? "", params, idempotencyKey, authorization: req.headers.authorization });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomUUID().slice(0, 8)}` });
        res.end(JSON.stringify(json));
      };
      if (req.method !== "POST" || req.url !== "/v1/checkout/sessions") return send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
      if (failNext) {
        failNext = false;
        return send(400, { error: { type: "invalid_request_error", code: "parameter_invalid", message: "Invalid request" } });
      }
      // Like Stripe: the same idempotency key returns the first response.
      const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, replay);
      const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
      const session = {
        id,
        object: "checkout.session",
        mode: params.get("mode"),
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(params.get("line_items[0][price_data][unit_amount]")) * Number(params.get("line_items[0][quantity]")),
        currency: params.get("line_items[0][price_data][currency]"),
        client_reference_id: params.get("client_reference_id"),
        metadata: { contractor_id: params.get("metadata[contractor_id]") },
        success_url: params.get("success_url"),
        cancel_url: params.get("cancel_url"),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        livemode: false,
      };
      if (idempotencyKey) byKey.set(idempotencyKey, session);
      send(200, session);
    });
  });
  return {
    requests,
    failNextCreate: () => (failNext = true),
    sessionCreates: () => requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions"),
    listen: () => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- Webhook events, signed as Stripe signs them ----------------------------

type SessionFields = { id: string; amount_total: number; currency?: string; client_reference_id: string | null; payment_status?: "paid" | "unpaid" | "no_payment_required" };

function eventJson(type: string, object: Record<string, unknown>): string {
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

function sessionEvent(type: string, s: SessionFields): string {
  return eventJson(type, { object: "checkout.session", mode: "payment", currency: "usd", payment_status: "paid", status: "complete", metadata: {}, ...s });
}

function webhookRequest(payload: string, options: { secret?: string; timestamp?: number; signature?: string | null; body?: string } = {}): Request {
  const signature =
    options.signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp }) : options.signature;
  return new Request(`${ORIGIN}/webhooks/stripe`, {
    method: "POST",
    // What Stripe sends: no Origin, no cookies, a JSON body and its signature.
    headers: { "content-type": "application/json; charset=utf-8", "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)", ...(signature === null ? {} : { "stripe-signature": signature }) },
    body: options.body ?? payload,
  });
}

// ---- Calling route modules as React Router does -----------------------------

type RouteFn = (args: never) => unknown;
async function call(fn: RouteFn, request: Request): Promise<Response | unknown> {
  const args = { request, params: {}, context: undefined, unstable_pattern: new URL(request.url).pathname };
  try {
    return await (fn as (a: typeof args) => unknown)(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

type DataResult = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const statusOf = (v: unknown) => (v instanceof Response ? v.status : ((v as DataResult).init?.status ?? 200));
const dataOf = (v: unknown) => (v as DataResult).data as { ok: boolean; error?: string };

function balancePost(cookie: string, fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}/pro/balance`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, "user-agent": "vitest" },
    body: new URLSearchParams(fields),
  });
}

const balanceGet = (cookie: string, query = "") => new Request(`${ORIGIN}/pro/balance${query}`, { headers: { cookie, "user-agent": "vitest" } });

// ---- Process-wide settings the route modules read ---------------------------

const standIn = startStripeStandIn();
const dataDir = mkdtempSync(path.join(tmpdir(), "thp-stripe-"));
let apiUrl = "";

beforeAll(async () => {
  apiUrl = await standIn.listen();
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
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(testEngines())("Stripe Checkout top-ups on %s", (engine) => {
  const database = useTestDatabase(engine);
  const ctx = () => ({ db: database.db, env: env() });

  beforeAll(() => serveDatabase(database.handle));
  afterAll(() => forgetDatabase());

  const balanceOf = async (contractorId: string) =>
    (await database.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId)))[0]!.balanceCents;
  const topUpRows = (contractorId: string) => database.db.select().from(topUps).where(eq(topUps.contractorId, contractorId));
  const topUpEntries = (contractorId: string) =>
    database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.contractorId, contractorId), eq(ledgerEntries.kind, "top-up")));

  async function signedInContractor() {
    const made = await makeContractor(database.db, env());
    const setCookie = await createSession(database.db, { env: env() }, made.userId);
    return { ...made, cookie: setCookie.split(";")[0]! };
  }

  /** A contractor who started a $250 Stripe top-up through the balance page: the session id and the pending row. */
  async function startedCheckout(amount = "250") {
    const pro = await signedInContractor();
    const answer = await call(balanceRoute.action, balancePost(pro.cookie, { amount, idempotencyKey: randomUUID() }));
    expect(statusOf(answer)).toBe(303);
    const sessionId = /cs_test_\w+$/.exec((answer as Response).headers.get("location")!)![0];
    return { ...pro, sessionId };
  }

  it("the balance page sends the contractor to Stripe Checkout for the amount; a pending top-up is stored and the balance is unchanged", async () => {
    const pro = await signedInContractor();
    const page = (await call(balanceRoute.loader, balanceGet(pro.cookie))) as Awaited<ReturnType<typeof balanceRoute.loader>>;
    expect(page).toMatchObject({ testMode: false, checkoutProvider: "stripe", pendingTopUps: [] });
    const before = standIn.sessionCreates().length;

    const answer = await call(balanceRoute.action, balancePost(pro.cookie, { amount: "$1,250.50", idempotencyKey: page.topUpKey }));

    expect(statusOf(answer)).toBe(303);
    const location = (answer as Response).headers.get("location")!;
    expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    const creates = standIn.sessionCreates().slice(before);
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
    expect(await topUpRows(pro.contractorId)).toEqual([expect.objectContaining({ provider: "stripe", providerRef: sessionId, amountCents: 125_050, status: "pending", completedAt: null })]);
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
    const before = standIn.sessionCreates().length;
    for (const amount of ["5", "10000.01", "abc", "-20"]) {
      const answer = await call(balanceRoute.action, balancePost(pro.cookie, { amount, idempotencyKey: randomUUID() }));
      expect({ amount, status: statusOf(answer), ok: dataOf(answer).ok }).toEqual({ amount, status: 400, ok: false });
    }
    await expect(topUp(ctx(), pro.contractorId, 9_99, requirePaymentProvider(env()))).rejects.toThrow(TopUpAmountError);
    expect(standIn.sessionCreates().length).toBe(before);
    expect(await topUpRows(pro.contractorId)).toEqual([]);
  });

  it("when Stripe refuses to create the session the contractor gets a clear 502 message and nothing is stored", async () => {
    const pro = await signedInContractor();
    standIn.failNextCreate();
    const answer = await call(balanceRoute.action, balancePost(pro.cookie, { amount: "250", idempotencyKey: randomUUID() }));
    expect(statusOf(answer)).toBe(502);
    expect(dataOf(answer)).toMatchObject({ ok: false, error: expect.stringMatching(/Nothing was charged/) });
    expect(await topUpRows(pro.contractorId)).toEqual([]);
  });

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
    const page = (await call(balanceRoute.loader, balanceGet(cookie, `?checkout=success&session_id=${sessionId}`))) as Awaited<ReturnType<typeof balanceRoute.loader>>;
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
    await handleStripeEvent(ctx(), JSON.parse(sessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: 80_00, client_reference_id: b.contractorId })) as Stripe.Event);
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
    expect(await handleStripeEvent(ctx(), JSON.parse(sessionEvent("checkout.session.completed", { ...s, payment_status: "unpaid" })) as Stripe.Event)).toBe("awaiting-payment");
    expect(await balanceOf(slow.contractorId)).toBe(0);
    expect(await handleStripeEvent(ctx(), JSON.parse(sessionEvent("checkout.session.async_payment_succeeded", s)) as Stripe.Event)).toBe("credited");
    expect(await balanceOf(slow.contractorId)).toBe(400_00);

    const failing = await startedCheckout("90");
    const f = { id: failing.sessionId, amount_total: 90_00, client_reference_id: failing.contractorId };
    const answer = (await call(webhookRoute.action, webhookRequest(sessionEvent("checkout.session.async_payment_failed", { ...f, payment_status: "unpaid" })))) as Response;
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
    const event = JSON.parse(sessionEvent("checkout.session.completed", { id: sessionId, amount_total: 250_00, client_reference_id: contractorId })) as Stripe.Event;
    const outcomes = await Promise.all([handleStripeEvent(ctx(), event), handleStripeEvent(ctx(), event), handleStripeEvent(ctx(), event)]);
    expect(outcomes.sort()).toEqual(["already-credited", "already-credited", "credited"]);
    expect(await balanceOf(contractorId)).toBe(250_00);
    expect(await topUpEntries(contractorId)).toHaveLength(1);
  });

  it("answers 200 to events it does not handle, and 405 to anything but POST", async () => {
    const { contractorId, sessionId } = await startedCheckout("250");
    const snapshot = async () => ({ topUps: await database.db.select().from(topUps).where(eq(topUps.provider, STRIPE_PROVIDER_ID)), entries: await database.db.select().from(ledgerEntries) });
    const before = await snapshot();
    // A paid PaymentIntent for our session's payment is not one of the events we act on: Checkout's own events are.
    for (const unrelated of [
      eventJson("customer.created", { object: "customer", id: "cus_test_1" }),
      eventJson("payment_intent.succeeded", { object: "payment_intent", id: "pi_test_1", amount: 250_00, currency: "usd", metadata: { contractor_id: contractorId, checkout_session: sessionId } }),
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
