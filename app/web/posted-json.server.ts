import type { z } from "zod";
import { readJson } from "~/lib/form-data.server";
import { apiError } from "./api-response";

/** The JSON endpoints of the dashboard take a few hundred bytes (a push subscription). */
export const DASHBOARD_JSON_MAX_BYTES = 8 * 1024;

/**
 * A signed-in page's JSON post, read and checked against its schema: what is
 * not small JSON of that shape is answered with a thrown 415/413/400 JSON
 * error (`{ error: { code, message } }`), never a 500.
 */
export async function postedJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const read = await readJson(request, { maxBodyBytes: DASHBOARD_JSON_MAX_BYTES });
  if (!read.ok) throw apiError(read.status, "invalid_body", read.message);
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) throw apiError(400, "invalid_input", parsed.error.issues[0]?.message ?? "The request is not valid.");
  return parsed.data;
}
