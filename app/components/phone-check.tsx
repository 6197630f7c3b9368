import { ShieldCheck, Smartphone } from "lucide-react";
import { Form } from "react-router";
import { FieldError } from "~/components/forms/form-field";
import { useLocalTime } from "~/components/local-time";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import type { PhoneCheckResult, PhoneCheckView } from "~/forms/phone-code";

/**
 * The confirmation page's phone check (decision 0048): a plain POST form, so it works without JavaScript; the
 * server renders the outcome, with a message next to the field.
 */
export function PhoneCheck({ view, result }: { view: PhoneCheckView; result?: PhoneCheckResult }) {
  const { formatDateTime } = useLocalTime();
  if (view.verifiedAt) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-success/40 bg-green-50 p-4" data-testid="phone-verified" role="status">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div>
          <p className="font-semibold">Phone verified</p>
          <p className="text-sm">
            Verified {formatDateTime(view.verifiedAt)}. Your request now goes to the pros who serve your area; pros see that your number was checked, and we
            e-mail you as each one takes it.
          </p>
        </div>
      </div>
    );
  }
  if (view.closed)
    return (
      <p className="rounded-lg border bg-muted p-4 text-sm">
        This request has closed, so its phone can no longer be verified. You are welcome to send a new request.
      </p>
    );
  if (!view.canAct) {
    return (
      <p className="rounded-lg border bg-muted p-4 text-sm" data-testid="phone-check-elsewhere">
        {view.mode === "required" ? "Your request goes to pros once your phone is verified. " : ""}Enter the code we texted you on the page you reached right
        after sending your request.
      </p>
    );
  }
  const error = result && !result.ok && result.intent === "verify-phone" ? result.error : undefined;
  const resendError = result && !result.ok && result.intent === "resend-code" ? result.error : undefined;
  const sent = result?.ok && result.intent === "resend-code" ? result.message : undefined;
  return (
    <section aria-labelledby="phone-check-heading" className="flex flex-col gap-3 rounded-lg border p-4" data-testid="phone-check">
      <div className="flex items-start gap-3">
        <Smartphone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h3 id="phone-check-heading" className="font-semibold">
            Verify your phone
          </h3>
          <p className="text-sm text-muted-foreground">
            {view.textsBlocked
              ? `This number replied STOP to our texts, so no code can reach it. Text START to ${view.startNumber ?? "our number"} to get texts again, then press "Send a new code". `
              : view.codeSent
                ? "We texted a 6-digit code to the number you gave. "
                : ""}
            {view.mode === "required"
              ? "Your request goes to pros as soon as you enter it. Codes last 10 minutes."
              : "Pros see that your number was checked. Codes last 10 minutes."}
          </p>
        </div>
      </div>
      <Form method="post" className="flex flex-col gap-2" noValidate>
        <input type="hidden" name="intent" value="verify-phone" />
        <Label htmlFor="phone-code">6-digit code</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id="phone-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={9}
            className="w-40 font-mono text-lg tracking-widest"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "phone-code-error" : undefined}
          />
          <Button type="submit">Verify</Button>
        </div>
        <FieldError id="phone-code" message={error} />
      </Form>
      <Form method="post" className="flex flex-col gap-1">
        <input type="hidden" name="intent" value="resend-code" />
        <Button type="submit" variant="link" className="self-start px-0">
          Send a new code
        </Button>
        {sent ? (
          <p role="status" className="text-sm" data-testid="phone-code-sent">
            {sent}
          </p>
        ) : null}
        {resendError ? (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="phone-code-resend-error">
            {resendError}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
