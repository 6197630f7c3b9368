/**
 * A form post as the domain sees it: plain values the web layer read from the request once (app/web/form-submission.server.ts),
 * so no form handler touches a request, its headers or its body.
 */
import type { UploadKind } from "~/forms/uploads";
import type { RequestMeta } from "~/lib/request-meta.server";

/** What a post of one form may carry, and how much of it: the web layer reads a request to this and no further. */
export type FormPost = {
  /** Names the form in fingerprints, rate-limit keys and logs. */
  form: string;
  /** Text fields read from the post (the reader adds the honeypot and the render token). */
  fields: readonly string[];
  /** File fields and what each may contain. */
  files?: Readonly<Record<string, UploadKind>>;
  /** A multiple file input of photos (app/forms/photos.ts): every file it sent, in order. */
  photos?: string;
  maxBodyBytes?: number;
  maxFieldBytes?: number;
};

/** How a post was sent, as the quality score reads it (quality/measure-submission.server.ts): flags and the form device token. */
export type MeasuredRequest = { noUserAgent: boolean; automatedAgent: boolean; deviceToken: string | undefined };

export type FormSubmission = {
  /** The form's text fields as posted, each at most once. */
  values: Record<string, string>;
  /** The form's file fields as sent (their content is checked by the pipeline, after validation). */
  files: Record<string, File>;
  /** The photos field's files as sent, when the form has one. */
  lists: Record<string, File[]>;
  /** The hidden field a person never fills in (app/forms/honeypot.ts), as posted. */
  honeypot: string | undefined;
  /** The page's render token as posted (app/forms/render-token.ts), for the quality score. */
  renderToken: string | undefined;
  /** Where it came from, cleaned: the consent record's IP, user agent and page. */
  client: RequestMeta;
  /** How it was sent, when the route measures it (the quote form's); absent, the signals move no points. */
  measured?: MeasuredRequest;
};
