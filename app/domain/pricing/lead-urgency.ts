import type { Urgency } from "~/domain/pricing/price-lead";

/**
 * How urgent a lead is, for pricing (price-lead.ts's urgency nudge), read
 * from the calculator answers the homeowner gave when the quote request came
 * from a calculator. This table is the one place the mapping lives.
 *
 * The buckets go by how soon the homeowner wants the work:
 * - emergency: right now;
 * - urgent: as soon as possible, within days or two weeks;
 * - soon: within weeks to a few months;
 * - planning: later, flexible or "just planning".
 *
 * Calculators without a timing question (solar, HVAC) and plain quote-form
 * requests give 'unknown': no evidence of urgency earns no premium. So does an
 * answer this table does not know (an old stored value), rather than a guess.
 */
export const calculatorUrgencies: Readonly<Record<string, { question: string; answers: Readonly<Record<string, Urgency>> }>> = {
  // Roofing: timeframe (urgent, soon, planning). "Soon (in the next few months)".
  roofing: { question: "timeframe", answers: { urgent: "urgent", soon: "soon", planning: "planning" } },
  // Electrical: urgency. "Soon (within 2 weeks)" is within days to two weeks, so urgent; "Within a month" is soon.
  electrical: { question: "urgency", answers: { emergency: "emergency", soon: "urgent", month: "soon", planning: "planning" } },
  // Plumbing: urgency, whose words are the pricing buckets themselves.
  plumbing: { question: "urgency", answers: { emergency: "emergency", urgent: "urgent", soon: "soon", planning: "planning" } },
  // Home improvement: timeline. "In 3-6 months" is beyond "a few months": planning.
  "home-improvement": { question: "timeline", answers: { asap: "urgent", "2-3months": "soon", "3-6months": "planning", flexible: "planning" } },
};

/** The lead's urgency from its calculator type and normalized answers; 'unknown' without a calculator. */
export function leadUrgency(calculatorType: string | null | undefined, answers: unknown): Urgency {
  if (!calculatorType || !Object.hasOwn(calculatorUrgencies, calculatorType)) return "unknown";
  const rule = calculatorUrgencies[calculatorType];
  if (!rule || typeof answers !== "object" || answers === null) return "unknown";
  const value = (answers as Record<string, unknown>)[rule.question];
  if (typeof value !== "string" || !Object.hasOwn(rule.answers, value)) return "unknown";
  return rule.answers[value] ?? "unknown";
}
