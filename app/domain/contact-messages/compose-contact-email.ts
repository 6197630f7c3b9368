import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { lines, signature } from "../emails/email-format";

/** The acknowledgment of a contact message (spec section 1: a response within 24 hours). */
export function composeContactEmail(input: { to: string; firstName: string; message: string }): EmailMessage {
  return {
    kind: "contact-message.acknowledgment",
    to: input.to,
    subject: `We received your message - ${site.name}`,
    text: lines(
      `Hi ${input.firstName},`,
      "",
      "Thank you for contacting us. We received your message and will respond within 24 hours.",
      "",
      "Your message:",
      input.message,
      "",
      signature,
    ),
  };
}
