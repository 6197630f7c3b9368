/**
 * The questions a contractor needs answered before paying for a lead: four asked of every project
 * (timeline and ownership required, property type and budget optional) and each trade's own, which are the
 * calculators' choice questions themselves (app/calculators), so an option's value and label never drift apart.
 *
 * No zod here: the quote form's island renders these choices, and only the schema (quote-request.ts) validates them.
 * Answers are stored in quote_requests.answers as { questionId: choiceValue }.
 */
import type { CategorySlug } from "~/content/categories";
import { categorySlugs } from "~/content/categories";
import { calculators } from "~/calculators";
import type { Answers, Question, QuestionOption } from "~/calculators/definition";
import type { EstimateResult } from "~/calculators/definition";

export type ProjectQuestion = {
  /** The answer's key in quote_requests.answers. */
  id: string;
  /** The form field's name: the id for the common questions, the trade and the id for a trade's own. */
  name: string;
  question: string;
  /** The card's words: "Timeline: Within a month". */
  label: string;
  required: boolean;
  options: readonly QuestionOption[];
};

const common = (id: string, question: string, label: string, required: boolean, options: QuestionOption[]): ProjectQuestion => ({
  id,
  name: id,
  question,
  label,
  required,
  options,
});

export const TIMELINES = ["urgent", "within-month", "1-3-months", "planning"] as const;
export type Timeline = (typeof TIMELINES)[number];

export const timelineQuestion = common("timeline", "When do you need the work done?", "Timeline", true, [
  { value: "urgent", label: "Urgent" },
  { value: "within-month", label: "Within a month" },
  { value: "1-3-months", label: "In 1–3 months" },
  { value: "planning", label: "Just planning" },
]);

export const ownershipQuestion = common("ownership", "Do you own the property?", "Ownership", true, [
  { value: "owner", label: "I own it" },
  { value: "renter-consent", label: "I rent it, with the owner's consent" },
  { value: "landlord", label: "I'm the landlord or property manager" },
]);

export const propertyTypeQuestion = common("propertyType", "What type of property is it?", "Property type", false, [
  { value: "house", label: "House" },
  { value: "townhouse", label: "Townhouse" },
  { value: "condo", label: "Condo or apartment" },
  { value: "multi-family", label: "Multi-family building" },
  { value: "mobile", label: "Mobile or manufactured home" },
  { value: "commercial", label: "Commercial property" },
]);

export const budgetQuestion = common("budget", "What budget do you have in mind?", "Budget", false, [
  { value: "under-5k", label: "Under $5,000" },
  { value: "5k-15k", label: "$5,000 – $15,000" },
  { value: "15k-30k", label: "$15,000 – $30,000" },
  { value: "30k-60k", label: "$30,000 – $60,000" },
  { value: "over-60k", label: "Over $60,000" },
  { value: "not-sure", label: "Not sure yet" },
]);

/** Asked of every project, in the form's order. */
export const commonQuestions: readonly ProjectQuestion[] = [timelineQuestion, ownershipQuestion, propertyTypeQuestion, budgetQuestion];

/**
 * The card's short words for each trade question the form asks. Every calculator choice question is listed here
 * except the ones about timing, which the common timeline replaces (calculatorTimelines maps their answers onto it).
 */
const tradeLabels: Record<CategorySlug, Record<string, string>> = {
  roofing: { material: "Roof material", roofPitch: "Roof pitch", stories: "Stories" },
  solar: { roofSize: "Roof size", sunExposure: "Sun exposure", roofCondition: "Roof condition", goals: "Solar goal" },
  hvac: { systemType: "System type", efficiency: "Efficiency", ductwork: "Ductwork", currentAge: "Current system age" },
  "home-improvement": { projectType: "Project type", scope: "Scope", size: "Project area", homeValue: "Home value" },
  electrical: { projectType: "Project type", homeSize: "Home size", currentPanel: "Current panel", complexity: "Complexity" },
  plumbing: { projectType: "Project type", homeSize: "Bathrooms", waterHeaterType: "Water heater", pipeAge: "Pipe age" },
};

/** The card's words for a calculator's number questions, carried from a calculator lead (the form does not ask them). */
const calculatorNumberLabels: Record<string, string> = { roofSize: "Roof size", homeSize: "Home size", monthlyBill: "Monthly electric bill" };

/** A trade question's form field name: "roofing-material", "home-improvement-projectType". */
export const tradeFieldName = (category: CategorySlug, id: string) => `${category}-${id}`;

const byId = (category: CategorySlug): Map<string, Question> => new Map(calculators[category].questions.map((q) => [q.id, q]));

/** Each trade's own questions, from its calculator's definitions, in the calculator's order. */
export const tradeQuestions: Readonly<Record<CategorySlug, readonly ProjectQuestion[]>> = Object.fromEntries(
  categorySlugs.map((category) => {
    const questions = byId(category);
    const asked = Object.entries(tradeLabels[category]).map(([id, label]): ProjectQuestion => {
      const q = questions.get(id);
      if (!q?.options) throw new Error(`${category} calculator has no choice question ${id}`);
      return { id, name: tradeFieldName(category, id), question: q.question, label, required: false, options: q.options };
    });
    return [category, asked];
  }),
) as unknown as Record<CategorySlug, readonly ProjectQuestion[]>;

/** Every question the form may post, common and all trades (the schema reads each; only the chosen trade's are kept). */
export const allProjectQuestions: readonly ProjectQuestion[] = [...commonQuestions, ...categorySlugs.flatMap((c) => tradeQuestions[c])];

export type ProjectAnswers = Record<string, string>;

/**
 * The answers to store from the form's parsed values: the common ones and the chosen trade's, blanks left out (an
 * unanswered optional question is simply absent). Another trade's answers (chosen, then the trade changed) are dropped.
 */
export function projectAnswersOf(category: CategorySlug, values: Readonly<Record<string, string | undefined>>): ProjectAnswers {
  const answers: ProjectAnswers = {};
  for (const q of [...commonQuestions, ...tradeQuestions[category]]) {
    const value = values[q.name];
    if (value) answers[q.id] = value;
  }
  return answers;
}

/**
 * The calculator's timing answers on the common timeline: each calculator asks "when" in its own words. "Soon (in
 * the next few months)" is 1–3 months; "In 3-6 months" and "I'm flexible" are beyond that, so just planning.
 */
export const calculatorTimelines: Readonly<Partial<Record<CategorySlug, { question: string; answers: Readonly<Record<string, Timeline>> }>>> = {
  roofing: { question: "timeframe", answers: { urgent: "urgent", soon: "1-3-months", planning: "planning" } },
  "home-improvement": { question: "timeline", answers: { asap: "urgent", "2-3months": "1-3-months", "3-6months": "planning", flexible: "planning" } },
  electrical: { question: "urgency", answers: { emergency: "urgent", soon: "within-month", month: "within-month", planning: "planning" } },
  plumbing: { question: "urgency", answers: { emergency: "urgent", urgent: "urgent", soon: "within-month", planning: "planning" } },
};

/** Whether a calculator asks when (its answer becomes the timeline); 'Connect with Local Contractors' asks it otherwise. */
export const calculatorAsksTimeline = (type: string): boolean => Object.hasOwn(calculatorTimelines, type);

/** The key of the calculator's estimate among a calculator lead's answers ("Calculator estimate: $23,805"). */
export const ESTIMATE_ANSWER = "estimate";

/**
 * A calculator lead's answers as project answers: its choice questions under their own ids, its timing question on
 * the common timeline, its sizes as typed (whole numbers) and its estimate, plus what the homeowner added on
 * 'Connect with Local Contractors' (timeline when the calculator does not ask it, ownership).
 */
export function projectAnswersFromCalculator(
  category: CategorySlug,
  calculatorAnswers: Readonly<Answers>,
  estimate: Pick<EstimateResult, "value" | "range"> | null,
  added: ProjectAnswers = {},
): ProjectAnswers {
  const answers: ProjectAnswers = {};
  const timing = calculatorTimelines[category];
  const carried = timing ? timing.answers[calculatorAnswers[timing.question] ?? ""] : undefined;
  if (carried) answers[timelineQuestion.id] = carried;
  for (const [id, value] of Object.entries(added)) if (value) answers[id] = value;
  for (const q of tradeQuestions[category]) {
    const value = calculatorAnswers[q.id];
    if (value && q.options.some((o) => o.value === value)) answers[q.id] = value;
  }
  for (const id of Object.keys(calculatorNumberLabels)) {
    const value = calculatorAnswers[id];
    if (value && /^\d{1,7}$/.test(value) && byId(category).get(id)?.type === "number") answers[id] = value;
  }
  if (estimate) answers[ESTIMATE_ANSWER] = estimate.range ? `${estimate.value} (range ${formatRangeOf(estimate.range)})` : estimate.value;
  return answers;
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
const formatRangeOf = (range: { low: number; high: number }) => `${dollars(range.low)} – ${dollars(range.high)}`;

/** One answer: the question's id, the card's words for it and for the answer, and the stored choice (for the API). */
export type AnswerLine = { id: string; label: string; value: string; code: string };

/**
 * Every stored answer in words, in the form's order: "Timeline: Within a month", "Roof material: Asphalt shingles".
 * A value no question knows (an old stored choice) is left out rather than shown raw.
 */
export function describeProjectAnswers(category: string, stored: unknown): AnswerLine[] {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return [];
  const answers = stored as Record<string, unknown>;
  const trade = (categorySlugs as readonly string[]).includes(category) ? (category as CategorySlug) : undefined;
  const lines: AnswerLine[] = [];
  for (const q of [...commonQuestions, ...(trade ? tradeQuestions[trade] : [])]) {
    const option = q.options.find((o) => o.value === answers[q.id]);
    if (option) lines.push({ id: q.id, label: q.label, value: option.label, code: option.value });
  }
  if (trade) {
    for (const [id, label] of Object.entries(calculatorNumberLabels)) {
      const q = byId(trade).get(id);
      const value = answers[id];
      if (q?.type !== "number" || typeof value !== "string" || !/^\d{1,7}$/.test(value)) continue;
      const n = Number(value).toLocaleString("en-US");
      lines.push({ id, label, value: q.unit === "$" ? `$${n}` : q.unit ? `${n} ${q.unit}` : n, code: value });
    }
  }
  const estimate = answers[ESTIMATE_ANSWER];
  if (typeof estimate === "string" && /^\$[\d,]+( \(range \$[\d,]+ – \$[\d,]+\))?$/.test(estimate)) {
    lines.push({ id: ESTIMATE_ANSWER, label: "Calculator estimate", value: estimate, code: estimate });
  }
  return lines;
}
