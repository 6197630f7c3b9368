import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/alerts-unsubscribe";
import { AuthCard, FormMessage } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { isAlertUnsubscribeToken, unsubscribeAlertEmails } from "~/domain/alerts/unsubscribe-alerts.server";
import { readAuthForm } from "~/web/auth-form.server";
import { appContext } from "~/web/context.server";
import { httpErrorOf } from "~/web/http-error.server";
import { passOnHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";

/**
 * One-click unsubscribe from new-lead alert e-mails (RFC 8058). A mail client
 * POSTs `List-Unsubscribe=One-Click` here with no session and no CSRF token
 * (the same-origin guard lets exactly this path through): the link's token is
 * the credential. Opening the link changes nothing (mail scanners open
 * links); the page's button posts the same request.
 */
export const headers = passOnHeaders;

const tokenPageHeaders = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

export async function loader({ params }: Route.LoaderArgs) {
  const valid = await isAlertUnsubscribeToken(await appContext(), params.token);
  return data({ valid }, { headers: tokenPageHeaders });
}

export async function action({ request, params }: Route.ActionArgs) {
  // The RFC's body is one field; the page's button sends none. Anything else a small form reader refuses.
  const read = await readAuthForm(request, ["List-Unsubscribe"]);
  if (!read.ok) return data({ ok: false as const, error: read.message }, { status: read.status, headers: tokenPageHeaders });
  try {
    await unsubscribeAlertEmails(await appContext(), params.token);
    return data({ ok: true as const }, { headers: tokenPageHeaders });
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    return data({ ok: false as const, error: known.message }, { status: known.status, headers: tokenPageHeaders });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Unsubscribe From Lead Alerts",
    description: "Stop new-lead alert e-mails from Trusted Home Pros.",
    path: "/alerts/unsubscribe",
    noindex: true,
  });

const linkClass = "font-medium text-primary underline-offset-2 hover:underline";

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  if (actionData?.ok) {
    return (
      <AuthCard title="Unsubscribed">
        <FormMessage tone="success">You will get no more new-lead alert e-mails.</FormMessage>
        <p className="mt-4 text-sm text-muted-foreground">
          Leads you buy are still delivered. To turn alerts back on, open{" "}
          <Link to="/pro/settings" className={linkClass}>
            your settings
          </Link>
          .
        </p>
      </AuthCard>
    );
  }
  if (!loaderData.valid) {
    return (
      <AuthCard title="Unsubscribe from lead alerts">
        <FormMessage tone="error">This link is invalid. You can turn alerts off in your settings.</FormMessage>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Unsubscribe from lead alerts"
      intro="Stop the e-mails that tell you about new leads on sale in your area. Leads you buy are still delivered."
    >
      <Form method="post" className="space-y-5">
        {actionData && !actionData.ok ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
        <Button type="submit" disabled={pending}>
          {pending ? "Unsubscribing..." : "Stop alert e-mails"}
        </Button>
      </Form>
    </AuthCard>
  );
}
