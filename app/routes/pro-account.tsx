import { Form, Link } from "react-router";
import type { Route } from "./+types/pro-account";
import { TwoFactorPanel } from "~/components/auth/two-factor-panel";
import { ActionOutcome, ProPage } from "~/components/pro/pro-ui";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { changeEmailSchema, changePasswordSchema, changePhoneSchema, confirmPhoneSchema, businessProfileSchema } from "~/forms/account";
import { changePassword } from "~/domain/accounts/change-password.server";
import { requestEmailChange } from "~/domain/accounts/change-email.server";
import { twoFactorState } from "~/domain/accounts/two-factor.server";
import { confirmPhoneChange, pendingPhone, requestPhoneChange } from "~/domain/contractors/change-phone.server";
import { getMyProfile } from "~/domain/contractors/preferences.server";
import { updateBusinessProfile } from "~/domain/contractors/update-business-profile.server";
import { seo } from "~/lib/seo";
import { postedForm } from "~/web/posted-form.server";
import { requireContractor } from "~/web/require-contractor.server";
import { field, runFormIntent } from "~/web/run-intent.server";
import { runTwoFactorIntent, TWO_FACTOR_INTENTS } from "~/web/two-factor-intents.server";
import { requireFreshIdentity } from "~/web/require-fresh-identity.server";
import { ConfirmIdentityForm } from "~/components/auth/confirm-identity-form";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId, userId, email } = await requireContractor(request);
  const [p, twoFactor, phonePending] = await Promise.all([getMyProfile(ctx, contractorId), twoFactorState(ctx, userId), pendingPhone(ctx, contractorId)]);
  return { email, phone: p.phone, phonePending, businessName: p.businessName, website: p.website ?? "", yearsInBusiness: p.yearsInBusiness, twoFactor };
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId, userId, sessionId } = await requireContractor(request);
  const form = await postedForm(request);
  const intent = field(form, "intent");
  if ((TWO_FACTOR_INTENTS as readonly string[]).includes(intent)) return runTwoFactorIntent(ctx, { userId, sessionId }, intent, form);
  switch (intent) {
    case "password":
      return runFormIntent(form, changePasswordSchema, (i) =>
        changePassword(ctx, userId, sessionId, i).then(() => "Password changed. You were signed out everywhere else."),
      );
    case "email": {
      const refusal = await requireFreshIdentity(ctx, { userId, sessionId }, form, intent, changeEmailSchema);
      if (refusal) return refusal;
      return runFormIntent(form, changeEmailSchema, (i) =>
        requestEmailChange(ctx, userId, i.email).then(() => `We sent a link to ${i.email}. Your e-mail changes when you open it while signed in.`),
      );
    }
    case "phone":
      return runFormIntent(form, changePhoneSchema, (i) =>
        requestPhoneChange(ctx, userId, contractorId, i.phone).then(() => "We texted a 6-digit code to the new number."),
      );
    case "phone-code":
      return runFormIntent(form, confirmPhoneSchema, (i) => confirmPhoneChange(ctx, userId, contractorId, i.code).then(() => "Mobile number changed."));
    case "profile":
      return runFormIntent(form, businessProfileSchema, (i) => updateBusinessProfile(ctx, userId, contractorId, i).then(() => "Business profile saved."));
    default:
      throw new Response("Bad Request", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Account",
    description: "Change your password, e-mail, mobile number and business profile, and turn on two-factor sign-in.",
    path: "/pro/account",
    noindex: true,
  });

function TextField({ id, label, ...rest }: { id: string; label: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...rest} />
    </div>
  );
}

export default function Account({ loaderData: s, actionData }: Route.ComponentProps) {
  return (
    <ProPage title="Account" intro="Your sign-in, contact details and public business profile. Categories and service area are in Settings.">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card className="p-5">
          <Form method="post" className="space-y-3">
            <h2 className="text-lg font-semibold">Password</h2>
            <input type="hidden" name="intent" value="password" />
            <TextField
              id="account-current-password"
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1000}
            />
            <TextField
              id="account-new-password"
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={128}
            />
            <TextField
              id="account-confirm-password"
              label="New password again"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
            />
            <Button type="submit">Change password</Button>
            <ActionOutcome result={actionData} intent="password" />
          </Form>
        </Card>

        <Card className="p-5">
          <Form method="post" className="space-y-3">
            <h2 className="text-lg font-semibold">E-mail</h2>
            <p className="text-sm text-muted-foreground">
              You sign in with{" "}
              <strong className="wrap-anywhere" data-testid="account-email">
                {s.email}
              </strong>
              . Leads and notices go there too.
            </p>
            <input type="hidden" name="intent" value="email" />
            <TextField id="account-email-new" label="New e-mail address" name="email" type="email" autoComplete="email" required maxLength={255} />
            <Button type="submit">Send confirmation link</Button>
            <ActionOutcome result={actionData} intent="email" />
          </Form>
          <ConfirmIdentityForm outcome={actionData} intents={["email"]} />
        </Card>

        <Card className="space-y-3 p-5">
          <h2 className="text-lg font-semibold">Mobile phone</h2>
          <p className="text-sm text-muted-foreground">
            Current number: <span data-testid="account-phone">{s.phone}</span>
          </p>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="phone" />
            <TextField id="account-phone-new" label="New mobile number" name="phone" type="tel" autoComplete="tel" required maxLength={20} />
            <Button type="submit">Text me a code</Button>
            <ActionOutcome result={actionData} intent="phone" />
          </Form>
          {s.phonePending ? (
            <Form method="post" className="space-y-3 border-t pt-3">
              <input type="hidden" name="intent" value="phone-code" />
              <TextField
                id="account-phone-code"
                label={`Code sent to ${s.phonePending}`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={7}
              />
              <Button type="submit">Confirm number</Button>
            </Form>
          ) : null}
          <ActionOutcome result={actionData} intent="phone-code" />
        </Card>

        <Card className="p-5">
          <Form method="post" className="space-y-3">
            <h2 className="text-lg font-semibold">Business profile</h2>
            <input type="hidden" name="intent" value="profile" />
            <TextField id="account-business-name" label="Business name" name="businessName" required maxLength={100} defaultValue={s.businessName} />
            <TextField id="account-website" label="Website" name="website" type="text" inputMode="url" maxLength={255} defaultValue={s.website} />
            <TextField
              id="account-years"
              label="Years in business"
              name="yearsInBusiness"
              inputMode="numeric"
              required
              maxLength={3}
              defaultValue={String(s.yearsInBusiness)}
            />
            <Button type="submit">Save profile</Button>
            <ActionOutcome result={actionData} intent="profile" />
            <p className="text-sm text-muted-foreground">
              Categories and service area (ZIP codes, base ZIP and radius):{" "}
              <Link to="/pro/settings" className="font-medium text-primary underline-offset-2 hover:underline">
                Settings
              </Link>
              .
            </p>
          </Form>
        </Card>
      </div>
      <TwoFactorPanel state={s.twoFactor} outcome={actionData} />
    </ProPage>
  );
}
