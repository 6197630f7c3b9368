import type { EstimateResult } from "~/calculators";
import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, lines, signature } from "../emails/email-format";

/** The estimate, sent to the homeowner who asked for it on a calculator. */
export function composeEstimateEmail(input: {
  to: string;
  fullName: string;
  calculatorTitle: string;
  result: Pick<EstimateResult, "title" | "value" | "description" | "details">;
}): EmailMessage {
  return {
    kind: "calculator-lead.estimate",
    to: input.to,
    subject: `Your ${input.calculatorTitle} estimate: ${input.result.value}`,
    text: lines(
      `Hi ${firstWord(input.fullName)},`,
      "",
      `Here is your personalized estimate from the ${site.name} ${input.calculatorTitle}.`,
      "",
      `${input.result.title}: ${input.result.value}`,
      input.result.description,
      ...input.result.details.map((d) => `- ${d.label}: ${d.value}`),
      "",
      "Estimates are a guide; a contractor's quote depends on an inspection of your home.",
      `Get free quotes from up to 3 verified local pros: ${site.name} is 100% free for homeowners.`,
      "",
      signature,
    ),
  };
}
