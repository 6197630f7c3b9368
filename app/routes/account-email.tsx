import { data, Form, Link } from "react-router";
import type { Route } from "./+types/account-email";
import { AuthCard, FormMessage } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { confirmEmailChange } from "~/domain/accounts/change-email.server";
import { INVALID_TOKEN_MESSAGE } from "~/domain/accounts/errors";
import { readSession } from "~/web/request-session.server";
import { TOKEN_PATTERN } from "~/lib/auth/tokens.server";
import { passOnHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { readAuthForm } from "~/web/auth-form.server";
import { appContext } from "~/web/context.server";
import { runIntent } from "~/web/run-intent.server";

// The token in the path must not leak to other sites, but the page's own POST must carry its Origin: a no-referrer
// page makes browsers send "Origin: null", which the same-origin guard refuses.
const NO_REFERRER = { "Referrer-Policy": "same-origin", "Cache-Control": "private, no-store" };

export const SIGN_IN_FIRST_MESSAGE = "Please sign in to the account that asked for this address, then open the link again.";

/** Sign-in comes back to this page (login follows a redirectTo under /account/email/). */
const signInPath = (token: string) => `/login?redirectTo=${encodeURIComponent(`/account/email/${token}`)}`;

/**
 * Opening the link only shows a button: mail scanners that follow links must not use it up. The address changes only
 * in a session of the account that asked, so a stranger is asked to sign in first.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await readSession(await appContext(), request);
  return data({ signedIn: found !== null, signInPath: signInPath(params.token) }, { headers: NO_REFERRER });
}

export async function action({ request, params }: Route.ActionArgs) {
  // The page's button sends no fields; anything that is not a small browser form is refused by the one reader.
  const read = await readAuthForm(request, []);
  if (!read.ok) return data({ ok: false as const, error: read.message, intent: "email-confirm" }, { status: read.status, headers: NO_REFERRER });
  if (!TOKEN_PATTERN.test(params.token))
    return data({ ok: false as const, error: INVALID_TOKEN_MESSAGE, intent: "email-confirm" }, { status: 400, headers: NO_REFERRER });
  const ctx = await appContext();
  const found = await readSession(ctx, request);
  if (!found) return data({ ok: false as const, error: SIGN_IN_FIRST_MESSAGE, intent: "email-confirm", signIn: true }, { status: 401, headers: NO_REFERRER });
  return runIntent(
    "email-confirm",
    undefined,
    async () => `Your e-mail address is now ${(await confirmEmailChange(ctx, params.token, found.user.id)).email}. Use it to sign in.`,
    { headers: NO_REFERRER },
  );
}

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Confirm Your E-mail",
    description: "Confirm the new e-mail address of your Trusted Home Pros account.",
    path: "/account/email",
    noindex: true,
  });

const linkClass = "font-medium text-primary underline-offset-2 hover:underline";

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Confirm your new e-mail" intro="Your account will sign in with this address from now on.">
      {actionData ? (
        <div className="space-y-4">
          <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.ok ? actionData.message : actionData.error}</FormMessage>
          <Link to={!actionData.ok && "signIn" in actionData ? loaderData.signInPath : "/login"} className={linkClass}>
            {actionData.ok ? "Go to sign in" : "Sign in"}
          </Link>
        </div>
      ) : loaderData.signedIn ? (
        <Form method="post">
          <Button type="submit">Confirm e-mail address</Button>
        </Form>
      ) : (
        <div className="space-y-4">
          <p className="text-sm">{SIGN_IN_FIRST_MESSAGE}</p>
          <Link to={loaderData.signInPath} className={linkClass} data-testid="email-confirm-sign-in">
            Sign in
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
