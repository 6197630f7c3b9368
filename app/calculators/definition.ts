/**
 * Shared shapes of the pure calculator layer (spec sections 3, 4 and 9).
 *
 * Nothing in app/calculators touches React, the DOM or the database: a
 * calculator is a list of questions plus a pure `estimate` function.
 */
import type { CategorySlug } from "../content/categories.ts";
import type { CalculatorType } from "./types.ts";

export type QuestionType = "text" | "number" | "textarea" | "select" | "radio";

export type QuestionOption = { value: string; label: string };

/** One questionnaire step (spec section 3, "Question"). */
export type Question = {
  /** Answer key and form field name, exactly as spec section 3 names it. */
  id: string;
  /** The question text shown to the homeowner. */
  question: string;
  type: QuestionType;
  placeholder?: string;
  /** Shown in brackets after the question, e.g. "sq ft" or "$". */
  unit?: string;
  required: boolean;
  /** For select and radio: the spec's option values with readable labels. */
  options?: QuestionOption[];
  /** For number questions: the inclusive whole-number range accepted. */
  min?: number;
  max?: number;
};

/** Raw answers as typed or chosen: question id -> string (spec section 3, "Answers"). */
export type Answers = Record<string, string>;

declare const validAnswersBrand: unique symbol;

/**
 * Answers that went through `answersSchema(def)` (schema.ts). Values stay
 * strings, but normalized:
 * - every value is trimmed;
 * - select/radio values are guaranteed to be one of the question's option values;
 * - number values are canonical whole-number strings within [min, max]
 *   ("0150" and "1,500" become "150" and "1500"), so `Number(value)` is
 *   always a finite integer;
 * - an optional question left blank is "".
 * The brand makes sure raw form input cannot be handed to `estimate`
 * without being validated first.
 */
export type ValidAnswers = Readonly<Record<string, string>> & {
  readonly [validAnswersBrand]: "ValidAnswers";
};

/** A label/value row of the result screen. */
export type DetailRow = { label: string; value: string };

/** A single low-high bar with the estimate marked on it. */
export type RangeChart = { kind: "range"; low: number; estimate: number; high: number };

/** Solar: cumulative savings per year (0..25) plotted against the net cost. */
export type PaybackChart = {
  kind: "payback";
  netCost: number;
  /** Years 0..25 inclusive (26 points), whole dollars. */
  yearly: { year: number; cumulativeSavings: number }[];
  /** Net cost / annual savings, one decimal; null when there are no savings. */
  paybackYears: number | null;
};

export type ChartData = RangeChart | PaybackChart;

/** The result screen (spec section 3, "Result") plus machine-readable figures. */
export type EstimateResult = {
  title: string;
  /** Formatted headline, e.g. "$27,945". */
  value: string;
  /** The headline as whole dollars. */
  amount: number;
  description: string;
  details: DetailRow[];
  /** Whole-dollar low/high range, or null when the headline is not a cost (solar). */
  range: { low: number; high: number } | null;
  chart: ChartData;
};

export type CalculatorDefinition = {
  type: CalculatorType;
  title: string;
  description: string;
  /** Category used by 'Connect with Local Contractors'; equals the calculator type. */
  category: CategorySlug;
  questions: Question[];
  estimate(answers: ValidAnswers): EstimateResult;
};
