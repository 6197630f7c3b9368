/**
 * Required: "Top-ups go through a payment-provider interface: Stripe Checkout
 * when Stripe keys are configured (webhook signature verified)" — in a real
 * browser, end to end.
 *
 * The shared e2e server has no Stripe keys (it runs the labelled test-mode
 * top-up), so this spec starts its own app server (the production build on a
 * fresh embedded database) configured for Stripe, with STRIPE_API_URL pointing
 * at a local stand-in (tests/support/stripe-stand-in.ts). It is the one part we cannot reach
 * for real: it answers the Stripe API call that creates a Checkout Session and
 * serves a tiny "hosted checkout" page whose Pay button makes the stand-in send
 * a `checkout.session.completed` webhook to the app, signed by the `stripe`
 * library's own test-header helper, before sending the browser back to the
 * session's success_url — what Stripe does.
 *
 * How the browser reaches the stand-in's http:// page: the top-up form's 303
 * points there, and the app's CSP form-action lists only 'self' and
 * https://checkout.stripe.com. Chromium applies form-action to the redirect of
 * a plain form post (JavaScript off), so that navigation is blocked — rightly,
 * and the CSP is not loosened for a test. With JavaScript on (the default
 * here) React Router submits the form with fetch and leaves for an external
 * redirect with window.location.assign, which form-action does not govern, so
 * the browser reaches the stand-in with the real CSP and without any request
 * interception.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { Stripe } from "stripe";
import { startAppServer, type AppServer } from "../servers/app-server";
import type { RecordedRequest, StandInResponse } from "../support/http-stand-in";
import { type CheckoutSession, startStripeStandIn, stripeError } from "../support/stripe-stand-in";

const SECRET_KEY = "sk_test_e2eStandIn4242";
const WEBHOOK_SECRET = "whsec_e2eStandIn7Qk29x";
const DEMO_PASSWORD = "stripe-e2e-demo-pass-8Hd31Vq";

// One app server and one stand-in for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

type Delivery = { sessionId: string; status: number; body: string };

let app: AppServer;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
/** Webhooks the stand-in sent to the app, with the app's answers. */
const deliveries: Delivery[] = [];
/** When set, the next Pay sends the contractor back at once and keeps the webhook until the test releases it. */
let holdNextWebhook = false;
const heldWebhooks = new Map<string, () => Promise<Delivery>>();

/** The event Stripe sends when a Checkout Session is paid (only the fields the app reads, plus the envelope). */
function completedEvent(session: CheckoutSession): string {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: "checkout.session.completed",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { ...session, status: "complete", payment_status: "paid" } },
  });
}

async function postWebhook(payload: string, signature: string | undefined): Promise<Response> {
  return fetch(`${app.origin}/webhooks/stripe`, {
    method: "POST",
    // What Stripe sends: no Origin, no cookies, a JSON body and its signature.
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
    body: payload,
  });
}

async function deliverCompleted(session: CheckoutSession): Promise<Delivery> {
  const payload = completedEvent(session);
  const res = await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
  const delivery = { sessionId: session.id, status: res.status, body: await res.text() };
  deliveries.push(delivery);
  return delivery;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const html = (body: string): StandInResponse => ({ status: 200, body, headers: { "content-type": "text/html; charset=utf-8" } });
const seeOther = (location: string): StandInResponse => ({ status: 303, headers: { location } });

/** The hosted checkout page (/c/pay/<id>) and its Pay button; the stand-in itself answers the Stripe API. */
async function checkoutPage(request: RecordedRequest): Promise<StandInResponse> {
  const url = new URL(request.path, stripe.url);
  const page = /^\/c\/pay\/(cs_test_\w+)(\/pay)?$/.exec(url.pathname);
  const session = page ? stripe.sessions.get(page[1]!) : undefined;
  if (!page || !session) return stripeError(404, "Unrecognized request URL");
  if (request.method === "GET" && !page[2]) {
    const amount = `$${(session.amount_total / 100).toFixed(2)}`;
    return html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout (Stripe stand-in)</title></head>
<body><main>
<h1>Pay ${amount}</h1>
<p>Session ${escapeHtml(session.id)}</p>
<form method="post" action="/c/pay/${escapeHtml(session.id)}/pay"><button type="submit">Pay ${amount}</button></form>
<p><a href="${escapeHtml(session.cancel_url ?? "")}">Cancel and go back</a></p>
</main></body></html>`);
  }
  if (request.method === "POST" && page[2]) {
    session.status = "complete";
    session.payment_status = "paid";
    const back = (session.success_url ?? "").replace("{CHECKOUT_SESSION_ID}", session.id);
    if (holdNextWebhook) {
      holdNextWebhook = false;
      heldWebhooks.set(session.id, () => deliverCompleted(session));
    } else {
      await deliverCompleted(session);
    }
    return seeOther(back);
  }
  return stripeError(405, "Method not allowed");
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stripe = await startStripeStandIn({ secretKey: SECRET_KEY, checkoutPage: "stand-in", other: checkoutPage });
  app = await startAppServer((origin) => ({
    // Like scripts/e2e-server.ts (NODE_ENV unset): demo contractors are seeded only outside production.
    NODE_ENV: "development",
    PUBLIC_URL: origin,
    SEED_DEMO: "true",
    DEMO_PASSWORD,
    RATE_LIMIT_FORM_MAX: "1000",
    RATE_LIMIT_LOGIN_MAX: "1000",
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  }));
});

test.afterAll(async () => {
  await app?.stop();
  await stripe?.stop();
});

async function signInToBalance(page: Page, email: string) {
  await page.goto(`${app.origin}/login?redirectTo=%2Fpro%2Fbalance`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${app.origin}/pro/balance`);
}

/** The balance shown on the page, in cents ("$1,234.50" → 123450). */
async function shownBalanceCents(page: Page): Promise<number> {
  const text = (await page.getByTestId("balance-amount").textContent())?.trim() ?? "";
  const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a balance: "${text}"`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replaceAll(",", "")) * 100 + Number(match[3]));
}

/** Top up $50 on /pro/balance and land on the stand-in's checkout page; returns the session the app created. */
async function startFiftyDollarCheckout(page: Page): Promise<CheckoutSession> {
  await page.getByLabel("Amount in dollars").fill("50");
  await page.getByRole("button", { name: "Continue to secure checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_\\w+$`));
  const session = stripe.sessions.get(new URL(page.url()).pathname.split("/").pop()!)!;
  // What the app asked Stripe for: $50.00 in USD, coming back to this server's balance page.
  expect(session).toMatchObject({
    mode: "payment",
    amount_total: 5000,
    currency: "usd",
    success_url: `${app.origin}/pro/balance?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${app.origin}/pro/balance?checkout=cancelled`,
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay $50.00");
  return session;
}

test("a contractor tops up $50 on Stripe Checkout and the signed webhook credits exactly $50.00", async ({ page }) => {
  await signInToBalance(page, "roofing@demo.trustedhomepros.com");
  // Stripe is configured: no test-mode top-up label, and the form says where the payment happens.
  await expect(page.getByTestId("test-mode-label")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add test funds" })).toHaveCount(0);
  await expect(page.getByTestId("stripe-checkout-label")).toContainText("You'll pay on Stripe's secure checkout page.");
  await expect(page.getByText("Payments are processed by Stripe; we never see your card details.")).toBeVisible();
  const before = await shownBalanceCents(page);

  const session = await startFiftyDollarCheckout(page);
  await page.getByRole("button", { name: "Pay $50.00" }).click();

  await expect(page).toHaveURL(`${app.origin}/pro/balance?checkout=success&session_id=${session.id}`);
  await expect(page.getByTestId("checkout-return")).toHaveText("Payment received — $50.00 has been added to your balance.");
  await expect.poll(() => shownBalanceCents(page)).toBe(before + 5000);
  await expect(page.getByTestId("ledger").getByRole("row").nth(1)).toContainText(/Top-up.*\+\$50\.00/);
  await expect(page.getByTestId("pending-top-ups")).toHaveCount(0);
  const delivery = deliveries.find((d) => d.sessionId === session.id);
  expect(delivery?.status).toBe(200);
  expect(JSON.parse(delivery!.body)).toEqual({ received: true, outcome: "credited" });

  // Coming back to the page (or Stripe retrying the event) credits nothing more.
  expect(JSON.parse((await deliverCompleted(session)).body)).toEqual({ received: true, outcome: "already-credited" });
  await page.reload();
  await expect.poll(() => shownBalanceCents(page)).toBe(before + 5000);
});

test("a payment Stripe confirms after the contractor is back shows as awaiting, then credited on reload", async ({ page }) => {
  await signInToBalance(page, "hvac@demo.trustedhomepros.com");
  const before = await shownBalanceCents(page);
  const session = await startFiftyDollarCheckout(page);
  holdNextWebhook = true;
  await page.getByRole("button", { name: "Pay $50.00" }).click();

  await expect(page).toHaveURL(`${app.origin}/pro/balance?checkout=success&session_id=${session.id}`);
  await expect(page.getByTestId("checkout-return")).toHaveText(
    "Payment received — your balance updates as soon as Stripe confirms it (usually within a few seconds; refresh this page to see it).",
  );
  expect(await shownBalanceCents(page)).toBe(before);
  await expect(page.getByTestId("pending-top-ups")).toContainText("$50.00");

  const delivery = await heldWebhooks.get(session.id)!();
  expect(delivery.status).toBe(200);
  await expect
    .poll(async () => {
      await page.reload();
      return shownBalanceCents(page);
    })
    .toBe(before + 5000);
  await expect(page.getByTestId("checkout-return")).toHaveText("Payment received — $50.00 has been added to your balance.");
  await expect(page.getByTestId("pending-top-ups")).toHaveCount(0);
});

test("a cancelled checkout says nothing was charged and leaves the balance as it was", async ({ page }) => {
  await signInToBalance(page, "plumbing@demo.trustedhomepros.com");
  const before = await shownBalanceCents(page);
  const session = await startFiftyDollarCheckout(page);
  await page.getByRole("link", { name: "Cancel and go back" }).click();

  await expect(page).toHaveURL(`${app.origin}/pro/balance?checkout=cancelled`);
  const message = page.getByTestId("checkout-return");
  await expect(message).toHaveText("Checkout cancelled — nothing was charged.");
  // Neutral, not the green success styling.
  await expect(message).not.toHaveClass(/green/);
  expect(await shownBalanceCents(page)).toBe(before);
  expect(deliveries.some((d) => d.sessionId === session.id)).toBe(false);
});

test("a webhook with a bad signature is refused with 400 and credits nothing", async ({ page }) => {
  await signInToBalance(page, "plumbing@demo.trustedhomepros.com");
  const before = await shownBalanceCents(page);
  // A real pending $50 top-up, so a forged "paid" event for it would credit if it were accepted.
  const session = await startFiftyDollarCheckout(page);
  const payload = completedEvent(session);

  const wrongSecret = await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_notOurSecret123" }));
  expect(wrongSecret.status).toBe(400);
  expect(await wrongSecret.text()).toContain("Invalid Stripe signature");

  // A genuine signature over a different body (the amount raised to $5,000).
  const tampered = payload.replace('"amount_total":5000', '"amount_total":500000');
  expect(tampered).not.toBe(payload);
  const tamperedRes = await postWebhook(tampered, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
  expect(tamperedRes.status).toBe(400);

  const unsigned = await postWebhook(payload, undefined);
  expect(unsigned.status).toBe(400);
  expect(await unsigned.text()).toBe("Missing Stripe-Signature header.");

  await page.goto(`${app.origin}/pro/balance`);
  expect(await shownBalanceCents(page)).toBe(before);
  await expect(page.getByTestId("pending-top-ups")).toContainText("$50.00");

  // The same event correctly signed is accepted: only the signature kept the balance unchanged.
  const genuine = await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
  expect(genuine.status).toBe(200);
  await expect
    .poll(async () => {
      await page.reload();
      return shownBalanceCents(page);
    })
    .toBe(before + 5000);
});
