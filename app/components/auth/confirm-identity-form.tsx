import { ShieldCheck } from "lucide-react";
import { Form } from "react-router";
import { FormMessage } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { CONFIRM_CODE_FIELD, CONFIRM_PASSWORD_FIELD, identityCheckOf } from "~/forms/confirm-identity-step";

/**
 * "Confirm it's you", shown where a sensitive change was refused for want of a
 * recent confirmation: the password (and the code when two-factor sign-in is
 * on), posted together with what was typed in the refused form, so the change
 * goes through in the same step. A plain form: it works without JavaScript.
 */
export function ConfirmIdentityForm({ outcome, intents }: { outcome: unknown; intents: readonly string[] }) {
  const check = identityCheckOf(outcome);
  if (!check || !intents.includes(check.intent)) return null;
  const idOf = (name: string) => `confirm-identity-${check.intent}-${name}`;
  return (
    <Form
      method="post"
      className="mt-4 space-y-3 rounded-lg border border-amber-300 bg-amber-50/60 p-4"
      aria-labelledby={idOf("heading")}
      data-testid="confirm-identity"
    >
      <h3 id={idOf("heading")} className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        Confirm it&apos;s you
      </h3>
      <p role="status" className="text-sm">
        {check.message}
      </p>
      {check.resubmit.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div className="space-y-2">
        <Label htmlFor={idOf("password")}>Your password</Label>
        <Input
          id={idOf("password")}
          name={CONFIRM_PASSWORD_FIELD}
          type="password"
          autoComplete="current-password"
          required
          maxLength={1000}
          aria-invalid={check.field === CONFIRM_PASSWORD_FIELD || undefined}
          aria-describedby={check.error && check.field === CONFIRM_PASSWORD_FIELD ? idOf("error") : undefined}
        />
      </div>
      {check.twoFactor ? (
        <div className="space-y-2">
          <Label htmlFor={idOf("code")}>Code from your authenticator app</Label>
          <Input
            id={idOf("code")}
            name={CONFIRM_CODE_FIELD}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={32}
            aria-invalid={check.field === CONFIRM_CODE_FIELD || undefined}
            aria-describedby={check.error && check.field === CONFIRM_CODE_FIELD ? idOf("error") : undefined}
          />
          <p className="text-xs text-muted-foreground">Or one of your recovery codes.</p>
        </div>
      ) : null}
      {check.error ? (
        <FormMessage tone="error" id={idOf("error")}>
          {check.error}
        </FormMessage>
      ) : null}
      <Button type="submit">Confirm and continue</Button>
    </Form>
  );
}
