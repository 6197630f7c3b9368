/**
 * Every route of app/routes.ts with an action, with the URL the fuzz test
 * posts to and who it signs in as, so the malformed body reaches the action
 * rather than a sign-in redirect. fuzz-actions.test.ts fails when a route
 * gains an action this table does not list (or lists one without).
 */
import path from "node:path";
import routeConfig from "~/routes";
import type { World } from "../integration/authorization/authz-world";
import { flattenRoutes, type ConfigRoute } from "../integration/authorization/route-harness";

export type ActionRoute = {
  url: (w: World) => string;
  /** Whose session cookie is sent: the rightful caller of a /pro or /admin action; nobody on public forms. */
  as: "nobody" | "contractor" | "admin";
  /** Credentials that are not a cookie (a Bearer key). */
  headers?: (w: World) => Record<string, string>;
  /** When the action takes another method than POST (PATCH /api/v1/purchases/{id}). */
  method?: "PATCH";
};

const bearer = (w: World) => ({ authorization: `Bearer ${w.a.apiKey}` });

export const actionRoutes: Record<string, ActionRoute> = {
  // Public forms.
  "routes/get-quotes.tsx": { url: () => "/get-quotes", as: "nobody" },
  "routes/get-quotes-confirmation.tsx": { url: () => "/get-quotes/confirmation?ref=THP-AAAAAA&key=fuzz", as: "nobody" },
  "routes/contact.tsx": { url: () => "/contact", as: "nobody" },
  "routes/pricing.tsx": { url: () => "/pricing", as: "nobody" },
  "routes/careers.tsx": { url: () => "/careers", as: "nobody" },
  "routes/contractor-application.tsx": { url: () => "/contractor-application", as: "nobody" },
  "routes/calculator.tsx": { url: () => "/calculators/roofing", as: "nobody" },
  "routes/my-request.tsx": { url: () => "/my-request", as: "nobody" },
  // Stop new contacts / delete my data: a well-formed token nobody holds, so no post can touch anyone's request.
  "routes/my-request-page.tsx": { url: () => "/my-request/fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz", as: "nobody" },
  "routes/privacy.tsx": { url: () => "/privacy", as: "nobody" },
  "routes/privacy-confirm.tsx": { url: () => "/privacy/confirm/fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz", as: "nobody" },
  // A review through a well-formed token nobody holds: no post can write a review.
  "routes/review-form.tsx": { url: () => "/reviews/fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz", as: "nobody" },
  // Accounts (the tokens are made up: the body is read before the token is looked up).
  "routes/login.tsx": { url: () => "/login", as: "nobody" },
  "routes/logout.tsx": { url: () => "/logout", as: "nobody" },
  "routes/forgot-password.tsx": { url: () => "/forgot-password", as: "nobody" },
  "routes/invite.tsx": { url: () => "/invite/fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz", as: "nobody" },
  "routes/reset-password.tsx": { url: () => "/reset-password/fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz", as: "nobody" },
  "routes/unlock.tsx": { url: () => "/unlock/fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz", as: "nobody" },
  // One-click unsubscribe of alert e-mails: a well-formed token nobody holds, so no post can unsubscribe anyone.
  "routes/alerts-unsubscribe.tsx": { url: () => `/alerts/unsubscribe/${"f".repeat(64)}`, as: "nobody" },
  // Contractor A's dashboard.
  "routes/pro-index.tsx": { url: () => "/pro?index", as: "contractor" },
  "routes/pro-lead.tsx": { url: (w) => `/pro/leads/${w.a.bought.purchaseId}`, as: "contractor" },
  "routes/pro-balance.tsx": { url: () => "/pro/balance", as: "contractor" },
  "routes/pro-settings.tsx": { url: () => "/pro/settings", as: "contractor" },
  "routes/pro-integrations.tsx": { url: () => "/pro/integrations", as: "contractor" },
  "routes/pro-push.ts": { url: () => "/pro/push/subscribe", as: "contractor" },
  "routes/pro-reviews.tsx": { url: () => "/pro/reviews", as: "contractor" },
  // Plans and billing: A is on Enterprise, so no post changes its plan.
  "routes/pro-billing.tsx": { url: () => "/pro/billing", as: "contractor" },
  "routes/admin-enterprise-requests.tsx": { url: () => "/admin/enterprise-requests", as: "admin" },
  // Self-service (decision 0029): the account page, the second sign-in step, the e-mail link (a token nobody holds), 2FA set-up.
  "routes/pro-account.tsx": { url: () => "/pro/account", as: "contractor" },
  "routes/login-code.tsx": { url: () => "/login/code", as: "nobody" },
  "routes/account-email.tsx": { url: () => "/account/email/fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz", as: "nobody" },
  "routes/account-email-revert.tsx": { url: () => "/account/email/revert/fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz", as: "nobody" },
  "routes/account-two-factor.tsx": { url: () => "/account/two-factor", as: "contractor" },
  // The admin console.
  "routes/admin-application.tsx": { url: (w) => `/admin/applications/${w.applicationId}`, as: "admin" },
  "routes/admin-returns.tsx": { url: () => "/admin/returns", as: "admin" },
  "routes/admin-held-requests.tsx": { url: () => "/admin/held-requests", as: "admin" },
  "routes/pro-documents.tsx": { url: () => "/pro/documents", as: "contractor" },
  "routes/admin-documents.tsx": { url: () => "/admin/documents", as: "admin" },
  "routes/admin-contractor.tsx": { url: (w) => `/admin/contractors/${w.target.contractorId}`, as: "admin" },
  "routes/admin-quote-request.tsx": { url: (w) => `/admin/quote-requests/${w.quoteRequestId}`, as: "admin" },
  "routes/admin-prices.tsx": { url: () => "/admin/prices?category=electrical", as: "admin" },
  "routes/admin-reviews.tsx": { url: () => "/admin/reviews", as: "admin" },
  "routes/admin-outbox.tsx": { url: () => "/admin/outbox", as: "admin" },
  "routes/admin-message.tsx": { url: (w) => `/admin/messages/${w.contactMessageId}`, as: "admin" },
  "routes/admin-settings.tsx": { url: () => "/admin/settings", as: "admin" },
  // The REST API with A's key; the purchase names a lead outside A's area, so no post can buy it.
  "routes/api-v1-leads.ts": { url: () => "/api/v1/leads", as: "nobody", headers: bearer },
  "routes/api-v1-lead-purchase.ts": {
    url: (w) => `/api/v1/leads/${w.outsideArea}/purchase`,
    as: "nobody",
    headers: (w) => ({ ...bearer(w), "idempotency-key": "fuzz-actions-0001" }),
  },
  "routes/api-v1-purchases.ts": { url: () => "/api/v1/purchases", as: "nobody", headers: bearer },
  "routes/api-v1-purchase.ts": {
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}`,
    as: "nobody",
    method: "PATCH",
    headers: (w) => ({ ...bearer(w), "idempotency-key": "fuzz-actions-0002" }),
  },
  "routes/api-v1-purchase-returns.ts": {
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/returns`,
    as: "nobody",
    headers: (w) => ({ ...bearer(w), "idempotency-key": "fuzz-actions-0003" }),
  },
  "routes/api-v1-purchase-quotes.ts": {
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/quotes`,
    as: "nobody",
    headers: (w) => ({ ...bearer(w), "idempotency-key": "fuzz-actions-0004" }),
  },
  "routes/api-v1-purchase-messages.ts": {
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/messages`,
    as: "nobody",
    headers: (w) => ({ ...bearer(w), "idempotency-key": "fuzz-actions-0005" }),
  },
  "routes/api-v1-purchase-message-attachment.ts": {
    url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/messages/${w.a.bought.purchaseId}/attachments/${w.a.bought.purchaseId}`,
    as: "nobody",
    headers: bearer,
  },
  "routes/api-v1-purchase-certificate.ts": { url: (w) => `/api/v1/purchases/${w.a.bought.purchaseId}/certificate`, as: "nobody", headers: (w) => bearer(w) },
  "routes/api-v1-certificates-verify.ts": { url: () => "/api/v1/certificates/verify", as: "nobody" },
  "routes/api-v1-certificates-public-key.ts": { url: () => "/api/v1/certificates/public-key", as: "nobody" },
  "routes/api-v1-openapi.ts": { url: () => "/api/v1/openapi.json", as: "nobody" },
  "routes/api-v1-not-found.ts": { url: () => "/api/v1/no-such-endpoint", as: "nobody", headers: bearer },
  // Stripe (configured on the server): every malformed body fails the signature check.
  "routes/webhooks-stripe.ts": { url: () => "/webhooks/stripe", as: "nobody", headers: () => ({ "stripe-signature": "t=1,v1=00" }) },
  // SMS configured on the server: every malformed body fails the signature check (or is refused before it).
  "routes/webhooks-sms.ts": { url: () => "/webhooks/sms", as: "nobody", headers: () => ({ "x-twilio-signature": "AAAAAAAAAAAAAAAAAAAAAAAAAAA=" }) },
};

/** Files of app/routes.ts whose module exports an action. */
export async function routesWithActions(): Promise<string[]> {
  const files = [...new Set(flattenRoutes(routeConfig as readonly ConfigRoute[]).map((r) => r.file))];
  const withAction: string[] = [];
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ path.resolve("app", file))) as { action?: unknown };
    if (typeof mod.action === "function") withAction.push(file);
  }
  return withAction.toSorted();
}
