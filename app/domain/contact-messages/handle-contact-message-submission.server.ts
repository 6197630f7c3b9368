import { contactMessageSchema, type ContactMessageInput } from "~/forms/contact-message";
import type { FormResult } from "~/forms/submission-result";
import { processFormSubmission } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import { createContactMessage } from "./create-contact-message.server";

export type ContactMessageReceipt = { received: true };

/** POST /contact: store the message and acknowledge it by e-mail. */
export function handleContactMessageSubmission(request: Request, ctx: SubmissionContext): Promise<FormResult<ContactMessageReceipt>> {
  return processFormSubmission<ContactMessageInput, ContactMessageInput, ContactMessageReceipt>(request, ctx, {
    form: "contact-message",
    schema: contactMessageSchema,
    fields: Object.keys(contactMessageSchema.shape),
    fingerprint: (data) => data,
    decoy: () => ({ received: true }),
    async create(tx, { data, meta, now, ctx: { env } }) {
      const id = await createContactMessage(tx, data, { meta, now, env });
      return { recordId: id, result: { received: true } };
    },
  });
}
