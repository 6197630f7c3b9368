import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { lines, signature } from "../emails/email-format";

/** The acknowledgment an applicant gets (spec section 8's success wording, and the spec's next steps). */
export function composeApplicationEmail(input: { to: string; firstName: string; businessName: string }): EmailMessage {
  return {
    kind: "contractor-application.acknowledgment",
    to: input.to,
    subject: `We received your application to join ${site.name}`,
    text: lines(
      `Hi ${input.firstName},`,
      "",
      `Thank you for applying to join the ${site.name} contractor network with ${input.businessName}.`,
      "We'll review your application and get back to you within 24-48 hours.",
      "",
      "What happens next:",
      "1. Review: our team checks your license, insurance and business details within 24-48 hours.",
      "2. Account setup: once approved, you receive your login credentials and access to your dashboard.",
      "3. Start buying leads: choose your service area and start receiving exclusive leads.",
      "",
      `Questions? Write to ${site.contractorEmail}.`,
      "",
      signature,
    ),
  };
}
