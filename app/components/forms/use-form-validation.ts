/**
 * Browser-side validation with the form's shared zod schema (app/forms), a
 * thin stand-in for Conform: the same schema the server action runs checks
 * the form on submit, so mistakes show next to their fields without a round
 * trip; the server's answer stays the authority.
 *
 * - Without JavaScript nothing here runs: the browser posts the form and the
 *   server renders the same messages.
 * - The schema (zod and the phone metadata, ~30 KB gzip) is loaded when the
 *   visitor first focuses or touches the form, so it never delays the first
 *   paint or competes with hydration, and a visitor who only reads the page
 *   never pays for it. Until it has arrived the form simply posts and the
 *   server validates.
 * - After the first submit, a field is checked again as it is edited, so a
 *   message goes away as soon as it is fixed.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import type { z } from "zod";
import { issuesToErrors } from "~/forms/form-errors";
import type { FieldErrors } from "./form-field";

export type SchemaLoader = () => Promise<z.ZodType<unknown, unknown>>;

const subscribeNothing = () => () => {};

/** False on the server and during hydration, true once React runs in the browser (no mismatch). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * A form's values as the server reads them: each name once (the first), files as File objects; the files of a
 * multiple file input as a list (the server's photo field reads them all, app/lib/form-data.server.ts fileLists).
 */
export function formValues(form: HTMLFormElement): Record<string, FormDataEntryValue | File[]> {
  const values: Record<string, FormDataEntryValue | File[]> = {};
  for (const [name, value] of new FormData(form)) {
    const seen = values[name];
    if (seen === undefined) values[name] = value;
    else if (typeof value !== "string" && typeof seen !== "string") values[name] = [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return values;
}

function focusFirstInvalid(form: HTMLFormElement) {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}

type Options = {
  /** Loads the form's schema; must be a stable (module-level) function. */
  loadSchema: SchemaLoader;
  /** The field errors of the server's last answer; a new object for every answer. */
  serverErrors: FieldErrors | undefined;
  /** Called when the browser check fails on submit, with the messages in the schema's field order. */
  onInvalid?: (errors: FieldErrors) => void;
};

export function useFormValidation({ loadSchema, serverErrors, onInvalid }: Options) {
  const hydrated = useHydrated();
  const schema = useRef<z.ZodType<unknown, unknown> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The form element as state too: a form may mount after its hook (a reset form shown once there is a change).
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  const attachForm = useCallback((element: HTMLFormElement | null) => {
    formRef.current = element;
    setFormElement(element);
  }, []);
  const submitted = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const form = formElement;
    if (!form) return;
    let live = true;
    const load = () => {
      form.removeEventListener("focusin", load);
      form.removeEventListener("pointerdown", load);
      // zod's config first: it must run before the schema module builds its first schema (CSP, zod-config.ts).
      import("~/forms/zod-config")
        .then(() => loadSchema())
        .then((loaded) => {
          if (!live) return;
          schema.current = loaded;
          setReady(true);
        })
        // A failed chunk load only means the server validates alone.
        .catch(() => {});
    };
    // Already in the form (focused before hydration, or a page rendered with errors focuses its first field).
    if (form.contains(document.activeElement)) load();
    else {
      form.addEventListener("focusin", load);
      form.addEventListener("pointerdown", load);
    }
    return () => {
      live = false;
      form.removeEventListener("focusin", load);
      form.removeEventListener("pointerdown", load);
    };
  }, [formElement, loadSchema]);

  // The browser's own messages win until the server answers again.
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);
  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    setClientErrors(null);
    if (serverErrors && Object.keys(serverErrors).length > 0) setFocusRequest((n) => n + 1);
  }
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};

  useLayoutEffect(() => {
    if (focusRequest > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  function check(form: HTMLFormElement): FieldErrors | undefined {
    const loaded = schema.current;
    if (!loaded) return undefined;
    const result = loaded.safeParse(formValues(form));
    return result.success ? {} : issuesToErrors(result.error.issues);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    submitted.current = true;
    const found = check(event.currentTarget);
    if (!found) return;
    setClientErrors(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setFocusRequest((n) => n + 1);
    onInvalid?.(found);
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as Partial<HTMLInputElement>;
    const name = target.name;
    if (!submitted.current || !name) return;
    const found = check(event.currentTarget);
    if (!found) return;
    setClientErrors((previous) => {
      const next: FieldErrors = { ...(previous ?? serverErrors ?? {}) };
      const messages = found[name];
      if (messages) next[name] = messages;
      else delete next[name];
      // A form-level message (e.g. the rate limit) is stale once the visitor edits.
      delete next[""];
      return next;
    });
  }

  /** Forget the visitor's attempts, e.g. after a success cleared the form. */
  function reset() {
    submitted.current = false;
    setClientErrors({});
  }

  return {
    errors,
    hydrated,
    reset,
    formProps: {
      ref: attachForm,
      noValidate: hydrated,
      onSubmit,
      // `input` (not React's onChange): the native event every control fires as it is edited, which bubbles to
      // the form in React and in Preact alike (Preact's onChange on a <form> is the native `change`, on blur).
      onInput,
      // Lets tests (and curious developers) see that the browser check waits for a first focus ("armed") or runs.
      "data-client-validation": ready ? "ready" : hydrated ? "armed" : undefined,
    },
  };
}
