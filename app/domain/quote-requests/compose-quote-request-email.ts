import { getCategory } from "~/content/categories";
import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
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
};

/** The confirmation a homeowner gets after asking for quotes. */
export function composeQuoteRequestEmail(input: QuoteRequestEmailInput): EmailMessage {
  const category = getCategory(input.category)?.name ?? input.category;
  const pros = input.pros === 1 ? "1 verified pro" : `up to ${input.pros} verified pros`;
  const next = input.duplicateOf
    ? `You already asked for ${category} quotes on ${formatDate(input.duplicateOf.createdAt)} (reference ${input.duplicateOf.reference}). ` +
      "The pros matched to that request will contact you, so there is nothing more to do."
    : `What happens next: ${pros} near ${input.city}, ${input.state} will contact you within 24 hours.`;
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
      "Your request:",
      `- Project type: ${category}`,
      `- ZIP code: ${input.zip} (${input.city}, ${input.state})`,
      `- Pros who may contact you: ${input.pros}`,
      input.details ? `- Details: ${input.details}` : undefined,
      "",
      `Our service is 100% free for homeowners. To stop being contacted, reply STOP to any text message or write to ${site.email}.`,
      "",
      signature,
    ),
  };
}
