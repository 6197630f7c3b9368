/**
 * Every /pro, /admin, /api and /webhooks route, with a URL and (for routes
 * with an action) a form that the rightful caller may send (the /admin pages
 * in route-table-admin.ts, the /api and /webhooks ones in
 * route-table-machine.ts). The coverage test
 * in route-guards.test.ts fails when app/routes.ts has a guarded route that is
 * missing here, or a module gains an action this table has no form for.
 */
import { expect } from "vitest";
import type { Env } from "~/env.server";
import type { Body, Outcome, RouteModule } from "./route-harness";
import type { World } from "./authz-world";
import { adminRouteCases } from "./route-table-admin";
import { machineRouteCases } from "./route-table-machine";

export type Expect = { status: number; location?: RegExp; check?: (o: Outcome, w: World) => void };

export type RouteCase = {
  /** The file as app/routes.ts names it. */
  file: string;
  load: () => Promise<RouteModule>;
  /** A URL of this route in the test world; its params must match the route's pattern. */
  url: (w: World) => string;
  /**
   * What the rightful caller gets from the loader: contractor A on /pro, the
   * admin on /admin; on /api and /webhooks whoever sends `credentials`.
   */
  owner: Expect;
  /** /api and /webhooks: the credentials that are not a cookie (a Bearer key, a signature over the body). */
  credentials?: (w: World, body: string) => Record<string, string>;
  /** /api and /webhooks: what a request with only a session cookie (or nothing) gets from the loader and the action. */
  refused?: { loader: number; action?: number };
  /** Settings the route needs to be in service (e.g. Stripe keys for its webhook). */
  env?: Partial<Env>;
  action?: {
    /** Defaults to url (index routes post to "?index", as a browser form does). */
    url?: (w: World) => string;
    /** JSON bodies only: the method when it is not POST (PATCH /api/v1/purchases/{id}). */
    method?: "PATCH";
    body: (w: World) => Body;
    /** What the rightful caller gets for that body (it may change data in the test world). */
    owner: Expect & { writes: boolean };
  };
};

const UUID = "[0-9a-f-]{36}";

/** A browser's PushSubscription.toJSON() (made-up keys of the right sizes). */
const ROUTE_TABLE_PUSH_SUBSCRIPTION = {
  endpoint: "https://fcm.googleapis.com/fcm/send/route-table-subscription",
  expirationTime: null,
  keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
};

export const routeCases: RouteCase[] = [
  // ---- /pro: contractor A is the rightful caller ----
  { file: "routes/pro-layout.tsx", load: () => import("~/routes/pro-layout"), url: () => "/pro", owner: { status: 200 } },
  {
    file: "routes/pro-index.tsx",
    load: () => import("~/routes/pro-index"),
    url: () => "/pro",
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.forA[0]) },
    action: {
      url: () => "/pro?index",
      body: (w) => ({ form: { leadId: w.forA[0]!, idempotencyKey: "route-table-buy-0001" } }),
      owner: { status: 302, location: new RegExp(`^/pro/leads/${UUID}\\?bought=1$`), writes: true },
    },
  },
  {
    file: "routes/pro-leads.tsx",
    load: () => import("~/routes/pro-leads"),
    url: () => "/pro/leads",
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.a.bought.purchaseId) },
  },
  {
    file: "routes/pro-lead.tsx",
    load: () => import("~/routes/pro-lead"),
    url: (w) => `/pro/leads/${w.a.bought.purchaseId}`,
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.a.bought.leadId) },
    action: { body: () => ({ form: { intent: "status", status: "contacted", notes: "Called, left a message." } }), owner: { status: 200, writes: true } },
  },
  {
    // The world's purchase has no photo: the owner gets 404 too (a photo served to its buyer: tests/integration/marketplace/request-photos.test.ts).
    file: "routes/pro-lead-photo.ts",
    load: () => import("~/routes/pro-lead-photo"),
    url: (w) => `/pro/leads/${w.a.bought.purchaseId}/photos/0/thumbnail`,
    owner: { status: 404 },
  },
  {
    // The world's requests were stored without certificates (fixtures): the owner gets 404 too (a certificate served to
    // its buyer, and another pro's 404: tests/integration/integrations/consent-certificates.test.ts).
    file: "routes/pro-lead-certificate.tsx",
    load: () => import("~/routes/pro-lead-certificate"),
    url: (w) => `/pro/leads/${w.a.bought.purchaseId}/certificate`,
    owner: { status: 404 },
  },
  {
    file: "routes/pro-lead-certificate-json.ts",
    load: () => import("~/routes/pro-lead-certificate-json"),
    url: (w) => `/pro/leads/${w.a.bought.purchaseId}/certificate.json`,
    owner: { status: 404 },
  },
  {
    // The world's purchase has no quote: the owner gets the 404 (a PDF served: tests/integration/quotes).
    file: "routes/pro-lead-quote-pdf.ts",
    load: () => import("~/routes/pro-lead-quote-pdf"),
    url: (w) => `/pro/leads/${w.a.bought.purchaseId}/quote.pdf`,
    owner: { status: 404 },
  },
  {
    file: "routes/pro-lead-attachment.ts",
    load: () => import("~/routes/pro-lead-attachment"),
    url: (w) => `/pro/leads/${w.a.bought.purchaseId}/attachments/${w.a.bought.purchaseId}`,
    owner: { status: 404 },
  },
  {
    file: "routes/pro-balance.tsx",
    load: () => import("~/routes/pro-balance"),
    url: () => "/pro/balance",
    owner: { status: 200 },
    action: { body: () => ({ form: { amount: "100" } }), owner: { status: 302, location: /^\/pro\/balance\?topped-up=10000$/, writes: true } },
  },
  {
    file: "routes/pro-settings.tsx",
    load: () => import("~/routes/pro-settings"),
    url: () => "/pro/settings",
    owner: { status: 200 },
    action: { body: () => ({ form: { intent: "resume" } }), owner: { status: 200, writes: true } },
  },
  {
    file: "routes/pro-account.tsx",
    load: () => import("~/routes/pro-account"),
    url: () => "/pro/account",
    owner: { status: 200 },
    action: {
      body: () => ({ form: { intent: "profile", businessName: "Route Table Roofing", website: "", yearsInBusiness: "7" } }),
      owner: { status: 200, writes: true },
    },
  },

  {
    file: "routes/pro-events.ts",
    load: () => import("~/routes/pro-events"),
    url: () => "/pro/events",
    // The live stream opens with the reconnect delay for the browser.
    owner: { status: 200, check: (o) => expect(o.text).toMatch(/^retry: \d+\n\n/) },
  },
  {
    file: "routes/pro-push-key.ts",
    load: () => import("~/routes/pro-push-key"),
    url: () => "/pro/push/key",
    // The VAPID public key: an uncompressed P-256 point, base64url (87 characters).
    owner: { status: 200, check: (o) => expect(o.text).toMatch(/^\{"publicKey":"B[A-Za-z0-9_-]{86}"\}$/) },
  },
  {
    file: "routes/pro-push.ts",
    load: () => import("~/routes/pro-push"),
    url: () => "/pro/push/subscribe",
    owner: { status: 405 },
    action: { body: () => ({ json: JSON.stringify(ROUTE_TABLE_PUSH_SUBSCRIPTION) }), owner: { status: 200, writes: true } },
  },
  {
    file: "routes/pro-integrations.tsx",
    load: () => import("~/routes/pro-integrations"),
    url: () => "/pro/integrations",
    owner: { status: 200 },
    action: { body: () => ({ form: { intent: "create-key", label: "Route table key" } }), owner: { status: 200, writes: true } },
  },
  {
    file: "routes/pro-reviews.tsx",
    load: () => import("~/routes/pro-reviews"),
    url: () => "/pro/reviews",
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.aReviewId) },
    action: {
      body: (w) => ({ form: { intent: "reply", reviewId: w.aReviewId, reply: "Thank you for the kind words." } }),
      owner: { status: 200, writes: true },
    },
  },

  // ---- Plans and billing. A is on Enterprise: its plan is changed by an admin, so a self-serve change is refused (409, nothing written). ----
  {
    file: "routes/pro-billing.tsx",
    load: () => import("~/routes/pro-billing"),
    url: () => "/pro/billing",
    owner: { status: 200 },
    action: { body: () => ({ form: { intent: "subscribe", idempotencyKey: "route-table-plan-0001" } }), owner: { status: 409, writes: false } },
  },
  {
    file: "routes/pro-billing-statement.tsx",
    load: () => import("~/routes/pro-billing-statement"),
    url: () => `/pro/billing/statements/${new Date().toISOString().slice(0, 7)}`,
    owner: { status: 200 },
  },
  {
    file: "routes/pro-billing-statement-pdf.ts",
    load: () => import("~/routes/pro-billing-statement-pdf"),
    url: () => `/pro/billing/statements/${new Date().toISOString().slice(0, 7)}/pdf`,
    owner: { status: 200, check: (o) => expect(o.text.startsWith("%PDF-")).toBe(true) },
  },
  {
    file: "routes/pro-leads-export.ts",
    load: () => import("~/routes/pro-leads-export"),
    url: () => "/pro/leads/export",
    owner: { status: 200, check: (o) => expect(o.text).toContain("Reference,Bought at,Category") },
  },
  {
    file: "routes/admin-contractor-statement-pdf.ts",
    load: () => import("~/routes/admin-contractor-statement-pdf"),
    url: (w) => `/admin/contractors/${w.b.contractorId}/statements/${new Date().toISOString().slice(0, 7)}/pdf`,
    owner: { status: 200, check: (o) => expect(o.text.startsWith("%PDF-")).toBe(true) },
  },
  {
    file: "routes/admin-enterprise-requests.tsx",
    load: () => import("~/routes/admin-enterprise-requests"),
    url: () => "/admin/enterprise-requests",
    owner: { status: 200 },
    // No open request has this id: 404, nothing written.
    action: { body: () => ({ form: { requestId: "00000000-0000-4000-8000-000000000000", decision: "decline" } }), owner: { status: 404, writes: false } },
  },

  ...adminRouteCases,
  ...machineRouteCases,
];
