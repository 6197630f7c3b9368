import type { FormPost, FormSubmission } from "~/domain/submissions/form-submission";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormResult } from "~/forms/submission-result";
import type { FormEntries } from "~/lib/form-data.server";
import { readPostBody, submissionFrom } from "./form-submission.server";

export type FormHandler<Result extends object> = (submission: FormSubmission, ctx: SubmissionContext) => Promise<FormResult<Result>>;

export type SubmitOptions = {
  /** Measure how the post was sent (the quality score's signals): the quote form's route does. */
  measure?: boolean;
  /** The post's body, when the route already read it to pick its own fields from it (a body is read once). */
  body?: FormEntries;
};

/**
 * A public form's post, start to end: read it as `post` says (a post that is not this form's answers the reader's
 * failure), then hand the submission to the form's domain handler.
 */
export async function submitForm<Result extends object>(
  post: FormPost,
  handle: FormHandler<Result>,
  request: Request,
  ctx: SubmissionContext,
  options: SubmitOptions = {},
): Promise<FormResult<Result>> {
  const body = options.body ?? (await readPostBody(request, post));
  const read = submissionFrom(body, request, post, { ip: ctx.ip, measure: options.measure });
  return read.ok ? handle(read.submission, ctx) : read.failure;
}
