/**
 * The contractor application's notifications, word for word from spec
 * section 8. The same title and text show as a toast (with JavaScript) and as
 * the notice at the top of the form (without).
 */
import { type FormOutcome, hasFieldErrors, UNEXPECTED_MESSAGE } from "../../forms/form-outcome";

export const applicationMessages = {
  validationTitle: "Validation Error",
  successTitle: "Application Submitted Successfully!",
  successDescription: "We'll review your application and get back to you within 24-48 hours.",
  errorTitle: "Error",
  errorDescription: UNEXPECTED_MESSAGE,
} as const;

export type ApplicationNotice = { variant: "success" | "destructive"; title: string; description: string };

const m = applicationMessages;

export function applicationNotice(outcome: FormOutcome<object>): ApplicationNotice {
  if (outcome.ok) return { variant: "success", title: m.successTitle, description: m.successDescription };
  // A validation failure names its fields; the toast shows the first message (spec section 5).
  if (hasFieldErrors(outcome.errors)) return { variant: "destructive", title: m.validationTitle, description: outcome.formError };
  // The rate limit and other refusals keep their own, specific message.
  if (outcome.status !== 500 && outcome.formError) return { variant: "destructive", title: m.errorTitle, description: outcome.formError };
  return { variant: "destructive", title: m.errorTitle, description: m.errorDescription };
}
