import { getCategory } from "~/content/categories";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, lines, signature } from "../emails/email-format";
import { proNoun } from "../quote-requests/serving-pros";

/** The e-mail promised within 24 hours to a homeowner whose request no verified pro served, when still no pro has taken it. */
export function composeUnmatchedEmail(input: {
  to: string;
  fullName: string;
  reference: string;
  category: string;
  zip: string;
  requestUrl: string;
}): EmailMessage {
  const category = getCategory(input.category)?.name ?? input.category;
  return {
    kind: "quote-request.unmatched",
    to: input.to,
    subject: `Your ${category} quote request ${input.reference}: still looking`,
    text: lines(
      `Hi ${firstWord(input.fullName)},`,
      "",
      `As promised, an update on your ${category} quote request ${input.reference}: we have not yet found a verified ${proNoun(input.category, 1)} who serves ${input.zip}.`,
      "",
      "Your request stays open. The moment a verified pro takes it, we e-mail you the pro's name, phone number and verification. Nobody else has your details.",
      "",
      "Follow your request on its private page (it works for 90 days):",
      input.requestUrl,
      "",
      signature,
    ),
  };
}
