import { Link, redirect } from "react-router";
import type { Route } from "./+types/account-two-factor";
import { AuthCard } from "~/components/auth/auth-card";
import { TwoFactorPanel } from "~/components/auth/two-factor-panel";
import { readSession } from "~/web/request-session.server";
import { twoFactorState } from "~/domain/accounts/two-factor.server";
import { seo } from "~/lib/seo";
import { appContext } from "~/web/context.server";
import { postedForm } from "~/web/posted-form.server";
import { field } from "~/web/run-intent.server";
import { runTwoFactorIntent, TWO_FACTOR_INTENTS } from "~/web/two-factor-intents.server";

const homeOf = (role: string) => (role === "admin" ? "/admin" : "/pro/account");

/** The signed-in user of this page, any role (admins land here when two-factor sign-in is required and missing). */
async function signedIn(request: Request) {
  const ctx = await appContext();
  const found = await readSession(ctx, request);
  if (!found) throw redirect(`/login?redirectTo=${encodeURIComponent("/account/two-factor")}`);
  return { ctx, user: found.user, sessionId: found.sessionId };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, user } = await signedIn(request);
  return { state: await twoFactorState(ctx, user.id), home: homeOf(user.role) };
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, user, sessionId } = await signedIn(request);
  const form = await postedForm(request);
  const intent = field(form, "intent");
  if (!(TWO_FACTOR_INTENTS as readonly string[]).includes(intent)) throw new Response("Bad Request", { status: 400 });
  return runTwoFactorIntent(ctx, { userId: user.id, sessionId }, intent, form);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Two-factor Sign-in",
    description: "Set up two-factor sign-in with an authenticator app for your Trusted Home Pros account.",
    path: "/account/two-factor",
    noindex: true,
  });

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Two-factor sign-in" intro="Sign-in asks for a code from an authenticator app after your password.">
      <TwoFactorPanel state={loaderData.state} outcome={actionData} />
      {loaderData.state.enabled ? (
        <Link to={loaderData.home} className="mt-4 inline-block font-medium text-primary underline-offset-2 hover:underline">
          Continue
        </Link>
      ) : null}
    </AuthCard>
  );
}
