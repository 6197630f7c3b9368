/**
 * The /admin section of the route table (route-table.ts): the admin is the rightful caller. /pro/documents sits
 * here beside its admin page; the admin routes of plans and billing stay with the /pro ones in route-table.ts.
 */
import { expect } from "vitest";
import type { RouteCase } from "./route-table";

export const adminRouteCases: RouteCase[] = [
  // ---- /admin: the admin is the rightful caller ----
  { file: "routes/admin-layout.tsx", load: () => import("~/routes/admin-layout"), url: () => "/admin", owner: { status: 200 } },
  { file: "routes/admin-index.tsx", load: () => import("~/routes/admin-index"), url: () => "/admin", owner: { status: 200 } },
  {
    file: "routes/admin-applications.tsx",
    load: () => import("~/routes/admin-applications"),
    url: () => "/admin/applications?status=submitted",
    owner: { status: 200 },
  },
  {
    file: "routes/admin-application.tsx",
    load: () => import("~/routes/admin-application"),
    url: (w) => `/admin/applications/${w.applicationId}`,
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.fileId) },
    action: { body: () => ({ form: { intent: "review" } }), owner: { status: 200, writes: true } },
  },
  {
    file: "routes/admin-returns.tsx",
    load: () => import("~/routes/admin-returns"),
    url: () => "/admin/returns",
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.pendingReturnId) },
    action: {
      body: (w) => ({ form: { returnId: w.pendingReturnId, decision: "reject", reason: "The number answers; the homeowner confirmed." } }),
      owner: { status: 200, writes: true },
    },
  },
  {
    file: "routes/admin-held-requests.tsx",
    load: () => import("~/routes/admin-held-requests"),
    url: () => "/admin/held-requests",
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.heldRequestId) },
    action: { body: (w) => ({ form: { requestId: w.heldRequestId, decision: "reject" } }), owner: { status: 200, writes: true } },
  },
  { file: "routes/admin-lead-quality.tsx", load: () => import("~/routes/admin-lead-quality"), url: () => "/admin/lead-quality", owner: { status: 200 } },
  { file: "routes/admin-contractors.tsx", load: () => import("~/routes/admin-contractors"), url: () => "/admin/contractors", owner: { status: 200 } },
  {
    file: "routes/admin-contractor.tsx",
    load: () => import("~/routes/admin-contractor"),
    url: (w) => `/admin/contractors/${w.target.contractorId}`,
    owner: { status: 200 },
    action: { body: () => ({ form: { intent: "adjust", amount: "5", reason: "Goodwill credit after a support call" } }), owner: { status: 200, writes: true } },
  },
  {
    file: "routes/admin-outbox.tsx",
    load: () => import("~/routes/admin-outbox"),
    url: () => "/admin/outbox?channel=email",
    owner: { status: 200 },
    action: { body: (w) => ({ form: { intent: "retry", outboxId: w.failedOutboxId } }), owner: { status: 200, writes: true } },
  },
  { file: "routes/admin-leads.tsx", load: () => import("~/routes/admin-leads"), url: () => "/admin/leads?status=sold", owner: { status: 200 } },
  {
    file: "routes/admin-quote-request.tsx",
    load: () => import("~/routes/admin-quote-request"),
    url: (w) => `/admin/quote-requests/${w.quoteRequestId}`,
    owner: { status: 200 },
    action: { body: (w) => ({ form: { leadId: w.quoteRequestLeadId, reason: "Test submission by our own staff" } }), owner: { status: 200, writes: true } },
  },
  {
    file: "routes/admin-prices.tsx",
    load: () => import("~/routes/admin-prices"),
    url: () => "/admin/prices?category=electrical",
    owner: { status: 200 },
    // The electrical row as the page shows it, with the Enterprise fresh maximum raised by $1.
    action: {
      body: () => ({
        form: {
          intent: "edit",
          category: "electrical",
          "payAsYouGo.fresh.min": "38",
          "payAsYouGo.fresh.max": "63",
          "payAsYouGo.aged.min": "38",
          "payAsYouGo.aged.max": "48",
          "professional.fresh.min": "30",
          "professional.fresh.max": "50",
          "professional.aged.min": "30",
          "professional.aged.max": "38",
          "enterprise.fresh.min": "26",
          "enterprise.fresh.max": "45",
          "enterprise.aged.min": "26",
          "enterprise.aged.max": "33",
          reason: "Authorization check",
        },
      }),
      owner: { status: 200, writes: true },
    },
  },
  { file: "routes/admin-messages.tsx", load: () => import("~/routes/admin-messages"), url: () => "/admin/messages?kind=careers", owner: { status: 200 } },
  { file: "routes/admin-audit.tsx", load: () => import("~/routes/admin-audit"), url: () => "/admin/audit", owner: { status: 200 } },
  // Documents: the guarded pages; a form without its file, and a decision on a document nobody uploaded, write nothing.
  {
    file: "routes/pro-documents.tsx",
    load: () => import("~/routes/pro-documents"),
    url: () => "/pro/documents",
    owner: { status: 200 },
    action: { body: () => ({ form: { kind: "license", expiresOn: "2030-01-01" } }), owner: { status: 400, writes: false } },
  },
  {
    file: "routes/admin-documents.tsx",
    load: () => import("~/routes/admin-documents"),
    url: () => "/admin/documents",
    owner: { status: 200 },
    action: { body: () => ({ form: { intent: "approve", documentId: "00000000-0000-4000-8000-000000000000" } }), owner: { status: 404, writes: false } },
  },
  {
    file: "routes/admin-settings.tsx",
    load: () => import("~/routes/admin-settings"),
    url: () => "/admin/settings",
    owner: { status: 200 },
    // A zone the runtime does not know: 400 with the field's message, nothing written.
    action: { body: () => ({ form: { timeZone: "Not/AZone" } }), owner: { status: 400, writes: false } },
  },
  {
    file: "routes/admin-document-file.tsx",
    load: () => import("~/routes/admin-document-file"),
    url: () => "/admin/documents/00000000-0000-4000-8000-000000000000/file",
    owner: { status: 404 },
  },
  {
    file: "routes/admin-reviews.tsx",
    load: () => import("~/routes/admin-reviews"),
    url: () => "/admin/reviews?view=all",
    owner: { status: 200, check: (o, w) => expect(o.text).toContain(w.aReviewId) },
    action: { body: (w) => ({ form: { intent: "hide", reviewId: w.aReviewId, reason: "Route table check" } }), owner: { status: 200, writes: true } },
  },
  {
    file: "routes/admin-message.tsx",
    load: () => import("~/routes/admin-message"),
    url: (w) => `/admin/messages/${w.contactMessageId}`,
    owner: { status: 200 },
    action: { body: () => ({ form: { intent: "reply", body: "Thanks, a pro will call you today." } }), owner: { status: 200, writes: true } },
  },
  {
    file: "routes/admin-export.tsx",
    load: () => import("~/routes/admin-export"),
    url: () => "/admin/export/leads?status=sold",
    owner: { status: 200, check: (o) => expect(o.text).toContain("Reference,Lead,Pros requested") },
  },
  {
    file: "routes/admin-file.tsx",
    load: () => import("~/routes/admin-file"),
    url: (w) => `/admin/files/${w.fileId}`,
    owner: { status: 200, check: (o) => expect(o.text.startsWith("%PDF-")).toBe(true) },
  },
  {
    file: "routes/admin-resume.tsx",
    load: () => import("~/routes/admin-resume"),
    url: (w) => `/admin/resumes/${w.careerApplicationId}`,
    owner: { status: 200, check: (o) => expect(o.text.startsWith("%PDF-")).toBe(true) },
  },
];
