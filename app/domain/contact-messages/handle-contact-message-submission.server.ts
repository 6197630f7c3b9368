import { contactMessageSchema, type ContactMessageInput } from "~/forms/contact-message";
import type { FormResult } from "~/forms/submission-result";
import { processFormSubmission } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormPost, FormSubmission } from "~/domain/submissions/form-submission";
import { createContactMessage } from "./create-contact-message.server";

export type ContactMessageReceipt = { received: true };

/** What a post of /contact may carry. */
export const contactMessagePost: FormPost = { form: "contact-message", fields: Object.keys(contactMessageSchema.shape) };

/** POST /contact: store the message and acknowledge it by e-mail. */
export function handleContactMessageSubmission(submission: FormSubmission, ctx: SubmissionContext): Promise<FormResult<ContactMessageReceipt>> {
  return processFormSubmission<ContactMessageInput, ContactMessageInput, ContactMessageReceipt>(submission, ctx, {
    ...contactMessagePost,
    schema: contactMessageSchema,
    fingerprint: (data) => data,
    decoy: () => ({ received: true }),
    async create(tx, { data, meta, now, ctx: { env } }) {
      const id = await createContactMessage(tx, data, { meta, now, env });
      return { recordId: id, result: { received: true } };
    },
  });
}
