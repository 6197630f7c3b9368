import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, lines, signature } from "../emails/email-format";

/** The acknowledgment of a pricing request (spec section 8: "We'll contact you shortly with pricing details."). */
export function composePricingEmail(input: { to: string; fullName: string; businessName: string }): EmailMessage {
  return {
    kind: "pricing-request.acknowledgment",
    to: input.to,
    subject: `Your pricing request - ${site.name}`,
    text: lines(
      `Hi ${firstWord(input.fullName)},`,
      "",
      `Thank you for your interest in ${site.name} leads for ${input.businessName}.`,
      "We'll contact you shortly with pricing details.",
      "",
      `Questions in the meantime? Write to ${site.contractorEmail}.`,
      "",
      signature,
    ),
  };
}
