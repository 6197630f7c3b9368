import type { CalculatorDefinition, EstimateResult } from "~/calculators";
import { QUOTE_DETAILS_MAX } from "~/forms/quote-request-limits";

/**
 * The project details of a quote request made from a calculator: the
 * homeowner's answers in words and the estimate, so the contractor sees
 * what the homeowner saw. Bounded like typed details.
 */
export function summarizeCalculatorLead(
  def: Pick<CalculatorDefinition, "title" | "questions">,
  answers: Readonly<Record<string, string>>,
  result: Pick<EstimateResult, "title" | "value" | "details">,
): string {
  const answerLines = def.questions
    .filter((q) => (answers[q.id] ?? "") !== "")
    .map((q) => {
      const raw = answers[q.id] ?? "";
      const label = q.options?.find((o) => o.value === raw)?.label ?? raw;
      return `- ${q.question} ${label}${q.unit && !q.options ? ` ${q.unit}` : ""}`;
    });
  const text = [`From the ${def.title}:`, ...answerLines, `${result.title}: ${result.value}`, ...result.details.map((d) => `- ${d.label}: ${d.value}`)].join(
    "\n",
  );
  return text.length > QUOTE_DETAILS_MAX ? `${text.slice(0, QUOTE_DETAILS_MAX - 1)}…` : text;
}
