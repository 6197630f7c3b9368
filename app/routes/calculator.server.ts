/**
 * The route action of /calculators/:type. Every step of the questionnaire can
 * arrive as a form post (that is how it works without JavaScript): the post
 * carries all answers so far, the step number and an `intent`:
 *
 * - next / back: check the step with the calculator's own rules and render
 *   the next (or previous) step with the same messages as the browser shows;
 * - estimate: the contact step ('Get My Estimate'): the lead handler
 *   validates everything, computes the estimate itself and stores the lead;
 * - connect: 'Connect with Local Contractors' turns the stored lead into a
 *   quote request.
 *
 * Anything malformed gets a 4xx and a message, never a 500.
 */
import { data } from "react-router";
import type { CalculatorDefinition, EstimateResult } from "~/calculators";
import { getConfirmationOutlook } from "~/domain/homeowners/get-confirmation-outlook.server";
import { confirmationPath } from "~/domain/quote-requests/phone-code-keys.server";
import { phoneVerificationMode } from "~/domain/quote-requests/market-gate";
import { findCalculatorLead } from "~/domain/calculator-leads/find-calculator-lead.server";
import { ownershipQuestion, timelineQuestion, type ProjectQuestion } from "~/forms/project-answers";
import { calculatorConversionPost, handleCalculatorLeadConversion } from "~/domain/calculator-leads/handle-calculator-lead-conversion.server";
import { calculatorLeadPost, handleCalculatorLeadSubmission } from "~/domain/calculator-leads/handle-calculator-lead-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormSubmission } from "~/domain/submissions/form-submission";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { PRO_COUNTS, type ProCount } from "~/forms/quote-request-limits";
import type { FormFailure } from "~/forms/submission-result";
import { pickForm, type FormEntries } from "~/lib/form-data.server";
import { readPostBody } from "~/web/form-submission.server";
import { submitForm } from "~/web/submit-form.server";
import { isUuid } from "~/forms/ids";
import {
  advance,
  CONTACT_FIELDS,
  firstMessages,
  INTENTS,
  pickAnswers,
  pickContact,
  retreat,
  type CalculatorState,
  type Intent,
  type Messages,
  type ResultState,
  type StepState,
} from "../components/calculator/model";

export const UNKNOWN_INTENT_MESSAGE = "We could not tell which button was pressed. Please use the buttons on the page.";
export const BAD_STEP_MESSAGE = "We could not tell which question you were on. Please start again from here.";

const isIntent = (value: string | undefined): value is Intent => (INTENTS as readonly string[]).includes(value ?? "");

function parseStep(raw: string | undefined, total: number): number | null {
  if (raw === undefined || !/^\d{1,3}$/.test(raw.trim())) return null;
  const step = Number(raw.trim());
  return step <= total ? step : null;
}

function isTicked(raw: string | undefined): boolean {
  return ["on", "true", "1", "yes"].includes((raw ?? "").trim().toLowerCase());
}

function headersFor(failure: Pick<FormFailure, "retryAfterSeconds">): HeadersInit | undefined {
  return failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : undefined;
}

export async function calculatorAction(request: Request, def: CalculatorDefinition, ctx: SubmissionContext) {
  const total = def.questions.length;
  // The body is read once: the steps' fields are picked from it here, the lead forms' by their reader.
  const body = await readPostBody(request, calculatorLeadPost(def.type));
  const read = !body.ok
    ? body
    : pickForm(body.entries, {
        fields: [
          "intent",
          "step",
          ...def.questions.map((q) => q.id),
          ...CONTACT_FIELDS,
          "consent",
          "consentVersion",
          "calculatorLeadId",
          "zip",
          "pros",
          HONEYPOT_FIELD,
        ],
      });
  if (!read.ok) {
    const state: StepState = { view: "steps", step: 0, answers: {}, contact: pickContact({}), errors: {}, formError: read.message };
    return data<CalculatorState>(state, { status: read.status });
  }
  const values = read.values;
  const answers = pickAnswers(def.questions, values);
  const contact = pickContact(values);
  const steps = (step: number, errors: Messages = {}, formError?: string): StepState => ({
    view: "steps",
    step,
    answers,
    contact,
    errors,
    ...(formError ? { formError } : {}),
  });

  const intent = values.intent?.trim();
  if (!isIntent(intent)) return data<CalculatorState>(steps(0, {}, UNKNOWN_INTENT_MESSAGE), { status: 400 });

  if (intent === "connect") return connect(request, body, def, values, ctx);

  const step = parseStep(values.step, total);
  if (step === null) return data<CalculatorState>(steps(0, {}, BAD_STEP_MESSAGE), { status: 400 });

  if (intent === "back") return data<CalculatorState>(steps(retreat(step)));

  if (intent === "next") {
    if (step >= total) return data<CalculatorState>(steps(total, {}, UNKNOWN_INTENT_MESSAGE), { status: 400 });
    const outcome = advance(def.questions, answers, step);
    const invalid = Object.keys(outcome.errors).length > 0;
    return data<CalculatorState>(steps(outcome.step, outcome.errors), { status: invalid ? 422 : 200 });
  }

  // intent === "estimate"
  const lead = (submission: FormSubmission) => handleCalculatorLeadSubmission(submission, ctx, def.type);
  const outcome = await submitForm(calculatorLeadPost(def.type), lead, request, ctx, { body });
  if (outcome.ok) {
    const result: ResultState = { view: "result", calculatorLeadId: outcome.calculatorLeadId, result: outcome.result };
    return data<CalculatorState>(result);
  }
  const errors = firstMessages(outcome.errors);
  // A tampered or stale answer: back to that question, with its message.
  const invalidQuestion = def.questions.findIndex((q) => errors[q.id]);
  const question = def.questions[invalidQuestion];
  if (question) {
    return data<CalculatorState>(steps(invalidQuestion, { [question.id]: errors[question.id] ?? "" }), {
      status: outcome.status,
      headers: headersFor(outcome),
    });
  }
  const contactErrors: Messages = {};
  for (const field of CONTACT_FIELDS) if (errors[field]) contactErrors[field] = errors[field];
  return data<CalculatorState>(steps(total, contactErrors, errors[""] ?? outcome.formError), {
    status: outcome.status,
    headers: headersFor(outcome),
  });
}

/** A posted answer kept for the re-rendered form only if it is one of the question's options. */
const choiceOf = (q: ProjectQuestion, raw: string | undefined) => (q.options.some((o) => o.value === raw) ? raw : "");

async function connect(request: Request, body: FormEntries, def: CalculatorDefinition, values: Record<string, string>, ctx: SubmissionContext) {
  const outcome = await submitForm(calculatorConversionPost, handleCalculatorLeadConversion, request, ctx, { body });
  const rawId = (values.calculatorLeadId ?? "").trim().toLowerCase();
  const id = isUuid(rawId) ? rawId : "";
  // The result screen stays on the page: it is the stored (server-computed) estimate.
  const lead = id ? await findCalculatorLead(ctx.db, id, ctx.now ?? new Date()) : undefined;
  const result = lead && lead.calculatorType === def.type ? (lead.result as EstimateResult) : null;

  if (outcome.ok) {
    const state: ResultState = {
      view: "result",
      calculatorLeadId: id,
      result,
      confirmation: {
        reference: outcome.reference,
        pros: outcome.pros,
        city: outcome.city,
        state: outcome.state,
        outlook: await getConfirmationOutlook(ctx.db, outcome.reference),
        ...(phoneVerificationMode(ctx.env) === "off" ? {} : { verifyUrl: await confirmationPath(ctx.db, outcome.reference) }),
      },
    };
    return data<CalculatorState>(state);
  }
  const pros = (PRO_COUNTS as readonly string[]).includes(values.pros ?? "") ? (values.pros as ProCount) : "3";
  const state: ResultState = {
    view: "result",
    calculatorLeadId: id,
    result,
    conversion: {
      errors: firstMessages(outcome.errors),
      formError: outcome.formError,
      values: {
        zip: (values.zip ?? "").slice(0, 10),
        pros,
        consent: isTicked(values.consent),
        timeline: choiceOf(timelineQuestion, values.timeline),
        ownership: choiceOf(ownershipQuestion, values.ownership),
      },
    },
  };
  return data<CalculatorState>(state, { status: outcome.status, headers: headersFor(outcome) });
}
