/**
 * The shared tail of every form route's action: run the form's handler, turn
 * an unexpected error into the spec's generic failure (never a stack trace or
 * a bare 500 page), and answer with the result's own status (4xx on failure,
 * Retry-After on 429).
 */
import { data } from "react-router";
import type { FormResult } from "~/forms/submission-result";
import { logger } from "~/logging/logger.server";
import { unexpectedFailure, type FormOutcome } from "../forms/form-outcome";

export async function runFormHandler<T extends object>(form: string, handle: () => Promise<FormResult<T>>): Promise<FormOutcome<T>> {
  try {
    return await handle();
  } catch (error) {
    // Redirects and deliberate HTTP answers pass through.
    if (error instanceof Response) throw error;
    logger.error("form action failed", { form, error });
    return unexpectedFailure();
  }
}

export function formResponse<T extends object>(outcome: FormOutcome<T>) {
  const headers = !outcome.ok && "retryAfterSeconds" in outcome && outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
  return data(outcome, { status: outcome.status, headers });
}
