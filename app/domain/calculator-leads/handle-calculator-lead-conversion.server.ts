import { ZIP_MESSAGE } from "~/forms/fields";
import { CALCULATOR_LEAD_MISSING, calculatorConversionSchema, type CalculatorConversionInput } from "~/forms/calculator-conversion";
import type { FormResult } from "~/forms/submission-result";
import { lookupZip, type ZipInfo } from "~/lib/zip-lookup.server";
import { generateReference } from "~/domain/quote-requests/generate-reference.server";
import type { QuoteRequestConfirmation } from "~/domain/quote-requests/quote-request-types";
import { processFormSubmission, type Prepared } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormPost, FormSubmission } from "~/domain/submissions/form-submission";
import { findCalculator } from "~/calculators";
import { convertCalculatorLeadToQuoteRequest } from "./convert-calculator-lead-to-quote-request.server";
import { findCalculatorLead } from "./find-calculator-lead.server";
import { calculatorAsksTimeline } from "~/forms/project-answers";
import { quoteRequestMessages } from "~/forms/quote-request";

type Data = Omit<CalculatorConversionInput, "zip" | "consent"> & { zip: ZipInfo; category: QuoteRequestConfirmation["category"] };

/** What a post of 'Connect with Local Contractors' may carry. */
export const calculatorConversionPost: FormPost = { form: "calculator-conversion", fields: Object.keys(calculatorConversionSchema.shape) };

/**
 * POST of 'Connect with Local Contractors' (fields calculatorLeadId, zip,
 * ownership, timeline when the calculator has no timing question, pros, consent). The result is the same confirmation as /get-quotes.
 */
export function handleCalculatorLeadConversion(submission: FormSubmission, ctx: SubmissionContext): Promise<FormResult<QuoteRequestConfirmation>> {
  return processFormSubmission<CalculatorConversionInput, Data, QuoteRequestConfirmation>(submission, ctx, {
    ...calculatorConversionPost,
    schema: calculatorConversionSchema,
    async prepare({ consent: _consent, ...input }, { db }, now): Promise<Prepared<Data>> {
      const lead = await findCalculatorLead(db, input.calculatorLeadId, now);
      const def = lead ? findCalculator(lead.calculatorType) : undefined;
      if (!def) return { ok: false, errors: { "": [CALCULATOR_LEAD_MISSING], calculatorLeadId: [CALCULATOR_LEAD_MISSING] } };
      const zip = await lookupZip(input.zip);
      if (!zip) return { ok: false, errors: { zip: [ZIP_MESSAGE] } };
      // Timeline is required of every request: asked here only when the calculator did not ask when (solar, HVAC).
      if (!input.timeline && !calculatorAsksTimeline(def.category)) return { ok: false, errors: { timeline: [quoteRequestMessages.timeline] } };
      return { ok: true, value: { ...input, zip, category: def.category } };
    },
    fingerprint: ({ consentVersion: _version, ...data }) => data,
    decoy: (data) => ({ reference: generateReference(), pros: data.pros, city: data.zip.city, state: data.zip.state, category: data.category }),
    async create(tx, { data, meta, now, ctx: { env } }) {
      const { id, confirmation } = await convertCalculatorLeadToQuoteRequest(
        tx,
        data.calculatorLeadId,
        { zip: data.zip, pros: data.pros, consentVersion: data.consentVersion, timeline: data.timeline, ownership: data.ownership },
        { meta, now, env },
      );
      return { recordId: id, result: confirmation };
    },
  });
}
