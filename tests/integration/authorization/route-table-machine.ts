/**
 * The routes machines call, in the route table (route-table.ts): the public API documents, /api/v1 authenticated by
 * contractor A's Bearer key (never by a cookie), and /webhooks authenticated by a signature over the body.
 */
import { expect } from "vitest";
import { Stripe } from "stripe";
import { twilioSignature } from "~/lib/twilio-signature.server";
import type { World } from "./authz-world";
import type { RouteCase } from "./route-table";

const STRIPE_WEBHOOK_SECRET = "whsec_authorizationtests";
const SMS_AUTH_TOKEN = "sms_authorizationtests";
/** An inbound HELP text as the SMS provider posts it (signed below over PUBLIC_URL + path and these fields). */
const HELP_TEXT = { From: "+12125557390", To: "+15125552199", Body: "HELP", MessageSid: "SM00000000000000000000000000authz" };
const bearer = (w: World) => ({ authorization: `Bearer ${w.a.apiKey}` });

export const machineRouteCases: RouteCase[] = [
  // ---- /api/docs and /api/v1/openapi.json: public documents, the same for everyone ----
  {
    file: "routes/api-docs.tsx",
    load: () => import("~/routes/api-docs"),
    url: () => "/api/docs",
    refused: { loader: 200 },
    credentials: () => ({}),
    owner: { status: 200 },
  },
  {
    file: "routes/api-v1-openapi.ts",
    load: () => import("~/routes/api-v1-openapi"),
    url: () => "/api/v1/openapi.json",
    refused: { loader: 200, action: 405 },
    credentials: () => ({}),
    owner: { status: 200, check: (o) => expect(o.text).toContain('"openapi":"3.1.0"') },
    action: { body: () => ({ json: "{}" }), owner: { status: 405, writes: false } },
  },

  // ---- /api/v1: authenticated by contractor A's Bearer key, never by a cookie ----
  {
    file: "routes/api-v1-leads.ts",
    load: () => import("~/routes/api-v1-leads"),
    url: () => "/api/v1/leads",
    refused: { loader: 401, action: 405 },
    credentials: bearer,
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.forA[3]) },
    action: { body: () => ({ json: "{}" }), owner: { status: 405, writes: false } },
  },
  {
    file: "routes/api-v1-lead-purchase.ts",
    load: () => import("~/routes/api-v1-lead-purchase"),
    url: (w) => `/api/v1/leads/${w.forA[2]}/purchase`,
    refused: { loader: 405, action: 401 },
    credentials: (w) => ({ ...bearer(w), "idempotency-key": "route-table-api-buy-0001" }),
    owner: { status: 405 },
    action: { body: () => ({ json: "{}" }), owner: { status: 201, writes: true, check: (o, w) => expect(o.text).toContain(w.forA[2]) } },
  },
  {
    file: "routes/api-v1-purchases.ts",
    load: () => import("~/routes/api-v1-purchases"),
    url: () => "/api/v1/purchases",
    refused: { loader: 401, action: 405 },
    credentials: bearer,
    owner: { status: 200, check: (o, w) => expect([o.text.includes(w.a.bought.purchaseId), o.text.includes(w.b.bought.purchaseId)]).toEqual([true, false]) },
    action: { body: () => ({ json: "{}" }), owner: { status: 405, writes: false } },
  },
  {
    file: "routes/api-v1-purchase.ts",
    load: () => import("~/routes/api-v1-purchase"),
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}`,
    refused: { loader: 401, action: 401 },
    credentials: (w) => ({ ...bearer(w), "idempotency-key": "route-table-api-patch-0001" }),
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.a.bought.leadId) },
    action: {
      method: "PATCH",
      body: () => ({ json: '{"status":"contacted"}' }),
      owner: { status: 200, writes: true, check: (o) => expect(o.text).toContain('"pipelineStatus":"contacted"') },
    },
  },
  {
    file: "routes/api-v1-purchase-returns.ts",
    load: () => import("~/routes/api-v1-purchase-returns"),
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/returns`,
    refused: { loader: 405, action: 401 },
    credentials: (w) => ({ ...bearer(w), "idempotency-key": "route-table-api-return-0001" }),
    owner: { status: 405 },
    action: {
      body: () => ({ json: '{"reasonCode":"wrong-number"}' }),
      owner: { status: 201, writes: true, check: (o) => expect(o.text).toContain('"status":"pending"') },
    },
  },
  {
    file: "routes/api-v1-purchase-quotes.ts",
    load: () => import("~/routes/api-v1-purchase-quotes"),
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/quotes`,
    refused: { loader: 405, action: 401 },
    credentials: (w) => ({ ...bearer(w), "idempotency-key": "route-table-api-quote-0001" }),
    owner: { status: 405 },
    action: {
      body: () => ({
        json: JSON.stringify({
          priceLowCents: 100_000,
          includes: "Labour and parts.",
          earliestStart: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        }),
      }),
      owner: { status: 201, writes: true, check: (o) => expect(o.text).toContain('"status":"sent"') },
    },
  },
  {
    file: "routes/api-v1-purchase-messages.ts",
    load: () => import("~/routes/api-v1-purchase-messages"),
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/messages`,
    refused: { loader: 401, action: 401 },
    credentials: (w) => ({ ...bearer(w), "idempotency-key": "route-table-api-message-0001" }),
    owner: { status: 200, check: (o) => expect(o.text).toContain('"data":[') },
    action: {
      body: () => ({ json: '{"body":"Tuesday at 9 works for us."}' }),
      owner: { status: 201, writes: true, check: (o) => expect(o.text).toContain('"via":"api"') },
    },
  },
  {
    // The world's thread has no file: the owner gets the API's 404 (a file served: tests/integration/integrations/rest-api-messages.ts).
    file: "routes/api-v1-purchase-message-attachment.ts",
    load: () => import("~/routes/api-v1-purchase-message-attachment"),
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/messages/0b6f3a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b/attachments/5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d`,
    refused: { loader: 401, action: 405 },
    credentials: bearer,
    owner: { status: 404, check: (o) => expect(o.text).toContain('"code":"not_found"') },
    action: { body: () => ({ json: "{}" }), owner: { status: 405, writes: false } },
  },
  {
    // The world's purchase has no photo: the owner gets the API's 404 (a photo served: tests/integration/marketplace/request-photos.test.ts).
    file: "routes/api-v1-purchase-photo.ts",
    load: () => import("~/routes/api-v1-purchase-photo"),
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/photos/0`,
    refused: { loader: 401 },
    credentials: bearer,
    owner: { status: 404, check: (o) => expect(o.text).toContain('"code":"not_found"') },
  },
  {
    // The world's requests were stored without certificates (fixtures): the owner gets the API's 404 (a certificate
    // served to its buyer: tests/integration/integrations/consent-certificates.test.ts).
    file: "routes/api-v1-purchase-certificate.ts",
    load: () => import("~/routes/api-v1-purchase-certificate"),
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/certificate`,
    refused: { loader: 401, action: 405 },
    credentials: bearer,
    owner: { status: 404, check: (o) => expect(o.text).toContain('"code":"not_found"') },
    action: { body: () => ({ json: "{}" }), owner: { status: 405, writes: false } },
  },
  // ---- the consent certificates' public endpoints: the same for everyone, no key ----
  {
    file: "routes/api-v1-certificates-verify.ts",
    load: () => import("~/routes/api-v1-certificates-verify"),
    url: () => "/api/v1/certificates/verify",
    refused: { loader: 405, action: 400 },
    credentials: () => ({}),
    owner: { status: 405 },
    action: { body: () => ({ json: "{}" }), owner: { status: 400, writes: false, check: (o) => expect(o.text).toContain('"code":"invalid_input"') } },
  },
  {
    file: "routes/api-v1-certificates-public-key.ts",
    load: () => import("~/routes/api-v1-certificates-public-key"),
    url: () => "/api/v1/certificates/public-key",
    refused: { loader: 200, action: 405 },
    credentials: () => ({}),
    owner: { status: 200, check: (o) => expect(o.text).toContain('"crv":"Ed25519"') },
    action: { body: () => ({ json: "{}" }), owner: { status: 405, writes: false } },
  },
  {
    file: "routes/api-v1-not-found.ts",
    load: () => import("~/routes/api-v1-not-found"),
    url: () => "/api/v1/no-such-endpoint",
    refused: { loader: 404, action: 404 },
    credentials: bearer,
    owner: { status: 404 },
    action: { body: () => ({ json: "{}" }), owner: { status: 404, writes: false } },
  },

  // ---- /webhooks: authenticated by a signature over the body, never by a cookie ----
  {
    file: "routes/webhooks-stripe.ts",
    load: () => import("~/routes/webhooks-stripe"),
    url: () => "/webhooks/stripe",
    env: { STRIPE_SECRET_KEY: "sk_test_authorizationtests", STRIPE_WEBHOOK_SECRET },
    refused: { loader: 405, action: 400 },
    credentials: (_w, payload) => ({ "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }) }),
    // A GET is no webhook delivery, whoever sends it.
    owner: { status: 405 },
    action: {
      // A paid Checkout Session: credited only when it matches a pending top-up (none here), so a genuine delivery writes nothing.
      body: (w) => ({
        json: JSON.stringify({
          id: "evt_authz",
          object: "event",
          type: "checkout.session.completed",
          data: {
            object: {
              id: "cs_test_authz",
              object: "checkout.session",
              payment_status: "paid",
              amount_total: 50_000,
              currency: "usd",
              client_reference_id: w.a.contractorId,
              metadata: { contractorId: w.a.contractorId },
            },
          },
        }),
      }),
      owner: { status: 200, writes: false, check: (o) => expect(o.text).toContain("unknown-session") },
    },
  },
  {
    file: "routes/webhooks-sms.ts",
    load: () => import("~/routes/webhooks-sms"),
    url: () => "/webhooks/sms",
    env: { SMS_ACCOUNT_SID: "AC00000000000000000000000000authz", SMS_AUTH_TOKEN, SMS_FROM: "+15125552199", LEAD_PHONE_VERIFICATION: "optional" }, // With an SMS provider LEAD_PHONE_VERIFICATION defaults to required; these leads must be on sale at once.
    refused: { loader: 405, action: 403 },
    credentials: () => ({ "x-twilio-signature": twilioSignature(SMS_AUTH_TOKEN, "http://localhost:3000/webhooks/sms", Object.entries(HELP_TEXT)) }),
    owner: { status: 405 },
    // HELP is answered with the support line and changes nothing.
    action: { body: () => ({ form: HELP_TEXT }), owner: { status: 200, writes: false, check: (o) => expect(o.text).toContain("<Message>") } },
  },
];
