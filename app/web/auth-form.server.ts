import { readForm, type ReadForm } from "~/lib/form-data.server";

/**
 * The sign-in, password and logout forms are a few short fields: anything
 * bigger than 8 KB is not from our pages. Same reader as the public forms
 * (415 for other content types, 400 when unreadable, 413 when too large).
 */
export const AUTH_FORM_MAX_BYTES = 8 * 1024;

export function readAuthForm(request: Request, fields: readonly string[]): Promise<ReadForm> {
  return readForm(request, { fields, maxBodyBytes: AUTH_FORM_MAX_BYTES, maxFieldBytes: 4 * 1024, maxEntries: 10 });
}
