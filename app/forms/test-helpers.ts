/** Helpers for the schema unit tests. */
import type { z } from "zod";
import { issuesToErrors, type FieldErrors } from "./form-errors";

/** The messages a schema gives for an input ({} when valid). */
export function errorsOf(schema: z.ZodType<unknown, unknown>, input: unknown, formLevel?: readonly string[]): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToErrors(result.error.issues, { formLevel });
}

/** The parsed value, failing the test with the messages when invalid. */
export function parseOk<T>(schema: z.ZodType<T, unknown>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid input: ${JSON.stringify(issuesToErrors(result.error.issues))}`);
  return result.data;
}
