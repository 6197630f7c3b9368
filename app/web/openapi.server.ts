/**
 * The OpenAPI 3.1 document of the REST API, served at /api/v1/openapi.json and
 * rendered at /api/docs. Its schemas are generated from the zod schemas the
 * API parses and answers with (app/forms/api-v1.ts, app/forms/lead-webhook.ts);
 * the prose follows docs/api.md. tests/support/openapi-contract.ts validates
 * every answer and webhook body of the integration suite against it.
 */
import { leadIdParamSchema } from "~/forms/api-v1";
import { exampleWebhookPayload } from "~/domain/integrations/example-webhook-payload";
import { componentSchemas, h, headers, responses, type JsonSchema } from "./openapi-components.server";
import {
  body,
  common,
  error,
  idempotencyKeyHeader,
  leadQueryParameters,
  ok,
  pathParameter,
  purchaseIdParameter,
  queryParameters,
  replayedHeader,
  shared,
  webhookOperation,
} from "./openapi-operations.server";

export type { JsonSchema };
import { OPENAPI_PATH } from "./openapi-path";
import { quotePaths, quoteWebhooks } from "./openapi-quotes.server";
import { messagePaths, messageWebhooks } from "./openapi-messages.server";
import { leadProofPaths } from "./openapi-lead-proof.server";

export { OPENAPI_PATH };

function examples(origin: string) {
  const webhook = JSON.parse(exampleWebhookPayload(origin)) as { data: Record<string, unknown> & { homeowner: Record<string, string> } };
  const { replacement: _r, url: _u, consentCertificate: _c, ...bought } = webhook.data;
  const photoUrl = (position: number) => `/api/v1/purchases/${bought.purchaseId as string}/photos/${position}`;
  const photos = [0, 1].map((position) => ({ url: photoUrl(position), thumbnailUrl: `${photoUrl(position)}/thumbnail`, width: 2048, height: 1536 }));
  // A plumbing request's four answers in words (forms/project-answers.ts), the same on the offer and the purchase.
  const answers = [
    { id: "timeline", label: "Timeline", value: "Urgent", code: "urgent" },
    { id: "ownership", label: "Ownership", value: "I own it", code: "owner" },
    { id: "projectType", label: "Project type", value: "Water heater", code: "water-heater" },
    { id: "waterHeaterType", label: "Water heater", value: "Tankless (gas)", code: "tankless-gas" },
  ];
  const purchase = {
    ...bought,
    answers,
    leadStatus: "sold",
    pipelineStatus: "new",
    notes: "",
    jobValueCents: null,
    returnStatus: null,
    contactRemoved: false,
    homeownerNotice: null,
    photos,
    certificateUrl: `/api/v1/purchases/${bought.purchaseId as string}/certificate`,
  };
  const { homeowner, project: _p, purchaseId: _id, reference: _ref, autoBuy: _a, leadCreatedAt, purchasedAt: _at, ...offer } = bought;
  const lead = {
    ...offer,
    city: homeowner.city,
    state: homeowner.state,
    zip: homeowner.zip,
    summary: "Water heater is leaking; would like a tankless replacement.",
    prosRequested: 2,
    photos: 2,
    answers,
    quality: { band: "high", reasons: "verified phone, 4 answers, 2 photos" },
    aged: false,
    createdAt: leadCreatedAt,
    ageDays: 0,
    blockedBy: null,
  };
  const ids = { purchaseId: bought.purchaseId as string, leadId: bought.leadId as string, url: webhook.data.url as string };
  const won = { ...purchase, pipelineStatus: "won", jobValueCents: 1_250_000, notes: "Signed for a tankless unit." };
  const updated = {
    type: "purchase.updated",
    timestamp: "2026-11-22T10:30:00.000Z",
    data: { ...ids, pipelineStatus: "won", previousPipelineStatus: "quoted", jobValueCents: 1_250_000 },
  };
  const returnId = "3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b";
  const filed = {
    returnId,
    purchaseId: ids.purchaseId,
    reasonCode: "wrong-number",
    note: "The number is disconnected.",
    status: "pending",
    creditedCents: 0,
    createdAt: "2026-11-21T09:12:00.000Z",
  };
  const decided = {
    type: "return.decided",
    timestamp: "2026-11-21T16:40:00.000Z",
    data: {
      returnId,
      purchaseId: ids.purchaseId,
      leadId: ids.leadId,
      reasonCode: "wrong-number",
      decision: "credited",
      decidedBy: "admin",
      decisionReason: "Number confirmed disconnected.",
      creditedCents: 31_00,
      replacementPurchaseId: null,
      url: ids.url,
    },
  };
  return { webhook, purchase, lead, won, updated, filed, decided, ids };
}

/** The document depends on the origin only; built once per origin (a process has one, PUBLIC_URL). */
const built = new Map<string, ReturnType<typeof buildDocument>>();
export function openApiDocument(origin: string) {
  let document = built.get(origin);
  if (!document) built.set(origin, (document = buildDocument(origin)));
  return document;
}

function buildDocument(origin: string) {
  const example = examples(origin);
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Trusted Home Pros API",
      version: "1.0.0",
      summary:
        "List the leads on offer, buy them, read the leads you bought, update their status or return them, and receive each sale and decision as a signed webhook.",
      description:
        "For contractors on the Enterprise plan. JSON only; money in integer US cents; times in ISO 8601 UTC; ids are UUIDs. " +
        'Every answer carries `Cache-Control: no-store`. Errors are `{"error":{"code","message"}}` with a stable code. ' +
        "Another method on a path answers 405 `method_not_allowed` with `Allow`; an unknown /api/v1 path answers 404 `not_found`.",
    },
    servers: [{ url: origin }],
    security: [{ bearerAuth: [] }],
    tags: [{ name: "Leads" }, { name: "Purchases" }, { name: "Certificates" }],
    paths: {
      "/api/v1/leads": {
        get: {
          operationId: "listLeads",
          tags: ["Leads"],
          summary: "The leads on offer to you now",
          description:
            'Newest first, one page at a time (follow nextCursor): in your categories and service area, for sale, from requests you hold no lead of, priced for your plan. The dashboard\'s "Available leads". No contact details. ' +
            "Below the 4-star rule (rated under 4.0 from 3 or more reviews) it answers 403 `below_rating_bar` instead, with your rating in the message.",
          parameters: leadQueryParameters,
          responses: {
            "200": ok("The leads, with your balance and weekly spend.", "LeadList", {
              data: [example.lead],
              balanceCents: 50000,
              spentThisWeekCents: 0,
              weeklyCapCents: null,
              nextCursor: null,
            }),
            "400": error("A query parameter is not valid (`invalid_input`)."),
            ...common,
            // plan_required and account_suspended are refused before the request is counted: no RateLimit-* headers.
            "403": error(
              "The account left Enterprise (`plan_required`), is suspended (`account_suspended`), or is below the 4-star rule (`below_rating_bar`).",
              { "Cache-Control": h("CacheControl") },
            ),
          },
        },
      },
      "/api/v1/leads/{leadId}/purchase": {
        post: {
          operationId: "buyLead",
          tags: ["Leads"],
          summary: "Buy a lead",
          description:
            "Buys the lead at your plan's price, from your balance, in one transaction; each lead is sold to one contractor only. The lead is then delivered as usual (dashboard, e-mail/SMS, webhook). " +
            "The same Idempotency-Key for the same lead answers the first purchase again (200, `replayed: true`); for another lead it is refused (422). A failed purchase stores nothing, so its key may be sent again.",
          parameters: [pathParameter("leadId", leadIdParamSchema, "A lead's id from GET /api/v1/leads."), idempotencyKeyHeader],
          responses: {
            "201": ok("Bought.", "PurchaseResult", { purchase: example.purchase, replayed: false }),
            "200": ok(
              "The first purchase with this Idempotency-Key, answered again; nothing was bought or charged.",
              "PurchaseResult",
              { purchase: example.purchase, replayed: true },
              {
                ...replayedHeader,
              },
            ),
            "400": error("No Idempotency-Key header (`idempotency_key_required`), or a malformed one (`invalid_idempotency_key`)."),
            "402": error("Your balance is below the price (`insufficient_balance`, with `balanceCents` and `priceCents`)."),
            // plan_required and account_suspended are refused before the request is counted: no RateLimit-* headers.
            "403": error(
              "The account is paused (`forbidden`), left Enterprise (`plan_required`), is suspended (`account_suspended`), or is below the 4-star rule: rated under 4.0 from 3 or more reviews (`below_rating_bar`).",
              { "Cache-Control": h("CacheControl") },
            ),
            "404": shared("NotFound"),
            "409": error(
              "Another contractor bought it first (`lead_taken`), it would exceed your weekly cap (`weekly_cap_reached`), or you already hold a lead of this request (`already_holds_lead_from_request`).",
            ),
            "422": error("This Idempotency-Key already bought another lead (`idempotency_key_reused`)."),
            "401": common["401"],
            "429": common["429"],
            "500": common["500"],
          },
        },
      },
      "/api/v1/purchases": {
        get: {
          operationId: "listPurchases",
          tags: ["Purchases"],
          summary: "The leads you bought",
          description:
            "Newest first, with the homeowner's contact details, one page at a time (follow nextCursor; keyset pagination: a purchase made while you page does not shift the pages).",
          parameters: queryParameters,
          responses: {
            "200": ok("A page of purchases.", "PurchaseList", { data: [example.purchase], hasMore: false, nextCursor: null }),
            "400": error("A bad `limit` or `cursor` (`invalid_input`)."),
            ...common,
          },
        },
      },
      "/api/v1/purchases/{purchaseId}": {
        get: {
          operationId: "getPurchase",
          tags: ["Purchases"],
          summary: "One of your purchases",
          description: "Another contractor's purchase answers 404, as if it did not exist.",
          parameters: [purchaseIdParameter],
          responses: { "200": ok("The purchase.", "PurchaseEnvelope", { purchase: example.purchase }), "404": shared("NotFound"), ...common },
        },
        patch: {
          operationId: "updatePurchase",
          tags: ["Purchases"],
          summary: "Set a purchase's pipeline status",
          description:
            "The dashboard's follow-up status: contacted, quoted, won (with `jobValueCents`, the job's value in US cents) or lost. Notes you do not send stay as they are. " +
            "A change of status or job value sends the purchase.updated webhook. The same Idempotency-Key with the same body answers the first result again (200, `replayed: true`); with another body or purchase it is refused (422). " +
            "Another contractor's purchase answers 404.",
          parameters: [purchaseIdParameter, idempotencyKeyHeader],
          requestBody: body("PurchaseUpdate", { status: "won", jobValueCents: 1_250_000 }),
          responses: {
            "200": ok(
              "Saved (or, with `replayed: true`, the earlier answer to this Idempotency-Key, sent again).",
              "PurchaseUpdateResult",
              { purchase: example.won, replayed: false },
              {
                "Idempotent-Replayed": {
                  description: "`true`, sent only when the answer replays an earlier request with the same Idempotency-Key.",
                  required: false,
                  schema: { type: "string", const: "true" },
                },
              },
            ),
            "400": error(
              "No or a malformed Idempotency-Key (`idempotency_key_required`, `invalid_idempotency_key`), or a body that is not JSON of this shape (`invalid_input`).",
            ),
            "404": shared("NotFound"),
            "422": error("This Idempotency-Key was already used for another request (`idempotency_key_reused`)."),
            ...common,
          },
        },
      },
      ...leadProofPaths(),
      "/api/v1/purchases/{purchaseId}/returns": {
        post: {
          operationId: "fileReturn",
          tags: ["Purchases"],
          summary: "Return a lead you bought",
          description:
            "The dashboard's return, within the return window (7 days by default), once per purchase. When the system sees the fault itself (a duplicate request, a ZIP outside your service area when you bought) the price is credited at once (`credited`); " +
            "otherwise the return waits for our team (`pending`). Either way the decision is sent as the return.decided webhook. " +
            "The same Idempotency-Key with the same body answers the first result again (200, `replayed: true`); with another body or purchase it is refused (422). Another contractor's purchase answers 404.",
          parameters: [purchaseIdParameter, idempotencyKeyHeader],
          requestBody: body("ReturnFiling", { reasonCode: "wrong-number", note: "The number is disconnected." }),
          responses: {
            "201": ok("Filed.", "ReturnResult", { return: example.filed, replayed: false }),
            "200": ok(
              "The first return with this Idempotency-Key, answered again; nothing was filed.",
              "ReturnResult",
              { return: example.filed, replayed: true },
              replayedHeader,
            ),
            "400": error(
              "No or a malformed Idempotency-Key (`idempotency_key_required`, `invalid_idempotency_key`), or a body that is not JSON of this shape, e.g. 'other' without a note (`invalid_input`).",
            ),
            "404": shared("NotFound"),
            "409": error(
              "The lead was already returned (`invalid_transition`), the return window has closed (`return_window_closed`), or the lead is marked Won (`lead_won`: change its status first).",
            ),
            "422": error("This Idempotency-Key was already used for another request (`idempotency_key_reused`)."),
            ...common,
          },
        },
      },
      ...quotePaths(example.ids.purchaseId),
      ...messagePaths(example.ids.purchaseId),
    },
    webhooks: {
      "lead.purchased": webhookOperation("leadPurchased", "A lead you bought", "for every lead you buy", "LeadPurchasedWebhook", example.webhook),
      "purchase.updated": webhookOperation(
        "purchaseUpdated",
        "A purchase's pipeline status changed",
        "when PATCH /api/v1/purchases/{purchaseId} changes a purchase's status or job value, or you confirm a job on the dashboard after the homeowner accepted your quote",
        "PurchaseUpdatedWebhook",
        example.updated,
      ),
      "return.decided": webhookOperation(
        "returnDecided",
        "A return was decided",
        "when a return you filed (on the dashboard or through the API) is credited, replaced or rejected",
        "ReturnDecidedWebhook",
        example.decided,
      ),
      ...quoteWebhooks(example.ids, example.webhook.data.reference as string),
      ...messageWebhooks(example.ids, example.webhook.data.reference as string),
    },
    components: {
      schemas: componentSchemas(),
      headers,
      responses,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description:
            "`Authorization: Bearer thp_live_…`: a key created on /pro/integrations, shown once. Only this header authenticates; cookies are never read. " +
            "Keys can be revoked at any time and take effect at once.",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;
export type { JsonSchema as OpenApiSchema };
