import { eq } from "drizzle-orm";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { outbox, quotes } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { isUuid } from "~/forms/ids";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { alertMessages } from "../alerts/alert-messages.server";
import { leadUrl } from "../deliveries/sold-lead";
import { sendEmail } from "../outbox/queue-email.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { composeQuoteAccepted, composeQuoteNotChosen } from "./compose-quote-emails";
import { quotePrice } from "./quote-words";
import { lockRequestQuotes, type LockedQuote } from "./lock-request-quotes.server";
import { queueQuoteWebhook } from "./queue-quote-webhook.server";
import { calendarDayIn, quoteExpired } from "./quote-rules";

const CHOSEN_INDEX = "quotes_one_chosen_idx";

/**
 * The homeowner accepts one quote of their request (decision 0052). With every quote of the request locked, a quote
 * accepted before goes back to 'sent' first (the partial unique index allows one chosen quote at a time, and is the
 * backstop should two choices ever slip past the locks), then this one is 'accepted'. Its pro is told at once by
 * e-mail, and by text and push on the channels it chose for alerts, with the quote.accepted webhook; the pro whose
 * quote was chosen before is told politely, or, on a first choice, every other pro still waiting on its quote.
 * Accepting the accepted quote again changes nothing; a confirmed job (hired) is final for the whole request.
 */
export async function acceptQuote(ctx: DomainContext, quoteRequestId: string, quoteId: string | undefined): Promise<{ changed: boolean }> {
  if (!isUuid(quoteRequestId) || !isUuid(quoteId)) throw new NotFoundError("This quote");
  const now = nowOf(ctx);
  try {
    const changed = await ctx.db.transaction((tx) => accept(tx, ctx, quoteRequestId, quoteId, now));
    if (changed) signalOutbox();
    return { changed };
  } catch (error) {
    if (isUniqueViolation(error, CHOSEN_INDEX))
      throw new DomainError("invalid_transition", "Another quote of this request was chosen at the same moment. Please reload the page.");
    throw error;
  }
}

async function accept(tx: Tx, ctx: DomainContext, quoteRequestId: string, quoteId: string, now: Date): Promise<boolean> {
  const { request, quote, others } = await lockRequestQuotes(tx, quoteRequestId, quoteId);
  if (request.contactStoppedAt)
    throw new DomainError("invalid_transition", "You stopped new contacts for this request, so its quotes can no longer be accepted.");
  if (quote.status === "accepted") return false;
  if (quote.status === "hired") throw new DomainError("invalid_transition", "This pro has already confirmed the job.");
  if (others.some((q) => q.status === "hired")) throw new DomainError("invalid_transition", "Another pro has already confirmed the job for this request.");
  if (quoteExpired(quote.validUntil, calendarDayIn(now, request.timeZone)))
    throw new DomainError("invalid_transition", "This quote has expired. You can ask the pro for a new one in a message.");

  const previous = others.find((q) => q.status === "accepted");
  if (previous) await tx.update(quotes).set({ status: "sent", decidedAt: null }).where(eq(quotes.id, previous.id));
  await tx.update(quotes).set({ status: "accepted", decidedAt: now, declineReason: null }).where(eq(quotes.id, quote.id));

  const url = leadUrl(ctx.env.PUBLIC_URL, quote.purchaseId);
  const told = composeQuoteAccepted({
    to: quote.proEmail,
    contactName: quote.contactName,
    reference: request.reference,
    leadUrl: url,
    price: quotePrice(quote),
  });
  // E-mail always (it is about a job the pro quoted, not a lead alert); text and push as the pro chose for alerts.
  const rows = alertMessages(
    ctx.env,
    { contractorId: quote.contractorId, phone: quote.phone, channels: { email: true, sms: quote.alertSms, push: quote.alertPush } },
    { ...told, email: { ...told.email, headers: {} } },
    now,
  );
  await tx.insert(outbox).values(rows);
  await queueQuoteWebhook(tx, ctx.env, quote, request.reference, { kind: "accepted" }, now);

  // The others already heard "not chosen" at the first choice; on a switch only the pro chosen before is told.
  const notChosen: LockedQuote[] = previous ? [previous] : others.filter((q) => q.status === "sent");
  for (const q of notChosen) {
    await sendEmail(
      tx,
      ctx.env,
      composeQuoteNotChosen({ to: q.proEmail, contactName: q.contactName, reference: request.reference, leadUrl: leadUrl(ctx.env.PUBLIC_URL, q.purchaseId) }),
      now,
    );
  }
  return true;
}
