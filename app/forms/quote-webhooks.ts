/**
 * The webhooks about a pro's quote (decision 0052), in the same Standard Webhooks shape as purchase.updated
 * (purchase-webhooks.ts): `quote.accepted` when the homeowner accepts it, `quote.declined` when they decline it. Only
 * the quote's own pro receives them. The composers are typed from these schemas.
 */
import { z } from "zod";
import { DECLINE_REASON_MAX } from "./my-request-actions";

export const QUOTE_ACCEPTED_EVENT = "quote.accepted";
export const QUOTE_DECLINED_EVENT = "quote.declined";

const quoteData = {
  quoteId: z.guid(),
  purchaseId: z.guid().meta({ description: "The id GET /api/v1/purchases/{purchaseId} answers for." }),
  leadId: z.guid(),
  reference: z.string().meta({ description: "The homeowner's request reference, as on the lead." }),
  priceLowCents: z.int().min(1).meta({ description: "The quoted price in US cents (low = high for a single price)." }),
  priceHighCents: z.int().min(1),
  decidedAt: z.iso.datetime().meta({ description: "When the homeowner decided (ISO 8601 UTC)." }),
  url: z.url().meta({ description: "The lead's page on the contractor dashboard." }),
};

export const quoteAcceptedWebhookSchema = z
  .object({
    type: z.literal(QUOTE_ACCEPTED_EVENT),
    timestamp: z.iso.datetime(),
    data: z.object(quoteData),
  })
  .meta({ description: "The homeowner accepted your quote: contact them, then confirm the job (until you do, they may still choose another quote)." });

export const quoteDeclinedWebhookSchema = z
  .object({
    type: z.literal(QUOTE_DECLINED_EVENT),
    timestamp: z.iso.datetime(),
    data: z.object({ ...quoteData, reason: z.string().max(DECLINE_REASON_MAX).nullable().meta({ description: "The homeowner's reason, if they gave one." }) }),
  })
  .meta({ description: "The homeowner declined your quote; you may send a revised one." });

export type QuoteAcceptedWebhook = z.output<typeof quoteAcceptedWebhookSchema>;
export type QuoteDeclinedWebhook = z.output<typeof quoteDeclinedWebhookSchema>;
