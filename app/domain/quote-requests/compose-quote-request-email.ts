import { getCategory } from "~/content/categories";
import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { servingProsSentence, whatHappensNext } from "~/domain/quote-requests/serving-pros";
import { firstWord, formatDate, lines, signature } from "../emails/email-format";

export type QuoteRequestEmailInput = {
  to: string;
  fullName: string;
  reference: string;
  category: string;
  pros: number;
  zip: string;
  city: string;
  state: string;
  details: string;
  /** Set when this request repeats an earlier one (then no new pros are sent). */
  duplicateOf?: { reference: string; createdAt: Date };
  /** Verified pros serving the ZIP and category when the request was sent. */
  servingPros: number;
  /** The private link to the request's page. */
  requestUrl: string;
  /** The homeowner's zone (their ZIP's): the dates in the e-mail are days there. */
  timeZone?: string;
};

/** The confirmation a homeowner gets after asking for quotes. */
export function composeQuoteRequestEmail(input: QuoteRequestEmailInput): EmailMessage {
  const category = getCategory(input.category)?.name ?? input.category;
  const outlook = { count: input.servingPros, category: input.category, zip: input.zip };
  const next = input.duplicateOf
    ? `You already asked for ${category} quotes on ${formatDate(input.duplicateOf.createdAt, input.timeZone)} (reference ${input.duplicateOf.reference}). ` +
      "The pros matched to that request will contact you, so there is nothing more to do."
    : `What happens next: ${servingProsSentence(outlook)} ${whatHappensNext(outlook, input.pros)}`;
  return {
    kind: "quote-request.confirmation",
    to: input.to,
    subject: `Your ${category} quote request ${input.reference}`,
    text: lines(
      `Hi ${firstWord(input.fullName)},`,
      "",
      `Thank you for requesting free ${category} quotes from ${site.name}. Your reference number is ${input.reference}.`,
      "",
      next,
      "",
      "Follow your request, and see which pros took it, on its private page (no password; keep this link to yourself, it works for 90 days):",
      input.requestUrl,
      "",
      "Your request:",
      `- Project type: ${category}`,
      `- ZIP code: ${input.zip} (${input.city}, ${input.state})`,
      `- Pros requested: up to ${input.pros}`,
      input.details ? `- Details: ${input.details}` : undefined,
      "",
      `Our service is 100% free for homeowners. To stop being contacted, reply STOP to any text message or write to ${site.email}.`,
      "",
      signature,
    ),
  };
}
