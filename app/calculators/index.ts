/** The six calculators, keyed by type (= category slug), in navigation order. */
import type { Answers, CalculatorDefinition, EstimateResult } from "./definition.ts";
import { electricalCalculator } from "./electrical.ts";
import { homeImprovementCalculator } from "./home-improvement.ts";
import { hvacCalculator } from "./hvac.ts";
import { plumbingCalculator } from "./plumbing.ts";
import { roofingCalculator } from "./roofing.ts";
import { parseAnswers, type ParsedAnswers } from "./schema.ts";
import { solarCalculator } from "./solar.ts";
import { calculatorTypes, isCalculatorType, type CalculatorType } from "./types.ts";

export const calculators: Record<CalculatorType, CalculatorDefinition> = {
  roofing: roofingCalculator,
  solar: solarCalculator,
  hvac: hvacCalculator,
  "home-improvement": homeImprovementCalculator,
  electrical: electricalCalculator,
  plumbing: plumbingCalculator,
};

/** All six in the spec's navigation order (types.ts). */
export const calculatorList: readonly CalculatorDefinition[] = calculatorTypes.map((type) => calculators[type]);

export function getCalculator(type: CalculatorType): CalculatorDefinition {
  return calculators[type];
}

/** For route params: the calculator for a URL segment, or undefined (-> 404). */
export function findCalculator(slug: string): CalculatorDefinition | undefined {
  return isCalculatorType(slug) ? calculators[slug] : undefined;
}

export type {
  Answers,
  CalculatorDefinition,
  ChartData,
  DetailRow,
  EstimateResult,
  PaybackChart,
  Question,
  QuestionOption,
  RangeChart,
  ValidAnswers,
} from "./definition.ts";
export { InvalidAnswersError } from "./answers.ts";
export { answerError, answersSchema, parseAnswers, questionSchema, REQUIRED_MESSAGE } from "./schema.ts";

export type EstimateOutcome = (Extract<ParsedAnswers, { success: true }> & { result: EstimateResult }) | Extract<ParsedAnswers, { success: false }>;

/**
 * Validate raw answers and compute the estimate in one step (what the server
 * does on 'Get My Estimate': it never trusts a figure sent by the browser).
 */
export function estimateFromAnswers(def: CalculatorDefinition, raw: Answers | Record<string, unknown>): EstimateOutcome {
  const parsed = parseAnswers(def, raw);
  return parsed.success ? { ...parsed, result: def.estimate(parsed.answers) } : parsed;
}
