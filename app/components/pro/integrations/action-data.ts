import type { FieldErrors } from "~/components/forms/form-field";

/** What the /pro/integrations action answers; each section shows the parts that concern its own intent. */
export type IntegrationsActionData = {
  intent: string;
  ok: boolean;
  message?: string;
  /** A message about the whole form (not one field). */
  error?: string;
  fieldErrors?: FieldErrors;
  /** The key a revoke concerned. */
  id?: string;
  /** What was typed, to show again next to its error. */
  values?: Record<string, string>;
  /** A new API key: shown this once. */
  createdKey?: { label: string; prefix: string; key: string };
  /** The webhook secret, revealed or newly rotated. */
  secret?: string;
};

/** The action's answer if it is about this intent. */
export function resultFor(actionData: IntegrationsActionData | undefined, ...intents: string[]): IntegrationsActionData | undefined {
  return actionData && intents.includes(actionData.intent) ? actionData : undefined;
}
