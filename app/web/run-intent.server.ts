import { data } from "react-router";
import type { z } from "zod";
import { NotFoundError } from "~/domain/shared/errors";
import { isUuid } from "~/forms/ids";
import { firstMessage, issuesToErrors, type FieldErrors } from "~/forms/form-errors";
import type { DataWithResponseInit } from "~/lib/react-router-private";
import { logger } from "~/logging/logger.server";
import { postedForm } from "./posted-form.server";
import { httpErrorOf } from "./http-error.server";

/** What a dashboard or admin form gets back; fieldErrors when the problem belongs next to a field. */
export type ActionResult = ({ ok: true; message: string } | { ok: false; error: string }) & {
  intent: string;
  id?: string;
  fieldErrors?: FieldErrors;
  /** What was typed in the fields the form echoes, to show again beside a refusal (a page without JavaScript). */
  values?: Record<string, string>;
};

export const GENERIC_FAILURE_MESSAGE = "Something went wrong. Please try again.";

/**
 * Runs one intent of a dashboard or admin form. The verb answers its message, or its message and a payload for the
 * page (a new key, a secret), spread into the result. A domain failure becomes `{ ok: false, error }` with its
 * HTTP status (the message is safe to show; with `placeRefusals`, one about a field is also that field's
 * error); a thrown Response (404, redirect) passes through; anything else is logged (no personal data: the
 * intent and the class of the error, never its message, which may quote submitted values) and answered with a
 * generic message and 500, so the page stays usable.
 */
export async function runIntent<P extends object = object>(
  intent: string,
  id: string | undefined,
  work: () => Promise<string | ({ message: string } & P)>,
  init: { headers?: HeadersInit; placeRefusals?: boolean; values?: Record<string, string> } = {},
) {
  try {
    const answer = await work();
    const body = typeof answer === "string" ? { message: answer } : answer;
    return data<ActionResult & Partial<P>>({ ok: true, ...body, intent, id } as ActionResult & Partial<P>, { headers: init.headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const known = httpErrorOf(error);
    if (known) {
      const at = init.placeRefusals ? known.details.field : undefined;
      const fieldErrors = at ? { fieldErrors: { [at]: [known.message] } } : {};
      return data<ActionResult & Partial<P>>(
        { ok: false, error: known.message, intent, id, ...fieldErrors, ...(init.values ? { values: init.values } : {}) },
        { status: known.status, headers: init.headers },
      );
    }
    logger.error("action failed", { intent, error: error instanceof Error ? error.name : typeof error });
    return data<ActionResult & Partial<P>>({ ok: false, error: GENERIC_FAILURE_MESSAGE, intent, id }, { status: 500, headers: init.headers });
  }
}

type FormIntentOptions = {
  /** The intent answered with; by default the value of `intentField`. */
  intent?: string;
  /** The field that names the intent (default "intent"). */
  intentField?: string;
  /** Fields a person cannot type (default the intent field): a problem with one is a bare 400 (IntentSpec.hidden). */
  hidden?: readonly string[];
  /** The record the form is about, echoed so the page can put the outcome next to it. */
  id?: string;
  headers?: HeadersInit;
};

/** dispatchIntent for a form with one thing to do: its schema and verb, the intent named by the post or the options. */
export async function runFormIntent<S extends z.ZodType>(
  source: Request | FormData,
  schema: S,
  verb: (input: z.output<S>) => Promise<string>,
  options: FormIntentOptions = {},
): Promise<DataWithResponseInit<ActionResult>> {
  // Through the one reader: a body that is no form (or too large) is a 4xx with a message, never a 500.
  const form = source instanceof Request ? await postedForm(source, options.headers) : source;
  const intentField = options.intentField ?? "intent";
  const name = options.intent ?? field(form, intentField);
  const only = defineIntent({ schema, run: verb, hidden: options.hidden ?? [intentField], id: options.id });
  return dispatchIntent(form, { [name]: only }, { intentField, intent: name, headers: options.headers });
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

/** What a verb returns: the message to show, or the message and what else the page shows (a new key, a secret). */
type VerbAnswer<P extends object> = string | ({ message: string } & P);

/**
 * One intent of a dashboard or admin form: the schema its post is read with and the domain verb it runs with
 * the typed values. Nothing of the raw form reaches the verb.
 */
export type IntentSpec<S extends z.ZodType = z.ZodType, P extends object = object> = {
  schema: S;
  run: (input: z.output<S>) => Promise<VerbAnswer<P>>;
  /**
   * Fields a person cannot type (hidden ids, the buttons' values; default the intent field): a problem with one
   * means a forged or stale page, a bare 400 instead of a message next to a field...
   */
  hidden?: readonly string[];
  /** ...or, when the hidden field names a record, that record not found (404 with its message): "This lead". */
  notFound?: string;
  /** The record the form is about, echoed so the page can put the outcome next to it (read from the post as sent). */
  id?: string;
  /** Runs once the schema accepted the post, before the verb: an answer (Confirm it's you) refuses it. */
  gate?: () => Promise<DataWithResponseInit<object> | null>;
};

/** Declares one intent with its types inferred (a table's entries keep their own schema's output type). */
export function defineIntent<S extends z.ZodType, P extends object = object>(spec: IntentSpec<S, P>): IntentSpec<S, P> {
  return spec;
}

type IntentTable = Readonly<Record<string, IntentSpec<z.ZodType, object>>>;

export const UNKNOWN_INTENT_MESSAGE = "Unknown action. Please reload the page and try again.";

/**
 * The one way a form action runs (docs/patterns.md §1): the post names an intent (`intentField`, default
 * "intent"; `fallback` when it names none), the table gives its schema and verb; the post is parsed once, a
 * refused form is a 400 with every message next to its field before anything is written, and the verb's
 * outcome or failure is mapped once (runIntent): `ActionResult` with the intent, the record's id and any payload
 * the verb returned. An intent the table does not have is a 400.
 */
export async function dispatchIntent(form: FormData, table: IntentTable, options: DispatchOptions = {}): Promise<DataWithResponseInit<ActionResult>> {
  const intentField = options.intentField ?? "intent";
  const name = options.intent ?? (field(form, intentField) || options.fallback || "");
  const spec = Object.hasOwn(table, name) ? table[name] : undefined;
  const headers = options.headers;
  // Each intent's record is the URL's unless it names its own.
  const id = spec?.id ?? options.about?.id;
  const notFound = (what: string) => runIntent(name, id, () => Promise.reject(new NotFoundError(what)), { headers });
  if (options.about && !isUuid(options.about.id ?? "")) return notFound(options.about.notFound);
  const values = options.echo ? Object.fromEntries(options.echo.map((echoed) => [echoed, field(form, echoed)])) : undefined;
  if (!spec) return data<ActionResult>({ ok: false, error: UNKNOWN_INTENT_MESSAGE, intent: name }, { status: 400, headers });
  const parsed = spec.schema.safeParse(formValues(form));
  if (!parsed.success) {
    const hidden = spec.hidden ?? [intentField];
    if (parsed.error.issues.some((issue) => hidden.includes(String(issue.path[0])))) {
      if (spec.notFound) return notFound(spec.notFound);
      throw new Response("Bad Request", { status: 400 });
    }
    const fieldErrors = issuesToErrors(parsed.error.issues);
    const error = firstMessage(fieldErrors) ?? GENERIC_FAILURE_MESSAGE;
    return data<ActionResult>({ ok: false, error, intent: name, id, fieldErrors, ...(values ? { values } : {}) }, { status: 400, headers });
  }
  // A gate's refusal is an answer of its own shape (the identity check's), which the page reads by its intent.
  const refusal = await spec.gate?.();
  if (refusal) return refusal as DataWithResponseInit<ActionResult>;
  return runIntent(name, id, () => spec.run(parsed.data), { headers, placeRefusals: options.placeRefusals, values });
}

type DispatchOptions = {
  /** The field that names the intent (default "intent"). */
  intentField?: string;
  /** The intent when the post names none. */
  fallback?: string;
  /** The intent whatever the post says: a form with one thing to do (runFormIntent). */
  intent?: string;
  headers?: HeadersInit;
  /** A refusal about one field is also that field's error (the page shows it next to the field). */
  placeRefusals?: boolean;
  /** Fields whose typed value goes back with a refusal (`values`). */
  echo?: readonly string[];
  /** The record the whole form is about, from the URL: an id that is not one is that record not found (404), whatever the post holds. */
  about?: { id: string | undefined; notFound: string };
};
