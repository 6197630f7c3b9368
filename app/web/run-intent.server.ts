import { data } from "react-router";
import type { z } from "zod";
import { firstMessage, issuesToErrors, type FieldErrors } from "~/forms/form-errors";
import { logger } from "~/logging/logger.server";
import { postedForm } from "./posted-form.server";
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
export async function runIntent(intent: string, id: string | undefined, work: () => Promise<string>, init: { headers?: HeadersInit } = {}) {
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

type FormIntentOptions = {
  /** The intent answered with; by default the value of `intentField`. */
  intent?: string;
  /** The field that names the intent (default "intent"). */
  intentField?: string;
  /**
   * Fields a person cannot type (hidden inputs, the buttons' values; default
   * the intent field): a problem with one means a forged or stale page, so it
   * is a bare 400 Bad Request instead of a message next to a field.
   */
  hidden?: readonly string[];
  /** The record the form is about, echoed so the page can put the outcome next to it. */
  id?: string;
  headers?: HeadersInit;
};

/**
 * runIntent for a form with a schema (forms/*.ts: FormData strings in, typed
 * values out): a form the schema refuses is a 400 with the first message as
 * `error` and every message in `fieldErrors`, before anything is written;
 * otherwise `verb` gets the typed values and runs as runIntent runs it.
 */
export async function runFormIntent<S extends z.ZodType>(
  source: Request | FormData,
  schema: S,
  verb: (input: z.output<S>) => Promise<string>,
  options: FormIntentOptions = {},
) {
  // Through the one reader: a body that is no form (or too large) is a 4xx with a message, never a 500.
  const form = source instanceof Request ? await postedForm(source, options.headers) : source;
  const intentField = options.intentField ?? "intent";
  const intent = options.intent ?? field(form, intentField);
  const parsed = schema.safeParse(formValues(form));
  if (!parsed.success) {
    const hidden = options.hidden ?? [intentField];
    if (parsed.error.issues.some((issue) => hidden.includes(String(issue.path[0])))) throw new Response("Bad Request", { status: 400 });
    const fieldErrors = issuesToErrors(parsed.error.issues);
    const error = firstMessage(fieldErrors) ?? GENERIC_FAILURE_MESSAGE;
    return data<ActionResult>({ ok: false, error, intent, id: options.id, fieldErrors }, { status: 400, headers: options.headers });
  }
  return runIntent(intent, options.id, () => verb(parsed.data), { headers: options.headers });
}

/** Form data as the schemas read it: a name sent once is its value, a name sent more than once (checkboxes) the list. */
export function formValues(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const values: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    values[name] = all.length === 1 ? all[0]! : all;
  }
  return values;
}

/** A form field as a trimmed string ('' when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
