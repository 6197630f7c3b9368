import { getCategory } from "~/content/categories";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, lines, signature } from "../emails/email-format";
import { REVIEW_LINK_DAYS } from "./review-rules";

/** The one invitation per pro that bought a request: how did it go, with the private link that is the proof. */
export function composeReviewInvitation(input: {
  to: string;
  fullName: string;
  reference: string;
  category: string;
  businessName: string;
  reviewUrl: string;
}): EmailMessage {
  const category = getCategory(input.category)?.name ?? input.category;
  return {
    kind: "review.invitation",
    to: input.to,
    subject: `How did ${input.businessName} do? Review your ${category} pro`,
    text: lines(
      `Hi ${firstWord(input.fullName)},`,
      "",
      `${input.businessName} took your ${category} quote request ${input.reference}. How did it go?`,
      "",
      "Rate them from 1 to 5 stars and, if you like, say a few words and whether you hired them. It takes a minute and helps your neighbours choose. No account is needed:",
      input.reviewUrl,
      "",
      `The link is yours alone and works once, for ${REVIEW_LINK_DAYS} days. Ignore this e-mail if you would rather not review.`,
      "",
      signature,
    ),
  };
}
