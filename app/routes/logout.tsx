import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { readAuthForm } from "~/web/auth-form.server";
import { appContext } from "~/web/context.server";
import { signOut } from "~/domain/accounts/sessions.server";
import { clearedSessionCookie, readSessionToken } from "~/web/session-cookie.server";

/** POST only: ends the session and clears the cookie. A GET (link prefetch, crawler) changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  // The sign-out form has no fields, but its post is read like every other form: no 500 for odd bodies.
  const read = await readAuthForm(request, []);
  if (!read.ok) throw data(read.message, { status: read.status });
  const ctx = await appContext();
  await signOut(ctx, readSessionToken(request.headers.get("cookie")));
  const setCookie = clearedSessionCookie({ publicUrl: ctx.env.PUBLIC_URL });
  // The browser drops what it kept of the account: the HTTP cache and the contractor app's service worker with its
  // copies of dashboard pages (Cache Storage goes with "storage"). Alerts to this device end with it.
  throw redirect("/login", { headers: { "Set-Cookie": setCookie, "Clear-Site-Data": '"cache", "storage"' } });
}

export function loader() {
  throw redirect("/login");
}
