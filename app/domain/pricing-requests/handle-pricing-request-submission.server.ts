import { pricingRequestSchema, type PricingRequestInput } from "~/forms/pricing-request";
import type { FormResult } from "~/forms/submission-result";
import { processFormSubmission } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import { createPricingRequest } from "./create-pricing-request.server";

export type PricingRequestReceipt = { received: true };

/** POST from the request-pricing dialog on /pricing. */
export function handlePricingRequestSubmission(request: Request, ctx: SubmissionContext): Promise<FormResult<PricingRequestReceipt>> {
  return processFormSubmission<PricingRequestInput, PricingRequestInput, PricingRequestReceipt>(request, ctx, {
    form: "pricing-request",
    schema: pricingRequestSchema,
    fields: Object.keys(pricingRequestSchema.shape),
    fingerprint: (data) => data,
    decoy: () => ({ received: true }),
    async create(tx, { data, meta, now, ctx: { env } }) {
      const id = await createPricingRequest(tx, data, { meta, now, env });
      return { recordId: id, result: { received: true } };
    },
  });
}
