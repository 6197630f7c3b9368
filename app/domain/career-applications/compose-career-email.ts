import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, lines, signature } from "../emails/email-format";

export function composeCareerEmail(input: { to: string; fullName: string; positionTitle?: string }): EmailMessage {
  return {
    kind: "career-application.acknowledgment",
    to: input.to,
    subject: `We received your application - ${site.name}`,
    text: lines(
      `Hi ${firstWord(input.fullName)},`,
      "",
      input.positionTitle
        ? `Thank you for applying for the ${input.positionTitle} position at ${site.name}.`
        : `Thank you for sending us your résumé. We'll keep it in mind for open positions at ${site.name}.`,
      "Our team reads every application and will contact you if there is a match.",
      "",
      signature,
    ),
  };
}
