/**
 * What every form handler returns to its route action, and what the page
 * receives as action data. Nothing here is secret: a failure echoes only the
 * submitter's own text values (never files or the honeypot).
 */
import { firstMessage, type FieldErrors } from "./form-errors";

export type FormFailureStatus = 400 | 413 | 415 | 422 | 429;

export type FormFailure = {
  ok: false;
  /** 400 malformed post, 413 too large, 415 not a form post, 422 invalid values, 429 rate-limited. */
  status: FormFailureStatus;
  /** Field name -> messages; "" holds messages about the whole form. */
  errors: FieldErrors;
  /** The one message for a toast or summary: the first field message, or the form-level one. */
  formError: string;
  /** The submitted text values, to refill the form without JavaScript. */
  values: Record<string, string>;
  /** Set with status 429, for a Retry-After header. */
  retryAfterSeconds?: number;
};

export type FormSuccess<T extends object> = { ok: true; status: 200 } & T;

export type FormResult<T extends object> = FormSuccess<T> | FormFailure;

/** A failure with its one message: the form-level one, else the first field's. */
export function formFailure(status: FormFailureStatus, errors: FieldErrors, values: Record<string, string>, extra: Partial<FormFailure> = {}): FormFailure {
  return {
    ok: false,
    status,
    errors,
    formError: errors[""]?.[0] ?? firstMessage(errors) ?? "Please check the form and try again.",
    values,
    ...extra,
  };
}
