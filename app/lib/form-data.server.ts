/**
 * Reads a form post defensively before any validation: only the two content
 * types a browser form sends, a hard cap on the body even without a
 * Content-Length, each expected field at most once, and no oversized values.
 * The Express server caps bodies at 12 MB before this runs; the caps here are
 * tighter per form.
 */

export type ReadFormOptions = {
  /** Text fields the form has. Others are ignored unless oversized. */
  fields: readonly string[];
  /** File fields; their form must be multipart. */
  files?: readonly string[];
  /** File fields that may repeat (an `<input type="file" multiple>`): every file, in order; the count is the schema's rule. */
  fileLists?: readonly string[];
  /** Largest text value, in bytes. */
  maxFieldBytes?: number;
  /** Largest body, in bytes. */
  maxBodyBytes?: number;
  /** Most entries (fields and files) in one body. */
  maxEntries?: number;
};

export type ReadFormFailure = { ok: false; status: 400 | 413 | 415; message: string; field?: string };
export type ReadForm = { ok: true; values: Record<string, string>; files: Record<string, File>; lists: Record<string, File[]> } | ReadFormFailure;

export const NOT_A_FORM_MESSAGE = "Please submit the form from the website.";
export const UNREADABLE_FORM_MESSAGE = "We could not read the form. Please try again from the website.";
export const REPEATED_FIELD_MESSAGE = "Each field may be sent only once. Please submit the form from the website.";
export const TOO_MANY_FIELDS_MESSAGE = "The form has too many fields. Please submit the form from the website.";
export const TOO_LARGE_MESSAGE = "The form is too large. Please shorten your answers or attach smaller files.";
export const FIELD_TOO_LONG_MESSAGE = "This field is too long";

const DEFAULT_FIELD_BYTES = 16 * 1024;
const DEFAULT_BODY_BYTES = 256 * 1024;
const DEFAULT_ENTRIES = 60;
const NAME_MAX = 100;

const fail = (status: ReadFormFailure["status"], message: string, field?: string): ReadFormFailure => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

type BodyKind = "urlencoded" | "multipart";

function bodyKind(contentType: string | null): BodyKind | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (type === "multipart/form-data" && /;\s*boundary=/i.test(contentType ?? "")) return "multipart";
  return undefined;
}

/** The body as bytes, refusing more than `limit` even when the sender lies about or omits its length. */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  // Refused unread: the server closes the connection after the answer (server/react-router-handler.ts),
  // so the body is neither awaited nor read; cancelling the stream here would reset the socket before the 413.
  if (Number.isFinite(declared) && declared > limit) return "too-large";
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function parseEntries(kind: BodyKind, body: Uint8Array<ArrayBuffer>, contentType: string): Promise<[string, FormDataEntryValue][] | undefined> {
  try {
    if (kind === "urlencoded") {
      // Invalid UTF-8 becomes U+FFFD here; the schemas then refuse it with a field message.
      return [...new URLSearchParams(new TextDecoder().decode(body)).entries()];
    }
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    return [...form.entries()];
  } catch {
    return undefined;
  }
}

export type ReadBodyOptions = Pick<ReadFormOptions, "maxBodyBytes" | "maxEntries">;
export type PickFormOptions = Omit<ReadFormOptions, "maxBodyBytes" | "maxEntries">;
export type FormEntries = { ok: true; entries: [string, FormDataEntryValue][] } | ReadFormFailure;

/**
 * The body's entries, read once: only a browser form's content types, the body cap, and the count of entries.
 * readForm's first half, for a route that picks two forms' fields from one post (pickForm each).
 */
export async function readFormEntries(request: Request, options: ReadBodyOptions = {}): Promise<FormEntries> {
  const contentType = request.headers.get("content-type") ?? "";
  const kind = bodyKind(contentType);
  if (!kind) return fail(415, NOT_A_FORM_MESSAGE);

  let body: Uint8Array<ArrayBuffer> | "too-large";
  try {
    body = await readBody(request, options.maxBodyBytes ?? DEFAULT_BODY_BYTES);
  } catch {
    return fail(400, UNREADABLE_FORM_MESSAGE);
  }
  if (body === "too-large") return fail(413, TOO_LARGE_MESSAGE);
  const entries = await parseEntries(kind, body, contentType);
  if (!entries) return fail(400, UNREADABLE_FORM_MESSAGE);
  if (entries.length > (options.maxEntries ?? DEFAULT_ENTRIES)) return fail(400, TOO_MANY_FIELDS_MESSAGE);
  return { ok: true, entries };
}

/** readForm's second half: a form's own fields from entries already read, each at most once and none oversized. */
export function pickForm(entries: readonly [string, FormDataEntryValue][], options: PickFormOptions): ReadForm {
  const fields = new Set(options.fields);
  const fileFields = new Set(options.files ?? []);
  const listFields = new Set(options.fileLists ?? []);
  const maxFieldBytes = options.maxFieldBytes ?? DEFAULT_FIELD_BYTES;
  const values: Record<string, string> = {};
  const files: Record<string, File> = {};
  const lists: Record<string, File[]> = {};
  const seen = new Set<string>();
  for (const [name, value] of entries) {
    if (name.length > NAME_MAX) return fail(400, UNREADABLE_FORM_MESSAGE);
    if (listFields.has(name)) {
      // A multiple file input left empty sends one empty, nameless part; without multipart, its file names as text.
      if (typeof value !== "string") (lists[name] ??= []).push(value);
      continue;
    }
    const known = fields.has(name) || fileFields.has(name);
    if (known) {
      if (seen.has(name)) return fail(400, REPEATED_FIELD_MESSAGE, name);
      seen.add(name);
    }
    if (typeof value === "string") {
      if (Buffer.byteLength(value) > maxFieldBytes) {
        return known ? fail(413, FIELD_TOO_LONG_MESSAGE, name) : fail(413, TOO_LARGE_MESSAGE);
      }
      // A file input posted without multipart arrives as its file name: treat as no file.
      if (fields.has(name)) values[name] = value;
    } else if (fileFields.has(name)) {
      files[name] = value;
    } else {
      return fail(400, UNREADABLE_FORM_MESSAGE);
    }
  }
  return { ok: true, values, files, lists };
}

export async function readForm(request: Request, options: ReadFormOptions): Promise<ReadForm> {
  const read = await readFormEntries(request, options);
  return read.ok ? pickForm(read.entries, options) : read;
}

export type ReadFormData = { ok: true; form: FormData } | ReadFormFailure;

/**
 * The same checks as readForm (browser form types only, a hard body cap,
 * 400 for what cannot be parsed) for the signed-in dashboards' actions, which
 * read their fields from a FormData (some repeat a field, e.g. checkboxes).
 */
export async function readFormData(request: Request, options: { maxBodyBytes: number }): Promise<ReadFormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const kind = bodyKind(contentType);
  if (!kind) return fail(415, NOT_A_FORM_MESSAGE);
  let body: Uint8Array<ArrayBuffer> | "too-large";
  try {
    body = await readBody(request, options.maxBodyBytes);
  } catch {
    return fail(400, UNREADABLE_FORM_MESSAGE);
  }
  if (body === "too-large") return fail(413, TOO_LARGE_MESSAGE);
  const entries = await parseEntries(kind, body, contentType);
  if (!entries) return fail(400, UNREADABLE_FORM_MESSAGE);
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return { ok: true, form };
}

export const NOT_JSON_MESSAGE = "Please send JSON (Content-Type: application/json) from the website.";
export const UNREADABLE_JSON_MESSAGE = "We could not read the request as JSON.";

export type ReadJson = { ok: true; value: unknown } | ReadFormFailure;

/**
 * A small JSON body, posted by a script of our own pages (the push alert
 * switch): application/json only, the same hard body cap as a form, 400 for
 * what is not UTF-8 JSON. The caller's schema checks the shape.
 */
export async function readJson(request: Request, options: { maxBodyBytes: number }): Promise<ReadJson> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return fail(415, NOT_JSON_MESSAGE);
  try {
    const body = await readBody(request, options.maxBodyBytes);
    if (body === "too-large") return fail(413, TOO_LARGE_MESSAGE);
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body)) as unknown };
  } catch {
    return fail(400, UNREADABLE_JSON_MESSAGE);
  }
}
