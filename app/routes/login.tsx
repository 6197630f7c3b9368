import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard, Field, FormMessage } from "~/components/auth/auth-card";
import { readAuthForm } from "~/web/auth-form.server";
import { appContext } from "~/web/context.server";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { INVALID_CREDENTIALS_MESSAGE } from "~/domain/accounts/errors";
import { landingOf, safeRedirectTo } from "~/web/require-role.server";
import { signIn } from "~/domain/accounts/sign-in.server";
import { loginSchema } from "~/forms/login";
import { readDeviceToken } from "~/web/device-cookie.server";
import { challengeCookie } from "~/web/challenge-cookie.server";
import { readSession } from "~/web/request-session.server";
import { signedInCookies } from "~/web/sign-in-cookies.server";
import { requestInfo } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";
import { hydrated } from "~/browser";

/** Live validation and client-side behaviour: this page needs React in the browser. */
export const handle = hydrated;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  const found = await readSession(await appContext(), request);
  if (found) {
    throw redirect(landingOf(found.user.role, redirectTo));
  }
  return { redirectTo: safeRedirectTo(redirectTo, ""), reset: url.searchParams.get("reset") === "1", unlocked: url.searchParams.get("unlocked") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthForm(request, ["email", "password", "redirectTo"]);
  if (!read.ok) return data({ error: read.message, email: "" }, { status: read.status });
  const form = read.values;
  const parsed = loginSchema.safeParse({ email: form.email ?? "", password: form.password ?? "" });
  const email = (form.email ?? "").slice(0, 255);
  if (!parsed.success) return data({ error: INVALID_CREDENTIALS_MESSAGE, email }, { status: 400 });
  const deviceToken = readDeviceToken(request.headers.get("cookie"));
  const ctx = await appContext();
  const result = await signIn(ctx, { ...parsed.data, ip: requestInfo(context)?.ip, deviceToken });
  if ("secondFactor" in result) {
    // The password was right; the code comes next, on its own page (the form works without JavaScript).
    const next = form.redirectTo ? `/login/code?redirectTo=${encodeURIComponent(safeRedirectTo(form.redirectTo, ""))}` : "/login/code";
    throw redirect(next, { headers: { "Set-Cookie": challengeCookie(result.challenge, { publicUrl: ctx.env.PUBLIC_URL }) } });
  }
  if (!result.ok) {
    const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    return data({ error: result.error, email }, { status: result.status, headers });
  }
  const headers = new Headers();
  for (const setCookie of signedInCookies(result, { publicUrl: ctx.env.PUBLIC_URL })) headers.append("Set-Cookie", setCookie);
  throw redirect(landingOf(result.user.role, form.redirectTo), { headers });
}

// Retry-After, Cache-Control and Referrer-Policy from the loader and action reach the response.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Sign In",
    description: "Sign in to your Trusted Home Pros account to buy exclusive leads, follow up with homeowners, manage your balance and set your service area.",
    path: "/login",
    noindex: true,
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/login") === true;
  const error = actionData?.error;
  return (
    <AuthCard
      title="Sign in"
      intro="Contractors and staff sign in here. New contractors get their login from the invitation e-mail sent when the application is approved."
      footer={
        <>
          Not a member yet?{" "}
          <Link to="/join-network" className="font-medium text-primary underline-offset-2 hover:underline">
            Join our contractor network
          </Link>
        </>
      }
    >
      <Form method="post" className="space-y-5" aria-describedby={error ? "login-error" : undefined}>
        {loaderData.reset ? <FormMessage tone="success">Your password was changed. Please sign in with the new one.</FormMessage> : null}
        {loaderData.unlocked ? <FormMessage tone="success">This browser is confirmed for your account. Please sign in.</FormMessage> : null}
        {error ? (
          <FormMessage tone="error" id="login-error">
            {error}
          </FormMessage>
        ) : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field id="login-email" label="Email">
          <Input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={255}
            defaultValue={actionData?.email ?? ""}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <Field id="login-password" label="Password">
          <Input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1000}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <div className="flex items-center justify-between gap-4">
          <Button type="submit" disabled={pending} className="min-w-28">
            {pending ? "Signing in..." : "Sign in"}
          </Button>
          <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
            Forgot your password?
          </Link>
        </div>
      </Form>
    </AuthCard>
  );
}
