/**
 * A calculator submission: the questionnaire's answers (posted as fields
 * named by question id) plus the contact step. Answers are validated by the
 * calculator's own rules (app/calculators/schema.ts); messages of the
 * questionnaire come first, in question order.
 */
import { z } from "zod";
import { answersSchema, type CalculatorDefinition, type ValidAnswers } from "~/calculators";
import { calculatorContactSchema, type CalculatorContactInput } from "./calculator-contact";

export type CalculatorLeadInput = { answers: ValidAnswers; contact: CalculatorContactInput };

export function calculatorLeadSchema(def: Pick<CalculatorDefinition, "questions">) {
  const answers = answersSchema(def);
  return z.unknown().transform((raw, ctx): CalculatorLeadInput => {
    const input = raw !== null && typeof raw === "object" ? raw : {};
    const parsedAnswers = answers.safeParse(input);
    const parsedContact = calculatorContactSchema.safeParse(input);
    if (!parsedAnswers.success) ctx.issues.push(...parsedAnswers.error.issues.map((i) => ({ ...i, input: undefined })));
    if (!parsedContact.success) ctx.issues.push(...parsedContact.error.issues.map((i) => ({ ...i, input: undefined })));
    if (!parsedAnswers.success || !parsedContact.success) return z.NEVER;
    return { answers: parsedAnswers.data, contact: parsedContact.data };
  });
}

/** Every field name a calculator's form posts. */
export function calculatorLeadFields(def: Pick<CalculatorDefinition, "questions">): string[] {
  return [...def.questions.map((q) => q.id), ...Object.keys(calculatorContactSchema.shape)];
}
