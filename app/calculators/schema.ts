/**
 * Validation of calculator answers (spec section 5, "Calculators"), built
 * from the question definitions so the browser step check, the no-JavaScript
 * form posts and the server's recomputation all share one set of rules:
 *
 * - every value is trimmed first;
 * - a required question with a blank or whitespace-only answer (or no answer
 *   at all) gives exactly 'This field is required';
 * - select/radio answers must be one of the question's option values
 *   (case-sensitive): 'Please choose one of the options';
 * - number answers must be whole numbers within the question's [min, max]
 *   ('Enter a whole number between 100 and 20,000'). Plain digits are
 *   accepted, and so are correctly grouped thousands ("2,000"); decimals,
 *   signs, exponents, "abc", NaN and Infinity are rejected. The parsed value
 *   is returned as a canonical digit string ("02000" and "2,000" -> "2000");
 * - text/textarea answers are limited to 1,000 characters.
 *
 * The parsed output is `ValidAnswers` (see definition.ts): unknown keys are
 * dropped, optional blank answers become "".
 */
import { z } from "zod";
import type { Answers, CalculatorDefinition, Question, ValidAnswers } from "./definition.ts";
import { formatNumber } from "./money.ts";

export const REQUIRED_MESSAGE = "This field is required";
export const CHOOSE_OPTION_MESSAGE = "Please choose one of the options";
export const INVALID_ANSWER_MESSAGE = "Please enter a valid answer";
export const TEXT_MAX_LENGTH = 1000;
export const TEXT_TOO_LONG_MESSAGE = "Please use at most 1,000 characters";

const formatBound = (n: number) => formatNumber(n);

/** The message for an invalid number answer, naming the question's range. */
export function numberMessage(question: Pick<Question, "min" | "max">): string {
  const { min, max } = question;
  if (min !== undefined && max !== undefined) {
    return `Enter a whole number between ${formatBound(min)} and ${formatBound(max)}`;
  }
  if (min !== undefined) return `Enter a whole number of at least ${formatBound(min)}`;
  if (max !== undefined) return `Enter a whole number of at most ${formatBound(max)}`;
  return "Enter a whole number";
}

const PLAIN_DIGITS = /^\d+$/;
const GROUPED_DIGITS = /^\d{1,3}(,\d{3})+$/;

type Checked = { ok: true; value: string } | { ok: false; message: string };

/** Validates and normalizes one raw answer against its question. */
export function checkAnswer(question: Question, raw: unknown): Checked {
  if (raw !== undefined && raw !== null && typeof raw !== "string") {
    return { ok: false, message: INVALID_ANSWER_MESSAGE };
  }
  const value = (raw ?? "").trim();
  if (value === "") {
    return question.required ? { ok: false, message: REQUIRED_MESSAGE } : { ok: true, value: "" };
  }

  switch (question.type) {
    case "select":
    case "radio": {
      const allowed = (question.options ?? []).some((option) => option.value === value);
      return allowed ? { ok: true, value } : { ok: false, message: CHOOSE_OPTION_MESSAGE };
    }
    case "number": {
      const invalid = { ok: false, message: numberMessage(question) } as const;
      if (!PLAIN_DIGITS.test(value) && !GROUPED_DIGITS.test(value)) return invalid;
      const n = Number(value.replaceAll(",", ""));
      if (!Number.isSafeInteger(n)) return invalid;
      if (question.min !== undefined && n < question.min) return invalid;
      if (question.max !== undefined && n > question.max) return invalid;
      return { ok: true, value: String(n) };
    }
    case "text":
    case "textarea": {
      return value.length > TEXT_MAX_LENGTH ? { ok: false, message: TEXT_TOO_LONG_MESSAGE } : { ok: true, value };
    }
  }
}

/** The error message for one answer, or null when it is valid (for step-by-step checks). */
export function answerError(question: Question, raw: unknown): string | null {
  const checked = checkAnswer(question, raw);
  return checked.ok ? null : checked.message;
}

/** A zod schema for a single question: unknown input -> trimmed, normalized string. */
export function questionSchema(question: Question) {
  return z.unknown().transform((raw, ctx): string => {
    const checked = checkAnswer(question, raw);
    if (!checked.ok) {
      ctx.issues.push({ code: "custom", message: checked.message, input: raw });
      return z.NEVER;
    }
    return checked.value;
  });
}

/** A zod object schema for all answers of a calculator; output is `ValidAnswers`. */
export function answersSchema(def: Pick<CalculatorDefinition, "questions">) {
  const shape: Record<string, ReturnType<typeof questionSchema>> = {};
  for (const question of def.questions) shape[question.id] = questionSchema(question);
  // A missing key is read as a blank answer (so it gets 'This field is required'
  // or "" when optional), not as zod's generic "expected nonoptional" issue.
  const withAllKeys = (input: unknown) => {
    if (input === null || typeof input !== "object") return input;
    const filled: Record<string, unknown> = { ...input };
    for (const question of def.questions) filled[question.id] ??= "";
    return filled;
  };
  return z.preprocess(withAllKeys, z.object(shape)).transform((answers) => answers as ValidAnswers);
}

export type ParsedAnswers =
  | { success: true; answers: ValidAnswers }
  | {
      success: false;
      /** First message per question id, e.g. { roofSize: "This field is required" }. */
      errors: Record<string, string>;
      /** Index of the first invalid question in questionnaire order. */
      firstInvalidIndex: number;
    };

/** Validates a whole set of answers, with per-question messages for the form. */
export function parseAnswers(def: Pick<CalculatorDefinition, "questions">, raw: Answers | Record<string, unknown>): ParsedAnswers {
  const input = raw !== null && typeof raw === "object" ? raw : {};
  const result = answersSchema(def).safeParse(input);
  if (result.success) return { success: true, answers: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && !(key in errors)) errors[key] = issue.message;
  }
  const firstInvalidIndex = def.questions.findIndex((q) => q.id in errors);
  return { success: false, errors, firstInvalidIndex: Math.max(firstInvalidIndex, 0) };
}
