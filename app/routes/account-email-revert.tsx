import { data, Form, Link } from "react-router";
import type { Route } from "./+types/account-email-revert";
import { AuthCard, FormMessage } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { INVALID_TOKEN_MESSAGE } from "~/domain/accounts/errors";
import { revertEmailChange } from "~/domain/accounts/revert-email-change.server";
import { clearedSessionCookie } from "~/web/session-cookie.server";
import { TOKEN_PATTERN } from "~/lib/auth/tokens.server";
import { passOnHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { readAuthForm } from "~/web/auth-form.server";
import { appContext } from "~/web/context.server";
import { runIntent } from "~/web/run-intent.server";

// As on the confirmation page: the token must not leak through the Referer, the page's own POST keeps its Origin.
const NO_REFERRER = { "Referrer-Policy": "same-origin", "Cache-Control": "private, no-store" };

/** The link in the notice to the old address. Opening it changes nothing (mail scanners follow links): the button does. */
export function loader() {
  return data({}, { headers: NO_REFERRER });
}

export async function action({ request, params }: Route.ActionArgs) {
  const read = await readAuthForm(request, []);
  if (!read.ok) return data({ ok: false as const, error: read.message, intent: "email-revert" }, { status: read.status, headers: NO_REFERRER });
  if (!TOKEN_PATTERN.test(params.token))
    return data({ ok: false as const, error: INVALID_TOKEN_MESSAGE, intent: "email-revert" }, { status: 400, headers: NO_REFERRER });
  const ctx = await appContext();
  let reverted = false;
  const result = await runIntent(
    "email-revert",
    undefined,
    async () => {
      const { email } = await revertEmailChange(ctx, params.token);
      reverted = true;
      return `Your account keeps the e-mail address ${email}, and every session of it was signed out. If someone else may know your password, reset it now.`;
    },
    { headers: NO_REFERRER },
  );
  if (!reverted) return result;
  // Every session of the account ended, this browser's too: its cookie goes with it.
  return data(result.data, { headers: { ...NO_REFERRER, "Set-Cookie": clearedSessionCookie({ publicUrl: ctx.env.PUBLIC_URL }) } });
}

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Undo an E-mail Change",
    description: "Keep the e-mail address of your Trusted Home Pros account and sign out every session.",
    path: "/account/email/revert",
    noindex: true,
  });

const linkClass = "font-medium text-primary underline-offset-2 hover:underline";

export default function RevertEmail({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Undo the e-mail change" intro="Your account keeps this e-mail address, and everyone signed in to it, you included, is signed out.">
      {actionData ? (
        <div className="space-y-4">
          <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.ok ? actionData.message : actionData.error}</FormMessage>
          {actionData.ok ? (
            <Link to="/forgot-password" className={linkClass}>
              Reset your password
            </Link>
          ) : null}
        </div>
      ) : (
        <Form method="post">
          <Button type="submit">Keep my e-mail and sign everyone out</Button>
        </Form>
      )}
    </AuthCard>
  );
}
