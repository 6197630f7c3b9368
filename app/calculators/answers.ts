/**
 * Reading validated answers inside the estimate functions, and building the
 * option lists of the questions from the same tables the formulas use, so an
 * option value and its factor can never drift apart.
 */
import type { QuestionOption, ValidAnswers } from "./definition.ts";

/** Thrown when `estimate` receives answers its own schema would have rejected. */
export class InvalidAnswersError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidAnswersError";
  }
}

/** A row of a choice table: the spec's option value, a readable label, and any figures. */
export type Choice = { readonly value: string; readonly label: string };

/** Question options (value + label only) from a choice table, in table order. */
export function optionsOf(choices: readonly Choice[]): QuestionOption[] {
  return choices.map(({ value, label }) => ({ value, label }));
}

/** The table row for the chosen value; throws if the answer is missing or unknown. */
export function readChoice<T extends Choice>(answers: ValidAnswers, id: string, choices: readonly T[]): T {
  const value = answers[id];
  const choice = choices.find((c) => c.value === value);
  if (!choice) {
    throw new InvalidAnswersError(`Answer "${id}" is not one of the options: ${String(value)}`);
  }
  return choice;
}

/** A whole-number answer; throws unless it is a finite integer (never NaN). */
export function readWholeNumber(answers: ValidAnswers, id: string): number {
  const value = answers[id];
  const n = value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n)) {
    throw new InvalidAnswersError(`Answer "${id}" is not a whole number: ${String(value)}`);
  }
  return n;
}
