import type * as React from "react";
import { Form } from "react-router";
import { FieldError } from "~/components/forms/form-field";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Input, Label } from "~/components/ui/input";
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN } from "~/forms/text-limits";
import type { FieldErrors } from "~/forms/form-errors";

const loadReasonSchema = () => import("~/forms/admin-contractor").then((m) => m.adminReasonSchema);

/**
 * One decision form of /admin/contractors/:id with its reason field: the
 * shared schema checks the reason in the browser, and the server's message
 * for it shows here too (when the last answer was for one of `intents`).
 */
export function DecisionForm({
  intents,
  actionData,
  reasonId,
  reasonLabel,
  children,
  submit,
}: {
  intents: string[];
  actionData: { intent: string; fieldErrors?: FieldErrors } | undefined;
  reasonId: string;
  reasonLabel: string;
  children: React.ReactNode;
  submit: React.ReactNode;
}) {
  const serverErrors = actionData && intents.includes(actionData.intent) ? actionData.fieldErrors : undefined;
  const { errors, formProps } = useFormValidation({ loadSchema: loadReasonSchema, serverErrors });
  const error = errors.reason?.[0];
  return (
    <Form method="post" className="space-y-2" {...formProps}>
      {children}
      <Label htmlFor={reasonId}>{reasonLabel}</Label>
      <Input
        id={reasonId}
        name="reason"
        required
        minLength={ADMIN_REASON_MIN}
        maxLength={ADMIN_REASON_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${reasonId}-error` : undefined}
      />
      <FieldError id={reasonId} message={error} />
      {submit}
    </Form>
  );
}
