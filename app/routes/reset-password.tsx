import type { Route } from "./+types/reset-password";
import { SetPasswordPage } from "~/components/auth/set-password";
import { setPasswordAction, tokenPageLoader } from "~/web/set-password.server";
import { resetPassword } from "~/domain/accounts/password-reset.server";
import { seo } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";
import { hydrated } from "~/browser";

/** Live validation and client-side behaviour: this page needs React in the browser. */
export const handle = hydrated;

export const loader = ({ params }: Route.LoaderArgs) => tokenPageLoader(params.token, "password-reset");

export const action = ({ request, params }: Route.ActionArgs) => setPasswordAction(request, params.token, resetPassword);

// Retry-After, Cache-Control and Referrer-Policy from the loader and action reach the response.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Choose a New Password",
    description: "Choose a new password for your Trusted Home Pros account. The reset link works once; every other session ends when the password changes.",
    path: "/reset-password",
    noindex: true,
  });

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetPasswordPage
      title="Choose a new password"
      intro="Enter a new password for your account. You will be signed in right away, and signed out everywhere else."
      valid={loaderData.valid}
      error={actionData?.error}
      submitLabel="Save new password"
    />
  );
}
