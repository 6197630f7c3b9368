/**
 * The words of the messages a quote sends (decision 0052). To the homeowner: a quote arrived (or changed), a pro
 * confirmed the job. To the pro: its quote was accepted (e-mail, text, push), declined, or another pro's was chosen.
 * The homeowner's messages carry no pro-side address; the pros' carry no homeowner contact detail (the lead's page has
 * them, behind sign-in).
 */
import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { formatDay, quotePrice } from "./quote-words";
import { firstWord, lines } from "../emails/email-format";

export const QUOTE_EMAIL_KINDS = {
  received: "quote.received",
  accepted: "quote.accepted",
  declined: "quote.declined",
  notChosen: "quote.not-chosen",
  hired: "quote.hired",
} as const;

export type QuoteFacts = {
  businessName: string;
  reference: string;
  category: string;
  priceLowCents: number;
  priceHighCents: number;
  includes: string;
  earliestStart: string;
  validUntil: string;
};

export function composeQuoteReceived(q: QuoteFacts & { to: string; fullName: string; requestUrl: string; revised: boolean; canReply: boolean }): EmailMessage {
  const what = q.revised ? "updated its quote" : "sent you a quote";
  return {
    kind: QUOTE_EMAIL_KINDS.received,
    to: q.to,
    subject: `${q.businessName} ${what} for your ${q.category.toLowerCase()} project`,
    text: lines(
      `Hi ${firstWord(q.fullName)},`,
      "",
      `${q.businessName} ${what} for your request ${q.reference}:`,
      "",
      `Price: ${quotePrice(q)}`,
      `Includes: ${q.includes}`,
      `Earliest start: ${formatDay(q.earliestStart)}`,
      `Valid until: ${formatDay(q.validUntil)}`,
      "",
      `Compare the quotes side by side, accept one, decline or ask a question on your request page: ${q.requestUrl}`,
      q.canReply ? `Or reply to this e-mail: ${q.businessName} gets your answer without seeing your e-mail address.` : undefined,
      "",
      site.name,
    ),
  };
}

export function composeQuoteHired(q: Pick<QuoteFacts, "businessName" | "reference"> & { to: string; fullName: string; requestUrl: string }): EmailMessage {
  return {
    kind: QUOTE_EMAIL_KINDS.hired,
    to: q.to,
    subject: `${q.businessName} confirmed your job`,
    text: lines(
      `Hi ${firstWord(q.fullName)},`,
      "",
      `${q.businessName} confirmed the job for your request ${q.reference}. Your request page has its quote and your messages: ${q.requestUrl}`,
      "",
      site.name,
    ),
  };
}

type ToPro = { to: string; contactName: string; reference: string; leadUrl: string };

export const acceptedTitle = (reference: string) => `Your quote for ${reference} was accepted`;

export function composeQuoteAccepted(p: ToPro & { price: string }): { email: EmailMessage; sms: string; push: string } {
  return {
    email: {
      kind: QUOTE_EMAIL_KINDS.accepted,
      to: p.to,
      subject: acceptedTitle(p.reference),
      text: lines(
        `Hi ${firstWord(p.contactName)},`,
        "",
        `Good news: the homeowner accepted your quote of ${p.price} for ${p.reference}. Contact them to agree the details, then confirm the job on the lead's page (until you do, they can still change their mind): ${p.leadUrl}`,
        "",
        site.name,
      ),
    },
    sms: `${site.name}: your quote of ${p.price} for ${p.reference} was accepted. Confirm the job: ${p.leadUrl}`,
    push: JSON.stringify({
      title: acceptedTitle(p.reference),
      body: `The homeowner accepted your quote of ${p.price}. Confirm the job.`,
      url: p.leadUrl,
      tag: `quote-accepted-${p.reference}`,
    }),
  };
}

export function composeQuoteDeclined(p: ToPro & { reason: string | null }): EmailMessage {
  return {
    kind: QUOTE_EMAIL_KINDS.declined,
    to: p.to,
    subject: `The homeowner declined your quote for ${p.reference}`,
    text: lines(
      `Hi ${firstWord(p.contactName)},`,
      "",
      `The homeowner declined your quote for ${p.reference}.`,
      p.reason ? `Their reason: ${p.reason}` : undefined,
      `You can send a revised quote or a message from the lead's page: ${p.leadUrl}`,
      "",
      site.name,
    ),
  };
}

export function composeQuoteNotChosen(p: ToPro): EmailMessage {
  return {
    kind: QUOTE_EMAIL_KINDS.notChosen,
    to: p.to,
    subject: `Update on ${p.reference}: the homeowner chose another quote`,
    text: lines(
      `Hi ${firstWord(p.contactName)},`,
      "",
      `Thank you for your quote for ${p.reference}. The homeowner has chosen another pro's quote for now. Until that pro confirms the job they can change their mind, and your quote stays on their page until it expires: ${p.leadUrl}`,
      "",
      site.name,
    ),
  };
}
