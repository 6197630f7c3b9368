/**
 * A list's filter read from its URL with the filter form's zod schema. A value the schema refuses is dropped (the
 * list shows as if that field were empty) and its message is kept for the field, with a 400 status for the page:
 * a hand-edited or stale link gets a clear message next to the field, never a 500 and never a silently different
 * list without saying so.
 */
import type { z } from "zod";

export type QueryFilter<T> = { value: T; shown: Record<string, string>; fieldErrors: Record<string, string>; status: 200 | 400 };

export function queryFilterOf<S extends z.ZodType<unknown, Record<string, string>>>(
  request: Request,
  schema: S,
  fields: readonly string[],
): QueryFilter<z.output<S>> {
  const params = new URL(request.url).searchParams;
  const shown = Object.fromEntries(fields.map((f) => [f, (params.get(f) ?? "").trim()]));
  const parsed = schema.safeParse(shown);
  if (parsed.success) return { value: parsed.data, shown, fieldErrors: {}, status: 200 };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? fields[0]);
    fieldErrors[field] ??= issue.message;
  }
  const cleared = Object.fromEntries(fields.map((f) => [f, f in fieldErrors ? "" : (shown[f] ?? "")]));
  // The rest of the filter still applies; the schema accepts every field empty.
  return { value: schema.parse(cleared), shown, fieldErrors, status: 400 };
}
