import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard, Field, FormMessage } from "~/components/auth/auth-card";
import { readAuthForm } from "~/web/auth-form.server";
import { appContext } from "~/web/context.server";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { requestPasswordReset } from "~/domain/accounts/password-reset.server";
import { forgotPasswordSchema } from "~/forms/login";
import { seo } from "~/lib/seo";
import { hydrated } from "~/browser";

/** Live validation and client-side behaviour: this page needs React in the browser. */
export const handle = hydrated;

export async function action({ request }: Route.ActionArgs) {
  const read = await readAuthForm(request, ["email"]);
  if (!read.ok) return data({ ok: false as const, error: read.message }, { status: read.status });
  const parsed = forgotPasswordSchema.safeParse({ email: read.values.email ?? "" });
  if (!parsed.success) return data({ ok: false as const, error: parsed.error.issues[0]?.message ?? "Please enter your email address." }, { status: 400 });
  const { message } = await requestPasswordReset(await appContext(), parsed.data.email);
  return { ok: true as const, message };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Forgot Password",
    description: "Forgot the password of your Trusted Home Pros contractor account? Enter your e-mail address and we will send you a link to choose a new one.",
    path: "/forgot-password",
    noindex: true,
  });

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password. The link works for one hour."
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-2 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {actionData?.ok ? (
        <FormMessage tone="success">{actionData.message}</FormMessage>
      ) : (
        <Form method="post" className="space-y-5">
          {actionData && !actionData.ok ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
          <Field id="forgot-email" label="Email">
            <Input id="forgot-email" name="email" type="email" autoComplete="email" required maxLength={255} />
          </Field>
          <Button type="submit" disabled={pending}>
            {pending ? "Sending..." : "Send reset link"}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
