/**
 * The one reader of a public form's post: the request becomes a FormSubmission (the form's fields and files, the
 * honeypot, the render token, where it came from and, when asked, how it was sent), read once, here, so the form
 * handlers in app/domain take plain values. A post that is not a small browser form of this one gets the form's
 * failure (415, 400 or 413) with its message.
 */
import type { FormPost, FormSubmission } from "~/domain/submissions/form-submission";
import type { FieldErrors } from "~/forms/form-errors";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { photoMessages } from "~/forms/photos";
import { RENDER_TOKEN_FIELD } from "~/forms/render-token";
import { formFailure, type FormFailure } from "~/forms/submission-result";
import { pickForm, readFormEntries, type FormEntries, type ReadFormFailure } from "~/lib/form-data.server";
import { requestMeta } from "~/lib/request-meta.server";
import { measureRequest } from "./submission-signals.server";

export type ReadSubmission = { ok: true; submission: FormSubmission } | { ok: false; failure: FormFailure };

export type SubmissionOptions = {
  /** The client's IP address (the context's), for the consent record. */
  ip: string | null | undefined;
  /** Measure how the post was sent (the quality score's signals): the quote form's route does. */
  measure?: boolean;
};

function readFailure(read: ReadFormFailure, post: FormPost): ReadSubmission {
  const errors: FieldErrors = { "": [read.message] };
  if (read.field) errors[read.field] = [read.message];
  // Past the body cap, the photos are what made it too large: say so where they are chosen.
  else if (read.status === 413 && post.photos) errors[post.photos] = [photoMessages.tooBig];
  return { ok: false, failure: formFailure(read.status, errors, {}) };
}

/** The submission of `post` from a body already read (a route that reads its own fields from the same post first). */
export function submissionFrom(body: FormEntries, request: Request, post: FormPost, options: SubmissionOptions): ReadSubmission {
  if (!body.ok) return readFailure(body, post);
  const read = pickForm(body.entries, {
    fields: [...post.fields, HONEYPOT_FIELD, RENDER_TOKEN_FIELD],
    files: Object.keys(post.files ?? {}),
    fileLists: post.photos ? [post.photos] : [],
    maxFieldBytes: post.maxFieldBytes,
  });
  if (!read.ok) return readFailure(read, post);
  const { [HONEYPOT_FIELD]: honeypot, [RENDER_TOKEN_FIELD]: renderToken, ...values } = read.values;
  const submission: FormSubmission = {
    values,
    files: read.files,
    lists: read.lists,
    honeypot,
    renderToken,
    client: requestMeta(request, options.ip),
    ...(options.measure ? { measured: measureRequest(request) } : {}),
  };
  return { ok: true, submission };
}

/** The body of a post of `post`, read with its limits (the body cap, the count of entries). */
export function readPostBody(request: Request, post: Pick<FormPost, "maxBodyBytes">): Promise<FormEntries> {
  return readFormEntries(request, { maxBodyBytes: post.maxBodyBytes });
}

export async function readFormSubmission(request: Request, post: FormPost, options: SubmissionOptions): Promise<ReadSubmission> {
  return submissionFrom(await readPostBody(request, post), request, post, options);
}
