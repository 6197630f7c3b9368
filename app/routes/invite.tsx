import type { Route } from "./+types/invite";
import { SetPasswordPage } from "~/components/auth/set-password";
import { setPasswordAction, tokenPageLoader } from "~/web/set-password.server";
import { acceptInvitation } from "~/domain/accounts/invitations.server";
import { seo } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";
import { hydrated } from "~/browser";

/** Live validation and client-side behaviour: this page needs React in the browser. */
export const handle = hydrated;

export const loader = ({ params }: Route.LoaderArgs) => tokenPageLoader(params.token, "invitation");

export const action = ({ request, params }: Route.ActionArgs) => setPasswordAction(request, params.token, acceptInvitation);

// Retry-After, Cache-Control and Referrer-Policy from the loader and action reach the response.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Set Your Password",
    description:
      "Welcome to Trusted Home Pros. Choose the password for your approved contractor account to open your dashboard and start buying exclusive leads.",
    path: "/invite",
    noindex: true,
  });

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetPasswordPage
      title="Set your password"
      intro="Your application was approved. Choose a password to open your contractor dashboard."
      valid={loaderData.valid}
      error={actionData?.error}
      submitLabel="Set password and sign in"
    />
  );
}
