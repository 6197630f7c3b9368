import { data } from "react-router";
import type { FieldErrors } from "~/forms/form-errors";
import { logger } from "~/lib/logger.server";
import { httpErrorOf } from "./http-error.server";

/** What a dashboard or admin form gets back; fieldErrors when the problem belongs next to a field. */
export type ActionResult = ({ ok: true; message: string } | { ok: false; error: string }) & { intent: string; id?: string; fieldErrors?: FieldErrors };

export const GENERIC_FAILURE_MESSAGE = "Something went wrong. Please try again.";

/**
 * Runs one intent of a dashboard or admin form. A domain failure becomes
 * `{ ok: false, error }` with its HTTP status (the message is safe to show);
 * a thrown Response (404, redirect) passes through; anything else is logged
 * (no personal data: the intent and the class of the error, never its message, which may quote submitted values) and
 * answered with a generic message and 500, so the page stays usable.
 */
export async function runIntent(
  intent: string,
  id: string | undefined,
  work: () => Promise<string>,
  init: { headers?: HeadersInit } = {},
) {
  try {
    const message = await work();
    return data<ActionResult>({ ok: true, message, intent, id }, { headers: init.headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const known = httpErrorOf(error);
    if (known) return data<ActionResult>({ ok: false, error: known.message, intent, id }, { status: known.status, headers: init.headers });
    logger.error("action failed", { intent, error: error instanceof Error ? error.name : typeof error });
    return data<ActionResult>({ ok: false, error: GENERIC_FAILURE_MESSAGE, intent, id }, { status: 500, headers: init.headers });
  }
}

/** A form field as a trimmed string ('' when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
