import { ZIP_MESSAGE } from "~/forms/fields";
import { quoteRequestSchema, type QuoteRequestInput } from "~/forms/quote-request";
import type { FormResult } from "~/forms/submission-result";
import { lookupZip, type ZipInfo } from "~/lib/zip-lookup.server";
import { lockCalculatorLead } from "~/domain/quote-requests/lock-calculator-lead.server";
import { processFormSubmission } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import { contactLocks, createQuoteRequest } from "./create-quote-request.server";
import { generateReference } from "./generate-reference.server";
import type { QuoteRequestConfirmation } from "./quote-request-types";

type Data = Omit<QuoteRequestInput, "zip" | "consent"> & { zip: ZipInfo };

/**
 * POST /get-quotes. Stores the request with one lead per pro, or returns the
 * first result for a repeat of the same submission.
 */
export function handleQuoteRequestSubmission(
  request: Request,
  ctx: SubmissionContext,
): Promise<FormResult<QuoteRequestConfirmation>> {
  return processFormSubmission<QuoteRequestInput, Data, QuoteRequestConfirmation>(request, ctx, {
    form: "quote-request",
    schema: quoteRequestSchema,
    fields: Object.keys(quoteRequestSchema.shape),
    async prepare({ consent: _consent, ...input }) {
      const zip = await lookupZip(input.zip);
      if (!zip) return { ok: false, errors: { zip: [ZIP_MESSAGE] } };
      return { ok: true, value: { ...input, zip } };
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
    async create(tx, { data, meta, now, ctx: { env } }) {
      // Link the calculator estimate this request came from, if it is still unclaimed;
      // otherwise the request stands on its own (the homeowner typed every field).
      const lead = data.calculatorLeadId ? await lockCalculatorLead(tx, data.calculatorLeadId) : undefined;
      const linkable = lead && !lead.quoteRequestId ? lead.id : undefined;
      const { id, confirmation } = await createQuoteRequest(
        tx,
        { ...data, source: linkable ? "calculator" : "form", calculatorLeadId: linkable },
        { meta, now, env },
      );
      return { recordId: id, result: confirmation };
    },
  });
}
