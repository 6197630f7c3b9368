import { Form } from "react-router";
import { controlProps, FieldError, firstError } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import { usStates } from "~/content/us-states";
import { ADMIN_REASON_MAX } from "~/forms/text-limits";
import type { FieldErrors } from "~/forms/form-errors";

const FORM_ID = "approve";

/**
 * Approval of /admin/applications/:id: the state that issued the licence and
 * the licence and insurance expiry dates the admin read on the uploaded
 * documents, or a reason to approve without the dates (expiry warnings need them). The server's messages show next to each field.
 */
export function ApproveApplicationForm({ actionData, busy }: { actionData: { intent: string; fieldErrors?: FieldErrors } | undefined; busy: boolean }) {
  const errors = actionData?.intent === "approve" ? actionData.fieldErrors : undefined;
  const field = (name: string) => controlProps(FORM_ID, name, errors);
  return (
    <Form method="post" className="space-y-2" noValidate>
      <input type="hidden" name="intent" value="approve" />
      <Label htmlFor={`${FORM_ID}-licenseState`}>License issued by</Label>
      <NativeSelect {...field("licenseState")} defaultValue="">
        <option value="">The state of the first service ZIP</option>
        {usStates.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={`${FORM_ID}-licenseState`} message={firstError(errors, "licenseState")} />
      <Label htmlFor={`${FORM_ID}-licenseExpiresOn`}>License expires on</Label>
      <Input type="date" {...field("licenseExpiresOn")} />
      <FieldError id={`${FORM_ID}-licenseExpiresOn`} message={firstError(errors, "licenseExpiresOn")} />
      <Label htmlFor={`${FORM_ID}-insuranceExpiresOn`}>Insurance expires on</Label>
      <Input type="date" {...field("insuranceExpiresOn")} />
      <FieldError id={`${FORM_ID}-insuranceExpiresOn`} message={firstError(errors, "insuranceExpiresOn")} />
      <Label htmlFor={`${FORM_ID}-overrideReason`}>Reason to approve without a date (only if a date is missing)</Label>
      <Textarea rows={2} maxLength={ADMIN_REASON_MAX} {...field("overrideReason")} />
      <FieldError id={`${FORM_ID}-overrideReason`} message={firstError(errors, "overrideReason")} />
      <Button type="submit" className="w-full" disabled={busy}>
        Approve and send invitation
      </Button>
    </Form>
  );
}
