import { Form, Link, useNavigation } from "react-router";
import { AuthCard, Field, FormMessage } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

const linkClass = "font-medium text-primary underline-offset-2 hover:underline";

/** The invitation and reset pages: choose a password (12+ characters, not a common one), or a notice when the link is dead. */
export function SetPasswordPage({
  title,
  intro,
  valid,
  error,
  submitLabel,
}: {
  title: string;
  intro: string;
  valid: boolean;
  error?: string;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  if (!valid) {
    return (
      <AuthCard title={title}>
        <FormMessage tone="error">This link is invalid or has expired. Please ask for a new one.</FormMessage>
        <p className="mt-4 text-sm text-muted-foreground">
          You can{" "}
          <Link to="/forgot-password" className={linkClass}>
            ask for a new password link
          </Link>{" "}
          or{" "}
          <Link to="/login" className={linkClass}>
            sign in
          </Link>
          .
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={intro}>
      <Form method="post" className="space-y-5">
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Field
          id="new-password"
          label="New password"
          hint="At least 12 characters. A long phrase you can remember works well; very common passwords are refused."
        >
          <Input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={128}
            aria-describedby="new-password-hint"
          />
        </Field>
        <Field id="confirm-password" label="Repeat the password">
          <Input id="confirm-password" name="confirm" type="password" autoComplete="new-password" required minLength={12} maxLength={128} />
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </Form>
    </AuthCard>
  );
}
