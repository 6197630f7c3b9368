import { data, Form, Link } from "react-router";
import type { Route } from "./+types/account-email";
import { AuthCard, FormMessage } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { confirmEmailChange } from "~/domain/accounts/change-email.server";
import { INVALID_TOKEN_MESSAGE } from "~/domain/accounts/errors";
import { TOKEN_PATTERN } from "~/lib/auth/tokens.server";
import { passOnHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { readAuthForm } from "~/web/auth-form.server";
import { appContext } from "~/web/context.server";
import { runIntent } from "~/web/run-intent.server";

// The token in the path must not leak to other sites, but the page's own POST must carry its Origin: a no-referrer
// page makes browsers send "Origin: null", which the same-origin guard refuses.
const NO_REFERRER = { "Referrer-Policy": "same-origin", "Cache-Control": "private, no-store" };

/** Opening the link only shows a button: mail scanners that follow links must not use it up. */
export function loader() {
  return data({}, { headers: NO_REFERRER });
}

export async function action({ request, params }: Route.ActionArgs) {
  // The page's button sends no fields; anything that is not a small browser form is refused by the one reader.
  const read = await readAuthForm(request, []);
  if (!read.ok) return data({ ok: false as const, error: read.message, intent: "email-confirm" }, { status: read.status, headers: NO_REFERRER });
  if (!TOKEN_PATTERN.test(params.token)) return data({ ok: false as const, error: INVALID_TOKEN_MESSAGE, intent: "email-confirm" }, { status: 400, headers: NO_REFERRER });
  const ctx = await appContext();
  return runIntent("email-confirm", undefined, async () => `Your e-mail address is now ${(await confirmEmailChange(ctx, params.token)).email}. Use it to sign in.`, { headers: NO_REFERRER });
}

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Confirm Your E-mail", description: "Confirm the new e-mail address of your Trusted Home Pros account.", path: "/account/email", noindex: true });

export default function ConfirmEmail({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Confirm your new e-mail" intro="Your account will sign in with this address from now on.">
      {actionData ? (
        <div className="space-y-4">
          <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.ok ? actionData.message : actionData.error}</FormMessage>
          <Link to="/login" className="font-medium text-primary underline-offset-2 hover:underline">
            Go to sign in
          </Link>
        </div>
      ) : (
        <Form method="post">
          <Button type="submit">Confirm e-mail address</Button>
        </Form>
      )}
    </AuthCard>
  );
}
