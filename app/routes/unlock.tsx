import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/unlock";
import { readAuthForm } from "~/web/auth-form.server";
import { AuthCard, FormMessage } from "~/components/auth/auth-card";
import { tokenPageLoader } from "~/web/set-password.server";
import { appContext } from "~/web/context.server";
import { httpErrorOf } from "~/web/http-error.server";
import { Button } from "~/components/ui/button";
import { confirmDevice } from "~/domain/accounts/confirm-device.server";
import { deviceCookie, readDeviceToken } from "~/web/device-cookie.server";
import { passOnHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { hydrated } from "~/browser";

/** Live validation and client-side behaviour: this page needs React in the browser. */
export const handle = hydrated;

const linkClass = "font-medium text-primary underline-offset-2 hover:underline";

// Opening the link changes nothing (mail scanners open links); the button below posts the confirmation.
// The token page sends no-referrer and no-store (tokenPageLoader): they must reach the response.
export const headers = passOnHeaders;

export const loader = ({ params }: Route.LoaderArgs) => tokenPageLoader(params.token, "unlock");

export async function action({ request, params }: Route.ActionArgs) {
  const read = await readAuthForm(request, []);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  try {
    const ctx = await appContext();
    const { device } = await confirmDevice(ctx, params.token, readDeviceToken(request.headers.get("cookie")));
    throw redirect("/login?unlocked=1", { headers: { "Set-Cookie": deviceCookie(device, { publicUrl: ctx.env.PUBLIC_URL }) } });
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    return data({ error: known.message }, { status: known.status });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Confirm This Browser",
    description: "Confirm the browser you use to sign in to your Trusted Home Pros account after unusual sign-in attempts.",
    path: "/unlock",
    noindex: true,
  });

export default function Unlock({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  if (!loaderData.valid) {
    return (
      <AuthCard title="Confirm this browser">
        <FormMessage tone="error">This link is invalid or has expired.</FormMessage>
        <p className="mt-4 text-sm text-muted-foreground">
          You can still{" "}
          <Link to="/forgot-password" className={linkClass}>
            reset your password
          </Link>
          , which lets you sign in from any browser again.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm this browser"
      intro="After unusual sign-in attempts, signing in from a new browser needs your confirmation. Confirm that this browser is yours, then sign in with your password as usual."
    >
      <Form method="post" className="space-y-5">
        {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
        <Button type="submit" disabled={pending}>
          {pending ? "Confirming..." : "Confirm this browser"}
        </Button>
      </Form>
    </AuthCard>
  );
}
