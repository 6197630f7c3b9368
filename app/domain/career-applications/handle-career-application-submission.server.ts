import { careerApplicationSchema, type CareerApplicationInput } from "~/forms/career-application";
import type { FormResult } from "~/forms/submission-result";
import { MAX_UPLOAD_BYTES } from "~/forms/uploads";
import { processFormSubmission } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormPost, FormSubmission } from "~/domain/submissions/form-submission";
import { createCareerApplication, type NewCareerApplication } from "./create-career-application.server";

const FILE_FIELDS = { resume: "resume" } as const;

export type CareerApplicationReceipt = { received: true };

/** What a post of the careers application form may carry. */
export const careerApplicationPost: FormPost = {
  form: "career-application",
  fields: Object.keys(careerApplicationSchema.shape).filter((name) => !(name in FILE_FIELDS)),
  files: FILE_FIELDS,
  // One résumé of at most 5 MB, plus the text fields and multipart framing.
  maxBodyBytes: MAX_UPLOAD_BYTES + 128 * 1024,
};

/** POST from the careers application form (multipart: the résumé PDF). */
export function handleCareerApplicationSubmission(submission: FormSubmission, ctx: SubmissionContext): Promise<FormResult<CareerApplicationReceipt>> {
  return processFormSubmission<CareerApplicationInput, NewCareerApplication, CareerApplicationReceipt>(submission, ctx, {
    ...careerApplicationPost,
    schema: careerApplicationSchema,
    async prepare({ resume: _resume, ...input }) {
      return { ok: true, value: input };
    },
    fingerprint: (data) => data,
    decoy: () => ({ received: true }),
    async create(tx, { data, uploads, meta, now, ctx: { env } }) {
      if (!uploads.resume) throw new Error("career application without its résumé");
      const id = await createCareerApplication(tx, data, uploads.resume, { meta, now, env });
      return { recordId: id, result: { received: true } };
    },
  });
}
