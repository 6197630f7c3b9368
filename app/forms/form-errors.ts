/**
 * Zod issues as the forms consume them (Conform's shape): field name ->
 * messages, with "" for messages about the whole form.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

export function issuesToErrors(issues: readonly z.core.$ZodIssue[], options: { formLevel?: readonly string[] } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    add(key, issue.message);
    // Some messages belong above the buttons too (spec section 5: 'All fields are required').
    if (key !== "" && options.formLevel?.includes(issue.message)) add("", issue.message);
  }
  return errors;
}

/** The first message in the order the fields were declared: the one a toast shows (spec section 5). */
export function firstMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) if (messages[0]) return messages[0];
  return undefined;
}
