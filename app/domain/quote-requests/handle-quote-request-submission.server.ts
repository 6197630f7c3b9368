import { ZIP_MESSAGE } from "~/forms/fields";
import { projectAnswerFields, quoteRequestSchema, type QuoteRequestInput } from "~/forms/quote-request";
import { projectAnswersFromCalculator, projectAnswersOf, type ProjectAnswers } from "~/forms/project-answers";
import type { EstimateResult } from "~/calculators";

type CalculatorLeadRow = NonNullable<Awaited<ReturnType<typeof lockCalculatorLead>>>;
import type { FormResult } from "~/forms/submission-result";
import { lookupZip, type ZipInfo } from "~/lib/zip-lookup.server";
import { lockCalculatorLead } from "~/domain/quote-requests/lock-calculator-lead.server";
import { processFormSubmission } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormPost, FormSubmission } from "~/domain/submissions/form-submission";
import { contactLocks, createQuoteRequest } from "./create-quote-request.server";
import { generateReference } from "./generate-reference.server";
import type { QuoteRequestConfirmation } from "./quote-request-types";
import { PHOTOS_FIELD } from "~/forms/photos";
import { attachRequestPhotos } from "../request-photos/attach-request-photos.server";
import { measureSubmission } from "../quality/measure-submission.server";

type Data = Omit<QuoteRequestInput, "zip" | "consent" | "photos"> & { zip: ZipInfo; answers: ProjectAnswers };

/** The form's values without the project questions' fields, which become one `answers` object. */
function withoutAnswerFields<T extends object>(input: T): T {
  const rest = { ...input } as Record<string, unknown>;
  for (const name of Object.keys(projectAnswerFields)) delete rest[name];
  return rest as T;
}

/**
 * A linked calculator estimate's answers and estimate under what the form posted (the form's answers win): the lead
 * carries them as 'Connect with Local Contractors' does, when the estimate is for the trade the request is for.
 */
function withCalculatorAnswers(data: Data, lead: CalculatorLeadRow | undefined): ProjectAnswers {
  if (!lead || lead.calculatorType !== data.category) return data.answers;
  const carried = projectAnswersFromCalculator(data.category, lead.answers as Record<string, string>, lead.result as EstimateResult);
  return { ...carried, ...data.answers };
}

/** What a post of /get-quotes may carry. */
export const quoteRequestPost: FormPost = {
  form: "quote-request",
  fields: Object.keys(quoteRequestSchema.shape).filter((name) => name !== PHOTOS_FIELD),
  photos: PHOTOS_FIELD,
  // Up to 10 MB of photos with the text fields: the server's own cap on a body (12 MB, server/express-app.ts), so a
  // few photos over the 10 MB get the field's message with the typed values kept, not a bare 413.
  maxBodyBytes: 12 * 1024 * 1024,
};

/**
 * POST /get-quotes. Stores the request with one lead per pro, or returns the
 * first result for a repeat of the same submission.
 */
export function handleQuoteRequestSubmission(submission: FormSubmission, ctx: SubmissionContext): Promise<FormResult<QuoteRequestConfirmation>> {
  return processFormSubmission<QuoteRequestInput, Data, QuoteRequestConfirmation>(submission, ctx, {
    ...quoteRequestPost,
    schema: quoteRequestSchema,
    // The photos (files) are checked and stored by the pipeline, which hands them to create().
    async prepare({ consent: _consent, photos: _photos, ...input }) {
      const zip = await lookupZip(input.zip);
      if (!zip) return { ok: false, errors: { zip: [ZIP_MESSAGE] } };
      // The common answers and the chosen trade's ({ questionId: choiceValue }); another trade's are dropped.
      const answers = projectAnswersOf(input.category, input as unknown as Record<string, string | undefined>);
      return { ok: true, value: { ...withoutAnswerFields(input), zip, answers } };
    },
    fingerprint: ({ consentVersion: _version, ...data }) => data,
    // The contact locks with the fingerprint's, in one statement. Not with a calculator estimate: create() row-locks
    // the estimate before the contacts, as its conversion does, and taking them earlier would invert that order.
    locks: (data) => (data.calculatorLeadId ? [] : contactLocks(data)),
    decoy: (data) => ({
      reference: generateReference(),
      pros: data.pros,
      city: data.zip.city,
      state: data.zip.state,
      category: data.category,
    }),
    async create(tx, { data, photos, renderToken, measured, meta, now, ctx: { env } }) {
      // How it was sent (render time, browser, device, velocity): the score's submission signals (decision 0049).
      const sent = measured ? await measureSubmission(tx, { measured, renderToken, ip: meta.ip, now }) : undefined;
      // Link the calculator estimate this request came from, if it is still unclaimed;
      // otherwise the request stands on its own (the homeowner typed every field).
      const lead = data.calculatorLeadId ? await lockCalculatorLead(tx, data.calculatorLeadId) : undefined;
      const linkable = lead && !lead.quoteRequestId ? lead.id : undefined;
      const { id, confirmation } = await createQuoteRequest(
        tx,
        {
          ...data,
          answers: withCalculatorAnswers(data, linkable ? lead : undefined),
          source: linkable ? "calculator" : "form",
          calculatorLeadId: linkable,
          photos: photos.length,
          signals: sent?.signals,
          deviceHash: sent?.deviceHash,
        },
        { meta, now, env },
      );
      await attachRequestPhotos(tx, id, photos, now);
      return { recordId: id, result: confirmation };
    },
  });
}
