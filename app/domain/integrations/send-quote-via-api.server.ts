import { eq } from "drizzle-orm";
import { quoteFiles } from "~/db/schema";
import type { ApiQuote, QuoteSubmission } from "~/forms/api-v1-quotes";
import { isUuid } from "~/forms/ids";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { quoteJson } from "../quotes/quote-json";
import { sendQuote } from "../quotes/send-quote.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { answerOnce, requireIdempotencyKey } from "./api-idempotency.server";

/**
 * POST /api/v1/purchases/{id}/quotes: the dashboard's quote (sendQuote: the same rules, e-mail to the homeowner and
 * first-reply time), once per Idempotency-Key. A quote sent before is revised; a PDF sent on the dashboard stays.
 */
export async function sendQuoteViaApi(
  ctx: DomainContext,
  contractorId: string,
  purchaseId: string | undefined,
  idempotencyKey: string | null,
  input: QuoteSubmission,
): Promise<{ quote: ApiQuote; revised: boolean; replayed: boolean; status: number }> {
  const key = requireIdempotencyKey(idempotencyKey, "quote");
  if (!isUuid(purchaseId)) throw new NotFoundError("This purchase");
  const at = { ...ctx, now: nowOf(ctx) };
  const terms = { ...input, priceHighCents: input.priceHighCents ?? input.priceLowCents };
  const answer = await answerOnce<{ quote: ApiQuote; revised: boolean }>(ctx, contractorId, key, { operation: "sendQuote", purchaseId, input }, async (tx) => {
    // The API names what it was asked about: another contractor's purchase is "this purchase", as on every endpoint.
    const { quote, revised } = await sendQuote(at, contractorId, purchaseId, { terms }, tx).catch((error: unknown) => {
      throw error instanceof NotFoundError ? new NotFoundError("This purchase") : error;
    });
    const [pdf] = await tx.select({ quoteId: quoteFiles.quoteId }).from(quoteFiles).where(eq(quoteFiles.quoteId, quote.id));
    return { status: revised ? 200 : 201, body: { quote: quoteJson(quote, pdf !== undefined), revised } };
  });
  if (!answer.replayed) signalOutbox();
  return { ...answer.body, replayed: answer.replayed, status: answer.replayed ? 200 : answer.status };
}
