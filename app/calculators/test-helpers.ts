/** Shared helpers for the calculator unit tests (not used by the app). */
import type { Answers, CalculatorDefinition, EstimateResult } from "./definition.ts";
import { answersSchema, parseAnswers } from "./schema.ts";

/** Validate raw answers with the calculator's own schema, then estimate. */
export function run(def: CalculatorDefinition, answers: Answers): EstimateResult {
  return def.estimate(answersSchema(def).parse(answers));
}

/** The value of the detail row with this label; throws if there is none. */
export function detail(result: EstimateResult, label: string): string {
  const row = result.details.find((d) => d.label === label);
  if (!row) throw new Error(`No detail row "${label}" in ${JSON.stringify(result.details)}`);
  return row.value;
}

/** Every combination of the option values of the calculator's option questions. */
export function allOptionCombinations(def: CalculatorDefinition): Answers[] {
  let combos: Answers[] = [{}];
  for (const question of def.questions) {
    if (!question.options) continue;
    combos = combos.flatMap((partial) => (question.options ?? []).map((option) => ({ ...partial, [question.id]: option.value })));
  }
  return combos;
}

/** Every visible string of a result, for NaN/Infinity/undefined checks. */
export function visibleText(result: EstimateResult): string {
  return [result.title, result.value, result.description, ...result.details.flatMap((d) => [d.label, d.value])].join("\n");
}

export const MONEY_PATTERN = /^\$\d{1,3}(,\d{3})*$/;
export const RANGE_PATTERN = /^\$\d{1,3}(,\d{3})* - \$\d{1,3}(,\d{3})*$/;

/** The per-question messages for a set of answers ({} when they are valid). */
export function errorsOf(def: CalculatorDefinition, answers: Answers): Record<string, string> {
  const parsed = parseAnswers(def, answers);
  return parsed.success ? {} : parsed.errors;
}
