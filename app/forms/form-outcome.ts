/**
 * What a form route's action hands its page: the handler's FormResult, or,
 * when the handler failed unexpectedly, a failure with the spec's generic
 * message (section 8: 'Something went wrong. Please try again.'). Shared by
 * the server action and the page, so it imports nothing server-only and no zod.
 */
import type { FieldErrors } from "~/forms/form-errors";
import type { FormFailure, FormResult } from "~/forms/submission-result";

export const UNEXPECTED_MESSAGE = "Something went wrong. Please try again.";

export type UnexpectedFailure = Omit<FormFailure, "status"> & { status: 500 };

export type FormOutcome<T extends object> = FormResult<T> | UnexpectedFailure;

export type AnyFailure = FormFailure | UnexpectedFailure;

export function unexpectedFailure(values: Record<string, string> = {}): UnexpectedFailure {
  return { ok: false, status: 500, errors: { "": [UNEXPECTED_MESSAGE] }, formError: UNEXPECTED_MESSAGE, values };
}

/** The failure in an action's reply, if it is one. */
export function failureOf(outcome: unknown): AnyFailure | undefined {
  if (typeof outcome !== "object" || outcome === null) return undefined;
  const o = outcome as { ok?: unknown; errors?: unknown };
  return o.ok === false && typeof o.errors === "object" && o.errors !== null ? (outcome as AnyFailure) : undefined;
}

/** The field errors of an action's reply (undefined on success or before any submission). */
export function errorsOf(outcome: unknown): FieldErrors | undefined {
  return failureOf(outcome)?.errors;
}

/** True when a failure names at least one field (a validation failure), not only the form as a whole. */
export function hasFieldErrors(errors: FieldErrors | undefined): boolean {
  return Object.entries(errors ?? {}).some(([key, messages]) => key !== "" && messages.length > 0);
}
