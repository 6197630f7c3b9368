/**
 * The questionnaire as data: what the page shows (a step, the answers so far,
 * messages) and the pure step rules shared by the browser (client state) and
 * the route action (form posts without JavaScript), so both give the same
 * steps and the same messages (spec section 4).
 *
 * Step numbers: 0..n-1 are the questions, n is the contact step ('Almost there!').
 */
import type { EstimateResult, Question } from "~/calculators/definition";
import { answerError } from "~/calculators/schema";
import type { ProCount } from "~/forms/quote-request-limits";

/** A question as the page needs it (the definition minus its estimate function). */
export type QuestionView = Question;

export const CONTACT_FIELDS = ["fullName", "email", "mobile", "address"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const emptyContact = (): ContactValues => ({ fullName: "", email: "", mobile: "", address: "" });

/** The buttons' `intent` values. */
export const INTENTS = ["next", "back", "estimate", "connect"] as const;
export type Intent = (typeof INTENTS)[number];

/** Field name -> its one message (the forms show one message per field). */
export type Messages = Record<string, string>;

/** A questionnaire step: a question or the contact form. */
export type StepState = {
  view: "steps";
  step: number;
  answers: Record<string, string>;
  contact: ContactValues;
  errors: Messages;
  /** Shown above the buttons (contact step) or above the form. */
  formError?: string;
};

export type QuoteConfirmation = {
  reference: string;
  pros: 1 | 2 | 3;
  city: string;
  state: string;
  /** How many verified pros serve the request now, in words, only what is true (decision 0021). */
  outlook?: { headline: string; next: string };
  /** The confirmation page with its key, where the code texted to the homeowner is entered (decision 0048); absent when codes are off. */
  verifyUrl?: string;
};

/** timeline and ownership as posted (project answers, forms/project-answers.ts); blank when not chosen. */
export type ConversionValues = { zip: string; pros: ProCount; consent: boolean; timeline?: string; ownership?: string };

/** The result screen, with the 'Connect with Local Contractors' form or its confirmation. */
export type ResultState = {
  view: "result";
  calculatorLeadId: string;
  /** The server's estimate; null only when a stored lead could no longer be found. */
  result: EstimateResult | null;
  conversion?: { errors: Messages; formError?: string; values: ConversionValues };
  confirmation?: QuoteConfirmation;
};

export type CalculatorState = StepState | ResultState;

export const initialState = (): StepState => ({
  view: "steps",
  step: 0,
  answers: {},
  contact: emptyContact(),
  errors: {},
});

/**
 * 'Next' (or 'Continue' on the last question): every answer up to the
 * current step must pass the calculator's rules. An earlier invalid answer
 * (possible only when a form post was tampered with) sends the homeowner
 * back to that question with its message.
 */
export function advance(questions: readonly QuestionView[], answers: Readonly<Record<string, string>>, step: number): { step: number; errors: Messages } {
  const last = Math.min(step, questions.length - 1);
  for (let i = 0; i <= last; i++) {
    const question = questions[i];
    if (!question) continue;
    const message = answerError(question, answers[question.id]);
    if (message) return { step: i, errors: { [question.id]: message } };
  }
  return { step: Math.min(step + 1, questions.length), errors: {} };
}

/** 'Back': the previous question; from the contact step, the last question. */
export function retreat(step: number): number {
  return Math.max(0, step - 1);
}

/** The contact step is complete only when all four fields hold more than whitespace (spec section 5). */
export function contactComplete(contact: ContactValues): boolean {
  return CONTACT_FIELDS.every((f) => contact[f].trim() !== "");
}

/** Only the answers of this calculator's questions, as strings. */
export function pickAnswers(questions: readonly QuestionView[], values: Readonly<Record<string, unknown>>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const q of questions) {
    const value = values[q.id];
    if (typeof value === "string") answers[q.id] = value;
  }
  return answers;
}

export function pickContact(values: Readonly<Record<string, unknown>>): ContactValues {
  const contact = emptyContact();
  for (const f of CONTACT_FIELDS) {
    const value = values[f];
    if (typeof value === "string") contact[f] = value;
  }
  return contact;
}

/** The first message of each field ("" = the whole form), from a handler's FieldErrors. */
export function firstMessages(errors: Readonly<Record<string, readonly string[] | undefined>>): Messages {
  const out: Messages = {};
  for (const [key, list] of Object.entries(errors)) {
    const first = list?.[0];
    if (first) out[key] = first;
  }
  return out;
}

/** "Question 2 of 5" */
export function questionCounter(step: number, total: number): string {
  return `Question ${step + 1} of ${total}`;
}

/** The question as shown: with its unit in brackets when it has one. */
export function questionLabel(question: Pick<QuestionView, "question" | "unit">): string {
  return question.unit ? `${question.question} (${question.unit})` : question.question;
}
