import { Form } from "react-router";
import { ConfirmIdentityForm } from "~/components/auth/confirm-identity-form";
import { ActionOutcome } from "~/components/pro/pro-ui";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";

export type TwoFactorView = { enabled: boolean; enrolment?: { secret: string; qrSvg: string }; recoveryCodesLeft: number; required: boolean };
type Outcome = { ok: boolean; intent: string; message?: string; error?: string; recoveryCodes?: string[] } | undefined;

/** Two-factor sign-in: start (password), scan and confirm, the recovery codes once, and off again ("Confirm it's you"). */
export function TwoFactorPanel({ state, outcome }: { state: TwoFactorView; outcome: Outcome }) {
  const codes = outcome?.intent === "2fa-confirm" && outcome.ok ? outcome.recoveryCodes : undefined;
  return (
    <Card role="region" className="space-y-4 p-5" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      <p className="text-sm text-muted-foreground" data-testid="two-factor-status">
        {state.enabled
          ? `On. ${state.recoveryCodesLeft} recovery codes left.`
          : state.required
            ? "Required for your account: set it up to continue."
            : "Off. After your password, sign-in will also ask for a code from an authenticator app."}
      </p>
      {codes?.length ? (
        <div className="rounded-md border bg-muted p-3">
          <p className="text-sm font-semibold">Your recovery codes</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {!state.enabled && state.enrolment ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="2fa-confirm" />
          {/* The SVG comes from the qrcode library out of our own otpauth:// address: no user content in it. */}
          <div
            className="size-48 bg-white"
            role="img"
            aria-label="QR code for your authenticator app"
            dangerouslySetInnerHTML={{ __html: state.enrolment.qrSvg }}
          />
          <p className="text-sm">
            Or type this key:{" "}
            <code data-testid="totp-secret" className="font-mono break-all">
              {state.enrolment.secret}
            </code>
          </p>
          <div className="space-y-2">
            <Label htmlFor="totp-code">Code from the app</Label>
            <Input id="totp-code" name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={7} />
          </div>
          <Button type="submit">Turn on</Button>
        </Form>
      ) : null}
      {!state.enabled && !state.enrolment ? <PasswordForm intent="2fa-start" label="Set up two-factor sign-in" /> : null}
      {state.enabled && !state.required ? (
        <Form method="post">
          <input type="hidden" name="intent" value="2fa-disable" />
          <Button type="submit" variant="outline">
            Turn off two-factor sign-in
          </Button>
        </Form>
      ) : null}
      <ConfirmIdentityForm outcome={outcome} intents={["2fa-disable"]} />
      {/* The outcome under the panel: the form that was sent may be gone (enrolment done, turned off). */}
      {["2fa-start", "2fa-confirm", "2fa-disable"].map((intent) => (
        <ActionOutcome key={intent} result={outcome} intent={intent} />
      ))}
    </Card>
  );
}

function PasswordForm({ intent, label }: { intent: string; label: string }) {
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <div className="space-y-2">
        <Label htmlFor={`${intent}-password`}>Current password</Label>
        <Input id={`${intent}-password`} name="currentPassword" type="password" autoComplete="current-password" required maxLength={1000} />
      </div>
      <Button type="submit">{label}</Button>
    </Form>
  );
}
