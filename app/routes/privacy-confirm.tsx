import { data, Form, Link } from "react-router";
import type { Route } from "./+types/privacy-confirm";
import { PageHero } from "~/components/page-hero";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { confirmPrivacyRequest, openPrivacyRequest } from "~/domain/privacy/confirm-privacy-request.server";
import { PRIVACY_LINK_INVALID } from "~/forms/privacy-request";
import { passOnHeaders, PRIVATE_TOKEN_PAGE_HEADERS } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { appContext } from "~/web/context.server";
import { withActionStatus } from "~/web/action-status.server";
import { runIntent } from "~/web/run-intent.server";

/** The token is in the URL. */
const PRIVATE_HEADERS = PRIVATE_TOKEN_PAGE_HEADERS;

/** GET only shows the request (mail scanners open links); the button's POST carries it out. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await openPrivacyRequest((await appContext()).db, params.token, new Date());
  return data({ kind: found?.kind ?? null }, { status: found ? 200 : 404, headers: PRIVATE_HEADERS });
}

export async function action({ params, context }: Route.ActionArgs) {
  const ctx = await appContext(context);
  // Once carried out, the loader answers 404 (the link is spent): the page takes the action's status.
  return withActionStatus(await runIntent("confirm-privacy-request", undefined, () => confirmPrivacyRequest(ctx, params.token), { headers: PRIVATE_HEADERS }));
}

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Confirm Your Privacy Request", description: "Confirm your privacy request.", path: "/privacy", noindex: true });

const what = {
  delete: "delete the personal data we hold for your e-mail address",
  "do-not-sell": "stop selling or sharing your personal information",
} as const;

export default function PrivacyConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Privacy" title="Confirm Your Privacy Request" />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <Card className="flex flex-col items-start gap-4 p-6 sm:p-8">
          {actionData?.ok ? (
            <p role="status" className="text-lg" data-testid="privacy-done">
              {actionData.message}
            </p>
          ) : actionData && !actionData.ok ? (
            <p role="alert" className="text-lg" data-testid="privacy-link-invalid">
              {actionData.error}
            </p>
          ) : loaderData.kind ? (
            <Form method="post" className="flex flex-col items-start gap-4">
              <p className="text-lg">You asked us to {what[loaderData.kind]}. This cannot be undone.</p>
              <Button type="submit">Confirm</Button>
            </Form>
          ) : (
            <>
              <p className="text-lg" data-testid="privacy-link-invalid">
                {PRIVACY_LINK_INVALID}
              </p>
              <Link to="/privacy#privacy-request" className={buttonVariants()}>
                Privacy requests
              </Link>
            </>
          )}
        </Card>
      </div>
    </>
  );
}
