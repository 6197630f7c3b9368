import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { appContext } from "~/web/context.server";
import { signOut } from "~/domain/accounts/sessions.server";

/** POST only: ends the session and clears the cookie. A GET (link prefetch, crawler) changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  const setCookie = await signOut(await appContext(), request.headers.get("cookie"));
  throw redirect("/login", { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  throw redirect("/login");
}
