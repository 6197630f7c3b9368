import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/login-code";
import { AuthCard, Field, FormMessage } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { answerChallenge } from "~/domain/accounts/sign-in-challenge.server";
import { signInCodeSchema } from "~/forms/account";
import { clearedChallengeCookie, readChallengeToken } from "~/web/challenge-cookie.server";
import { readDeviceToken } from "~/web/device-cookie.server";
import { signedInCookies } from "~/web/sign-in-cookies.server";
import { requestInfo } from "~/lib/request-context.server";
import { passOnHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { readAuthForm } from "~/web/auth-form.server";
import { appContext } from "~/web/context.server";
import { landingOf, safeRedirectTo } from "~/web/require-role.server";

export function loader({ request }: Route.LoaderArgs) {
  // Without a half-done sign-in there is nothing to answer here.
  if (!readChallengeToken(request.headers.get("cookie"))) throw redirect("/login");
  return { redirectTo: safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"), "") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthForm(request, ["code", "redirectTo"]);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  const parsed = signInCodeSchema.safeParse({ code: read.values.code ?? "" });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Please enter the code." }, { status: 400 });
  const ctx = await appContext();
  const cookie = request.headers.get("cookie");
  const result = await answerChallenge(ctx, {
    challengeToken: readChallengeToken(cookie),
    code: parsed.data.code,
    ip: requestInfo(context)?.ip,
    deviceToken: readDeviceToken(cookie),
  });
  if (result.ok) {
    const headers = new Headers();
    for (const setCookie of signedInCookies(result, { publicUrl: ctx.env.PUBLIC_URL })) headers.append("Set-Cookie", setCookie);
    headers.append("Set-Cookie", clearedChallengeCookie({ publicUrl: ctx.env.PUBLIC_URL }));
    throw redirect(landingOf(result.user.role, read.values.redirectTo), { headers });
  }
  if ("secondFactor" in result) throw redirect("/login");
  if (result.restart) throw redirect("/login", { headers: { "Set-Cookie": clearedChallengeCookie({ publicUrl: ctx.env.PUBLIC_URL }) } });
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data({ error: result.error }, { status: result.status, headers });
}

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Sign-in Code",
    description: "Enter the code from your authenticator app to finish signing in to Trusted Home Pros.",
    path: "/login/code",
    noindex: true,
  });

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  return (
    <AuthCard
      title="Enter your code"
      intro="Open your authenticator app and type the 6-digit code for Trusted Home Pros. Lost your phone? Use one of your recovery codes."
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-2 hover:underline">
          Start again
        </Link>
      }
    >
      <Form method="post" className="space-y-5">
        {error ? (
          <FormMessage tone="error" id="code-error">
            {error}
          </FormMessage>
        ) : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field id="login-code" label="Code">
          <Input
            id="login-code"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            required
            maxLength={32}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "code-error" : undefined}
          />
        </Field>
        <Button type="submit" className="min-w-28">
          Verify
        </Button>
      </Form>
    </AuthCard>
  );
}
