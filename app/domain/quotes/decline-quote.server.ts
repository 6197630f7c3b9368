import { eq } from "drizzle-orm";
import { quotes } from "~/db/schema";
import { isUuid } from "~/forms/ids";
import { DECLINE_REASON_MAX } from "~/forms/my-request-actions";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { leadUrl } from "../deliveries/sold-lead";
import { sendEmail } from "../outbox/queue-email.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { composeQuoteDeclined } from "./compose-quote-emails";
import { lockRequestQuotes } from "./lock-request-quotes.server";
import { queueQuoteWebhook } from "./queue-quote-webhook.server";

/** The reason as kept: trimmed, null when empty; the form's limit is checked again here. */
function reasonOf(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() ?? "";
  if (trimmed.length > DECLINE_REASON_MAX)
    throw new DomainError("invalid_input", `Please keep your reason under ${DECLINE_REASON_MAX} characters.`, { field: "reason" });
  return trimmed === "" ? null : trimmed;
}

/**
 * The homeowner declines a quote (decision 0052), sent or accepted, with an optional reason: its pro gets an e-mail
 * with the reason and the quote.declined webhook, and may send a revised quote. Declining a declined quote again
 * changes nothing; a confirmed job (hired) cannot be declined. Declining stays open after "stop new contacts": it only
 * tells a pro who already has the request.
 */
export async function declineQuote(
  ctx: DomainContext,
  quoteRequestId: string,
  quoteId: string | undefined,
  reason?: string | null,
): Promise<{ changed: boolean }> {
  if (!isUuid(quoteRequestId) || !isUuid(quoteId)) throw new NotFoundError("This quote");
  const kept = reasonOf(reason);
  const now = nowOf(ctx);
  const changed = await ctx.db.transaction(async (tx) => {
    const { request, quote } = await lockRequestQuotes(tx, quoteRequestId, quoteId);
    if (quote.status === "declined") return false;
    if (quote.status === "hired")
      throw new DomainError("invalid_transition", "This pro has already confirmed the job, so its quote can no longer be declined.");
    await tx.update(quotes).set({ status: "declined", declineReason: kept, decidedAt: now }).where(eq(quotes.id, quote.id));
    await sendEmail(
      tx,
      ctx.env,
      composeQuoteDeclined({
        to: quote.proEmail,
        contactName: quote.contactName,
        reference: request.reference,
        leadUrl: leadUrl(ctx.env.PUBLIC_URL, quote.purchaseId),
        reason: kept,
      }),
      now,
    );
    await queueQuoteWebhook(tx, ctx.env, quote, request.reference, { kind: "declined", reason: kept }, now);
    return true;
  });
  if (changed) signalOutbox();
  return { changed };
}
