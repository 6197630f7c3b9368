/** The quote endpoint of the OpenAPI document (openapi.server.ts spreads these paths in). */
import { body, common, error, idempotencyKeyHeader, ok, purchaseIdParameter, shared, webhookOperation } from "./openapi-operations.server";

export function exampleQuote(purchaseId: string) {
  return {
    quoteId: "6c1f0e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
    purchaseId,
    status: "sent",
    priceLowCents: 420_000,
    priceHighCents: 480_000,
    includes: "Removal of the old heater, a 199,000 BTU tankless unit, venting, permit and haul-away.",
    earliestStart: "2026-11-24",
    validUntil: "2026-12-22",
    hasPdf: false,
    declineReason: null,
    sentAt: "2026-11-21T09:40:00.000Z",
    decidedAt: null,
    hiredAt: null,
  };
}

export function quotePaths(purchaseId: string) {
  const quote = exampleQuote(purchaseId);
  const { quoteId: _q, purchaseId: _p, status: _s, hasPdf: _h, declineReason: _d, sentAt: _at, decidedAt: _da, hiredAt: _ha, ...submission } = quote;
  return {
    "/api/v1/purchases/{purchaseId}/quotes": {
      post: {
        operationId: "sendQuote",
        tags: ["Purchases"],
        summary: "Send the homeowner your quote",
        description:
          "The dashboard's quote on a lead you bought: a price (or a range), what it includes, the earliest start and the last day it holds, both as days in the homeowner's calendar. " +
          "The homeowner gets it by e-mail and sees it beside the other pros' quotes on their request page; it counts as your first reply. Sending again revises it (`revised: true`, status back to `sent`); a PDF attached on the dashboard stays. " +
          "The homeowner's decision is sent as the quote.accepted and quote.declined webhooks. " +
          "The same Idempotency-Key with the same body answers the first result again (200, `replayed: true`); with another body or purchase it is refused (422). Another contractor's purchase answers 404.",
        parameters: [purchaseIdParameter, idempotencyKeyHeader],
        requestBody: body("QuoteSubmission", submission),
        responses: {
          "201": ok("Sent.", "QuoteResult", { quote, revised: false, replayed: false }),
          "200": ok(
            "Revised (`revised: true`), or the first answer with this Idempotency-Key again (`replayed: true`; nothing was changed).",
            "QuoteResult",
            { quote, revised: false, replayed: true },
            {
              "Idempotent-Replayed": { description: "`true` on a replay; absent on a revision.", required: false, schema: { type: "string", const: "true" } },
            },
          ),
          "400": error(
            "No or a malformed Idempotency-Key (`idempotency_key_required`, `invalid_idempotency_key`), a body that is not JSON of this shape, or a date in the past or more than 365 days ahead (`invalid_input`).",
          ),
          "404": shared("NotFound"),
          "409": error(
            "`invalid_transition`: the homeowner stopped new contacts or had their data deleted, the lead was returned, or you confirmed the job, so the quote can no longer change; the message says which.",
          ),
          "422": error("This Idempotency-Key was already used for another request (`idempotency_key_reused`)."),
          ...common,
        },
      },
    },
  };
}

/** quote.accepted and quote.declined, to the quote's own pro (forms/quote-webhooks.ts). */
export function quoteWebhooks(ids: { purchaseId: string; leadId: string; url: string }, reference: string) {
  const data = {
    quoteId: exampleQuote(ids.purchaseId).quoteId,
    purchaseId: ids.purchaseId,
    leadId: ids.leadId,
    reference,
    priceLowCents: 420_000,
    priceHighCents: 480_000,
    decidedAt: "2026-11-21T18:05:00.000Z",
    url: ids.url,
  };
  return {
    "quote.accepted": webhookOperation(
      "quoteAccepted",
      "The homeowner accepted your quote",
      "when the homeowner accepts your quote on their request page; they can still change their mind until you confirm the job on the dashboard",
      "QuoteAcceptedWebhook",
      { type: "quote.accepted", timestamp: data.decidedAt, data },
    ),
    "quote.declined": webhookOperation(
      "quoteDeclined",
      "The homeowner declined your quote",
      "when the homeowner declines your quote, with their reason if they gave one",
      "QuoteDeclinedWebhook",
      {
        type: "quote.declined",
        timestamp: data.decidedAt,
        data: { ...data, reason: "We went with a smaller unit." },
      },
    ),
  };
}
