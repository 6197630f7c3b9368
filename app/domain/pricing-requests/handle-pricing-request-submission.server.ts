import { pricingRequestSchema, type PricingRequestInput } from "~/forms/pricing-request";
import type { FormResult } from "~/forms/submission-result";
import { processFormSubmission } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormPost, FormSubmission } from "~/domain/submissions/form-submission";
import { createPricingRequest } from "./create-pricing-request.server";

export type PricingRequestReceipt = { received: true };

/** What a post of the request-pricing dialog may carry. */
export const pricingRequestPost: FormPost = { form: "pricing-request", fields: Object.keys(pricingRequestSchema.shape) };

/** POST from the request-pricing dialog on /pricing. */
export function handlePricingRequestSubmission(submission: FormSubmission, ctx: SubmissionContext): Promise<FormResult<PricingRequestReceipt>> {
  return processFormSubmission<PricingRequestInput, PricingRequestInput, PricingRequestReceipt>(submission, ctx, {
    ...pricingRequestPost,
    schema: pricingRequestSchema,
    fingerprint: (data) => data,
    decoy: () => ({ received: true }),
    async create(tx, { data, meta, now, ctx: { env } }) {
      const id = await createPricingRequest(tx, data, { meta, now, env });
      return { recordId: id, result: { received: true } };
    },
  });
}
