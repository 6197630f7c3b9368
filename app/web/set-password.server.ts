import { data, redirect } from "react-router";
import type { IssuedToken } from "~/domain/accounts/issued-token";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { readAuthForm } from "./auth-form.server";
import { appContext } from "./context.server";
import { isTokenValid } from "~/domain/accounts/one-time-tokens.server";
import { newPasswordSchema } from "~/forms/login";
import { sessionCookie } from "./session-cookie.server";

type Purpose = "invitation" | "password-reset" | "unlock";

export async function tokenPageLoader(token: string, purpose: Purpose) {
  const ctx = await appContext();
  const valid = await isTokenValid(ctx.db, token, purpose, new Date());
  return data({ valid }, { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
}

/** Sets the password with the link's token; on success the user is signed in and /login forwards them to their dashboard. */
export async function setPasswordAction(
  request: Request,
  token: string,
  set: (ctx: DomainContext, token: string, password: string) => Promise<{ session: IssuedToken }>,
) {
  const read = await readAuthForm(request, ["password", "confirm"]);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  const parsed = newPasswordSchema.safeParse({ password: read.values.password ?? "", confirm: read.values.confirm ?? "" });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Please check the form." }, { status: 400 });
  try {
    const ctx = await appContext();
    const { session } = await set(ctx, token, parsed.data.password);
    throw redirect("/login", { headers: { "Set-Cookie": sessionCookie(session, { publicUrl: ctx.env.PUBLIC_URL }) } });
  } catch (error) {
    if (error instanceof Error && "status" in error && error.status === 400) return data({ error: error.message }, { status: 400 });
    throw error;
  }
}
