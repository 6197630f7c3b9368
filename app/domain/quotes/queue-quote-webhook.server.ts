import type { Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import { QUOTE_ACCEPTED_EVENT, QUOTE_DECLINED_EVENT, type QuoteAcceptedWebhook, type QuoteDeclinedWebhook } from "~/forms/quote-webhooks";
import { queueWebhook } from "../deliveries/queue-purchase-webhooks.server";
import { leadUrl } from "../deliveries/sold-lead";
import type { LockedQuote } from "./lock-request-quotes.server";

type Decision = { kind: "accepted" } | { kind: "declined"; reason: string | null };

/** quote.accepted or quote.declined for the quote's own pro, in the decision's transaction (queueWebhook: Enterprise with a URL only). */
export async function queueQuoteWebhook(
  tx: Tx,
  env: Pick<Env, "PUBLIC_URL">,
  quote: LockedQuote,
  reference: string,
  decision: Decision,
  now: Date,
): Promise<void> {
  const data = {
    quoteId: quote.id,
    purchaseId: quote.purchaseId,
    leadId: quote.leadId,
    // The reference also lets erasure find the row (a decline reason is the homeowner's words).
    reference,
    priceLowCents: quote.priceLowCents,
    priceHighCents: quote.priceHighCents,
    decidedAt: now.toISOString(),
    url: leadUrl(env.PUBLIC_URL, quote.purchaseId),
  };
  const body =
    decision.kind === "accepted"
      ? ({ type: QUOTE_ACCEPTED_EVENT, timestamp: now.toISOString(), data } satisfies QuoteAcceptedWebhook)
      : ({ type: QUOTE_DECLINED_EVENT, timestamp: now.toISOString(), data: { ...data, reason: decision.reason } } satisfies QuoteDeclinedWebhook);
  await queueWebhook(tx, quote.contractorId, body, now);
}
