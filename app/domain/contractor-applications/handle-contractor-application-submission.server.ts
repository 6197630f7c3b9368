import { contractorApplicationSchema, type ContractorApplicationInput } from "~/forms/contractor-application";
import type { FormResult } from "~/forms/submission-result";
import { MAX_UPLOAD_BYTES } from "~/forms/uploads";
import { unknownZipMessage, unknownZips } from "~/lib/zip-lookup.server";
import { processFormSubmission } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormPost, FormSubmission } from "~/domain/submissions/form-submission";
import { createContractorApplication, type NewContractorApplication } from "./create-contractor-application.server";

const FILE_FIELDS = { licenseFile: "document", insuranceFile: "document" } as const;

/** Nothing to show beyond the spec's toast; the application's id stays on the server. */
export type ContractorApplicationReceipt = { received: true };

/** What a post of /contractor-application may carry. */
export const contractorApplicationPost: FormPost = {
  form: "contractor-application",
  fields: Object.keys(contractorApplicationSchema.shape).filter((name) => !(name in FILE_FIELDS)),
  files: FILE_FIELDS,
  // Two documents of at most 5 MB each, plus the text fields and multipart framing.
  maxBodyBytes: 2 * MAX_UPLOAD_BYTES + 256 * 1024,
};

/** POST /contractor-application (multipart: the license and insurance documents). */
export function handleContractorApplicationSubmission(submission: FormSubmission, ctx: SubmissionContext): Promise<FormResult<ContractorApplicationReceipt>> {
  return processFormSubmission<ContractorApplicationInput, NewContractorApplication, ContractorApplicationReceipt>(submission, ctx, {
    ...contractorApplicationPost,
    schema: contractorApplicationSchema,
    async prepare({ licenseFile: _license, insuranceFile: _insurance, certify: _certify, ...input }) {
      // A ZIP code named in the service areas must be one matching can place (it becomes the contractor's ZIP list).
      const [unknown] = await unknownZips(input.serviceAreas.match(/\b\d{5}\b/g) ?? []);
      if (unknown) return { ok: false, errors: { serviceAreas: [unknownZipMessage(unknown)] } };
      return { ok: true, value: input };
    },
    fingerprint: (data) => data,
    decoy: () => ({ received: true }),
    async create(tx, { data, uploads, meta, now, ctx: { env } }) {
      const license = uploads.licenseFile;
      const insurance = uploads.insuranceFile;
      if (!license || !insurance) throw new Error("contractor application without its documents");
      const id = await createContractorApplication(tx, data, { license, insurance }, { meta, now, env });
      return { recordId: id, result: { received: true } };
    },
  });
}
