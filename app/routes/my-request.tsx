import { Form } from "react-router";
import type { Route } from "./+types/my-request";
import { PageHero } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { sendMyRequestLinks } from "~/domain/homeowners/send-my-request-links.server";
import { findMyRequestSchema } from "~/forms/find-my-request";
import { EMAIL_MAX } from "~/forms/fields";
import { seo } from "~/lib/seo";
import { appContext } from "~/web/context.server";
import { runFormIntent } from "~/web/run-intent.server";

/** POST /my-request: e-mail a fresh private link to each request of that address (no account; the same answer either way). */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await appContext(context);
  return runFormIntent(request, findMyRequestSchema, (input) => sendMyRequestLinks(ctx, input), { intent: "find-my-request" });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Find My Quote Request",
    description:
      "Lost the link to your quote request? Enter the e-mail address you used and we will e-mail you a private link to follow each of your requests and see which pros took them.",
    path: "/my-request",
  });

/** A content page: a plain HTML form that works without JavaScript (no `handle.hydrate`). */
export default function MyRequestFinder({ actionData }: Route.ComponentProps) {
  const error = actionData && !actionData.ok ? actionData.error : undefined;
  return (
    <>
      <PageHero
        eyebrow="For Homeowners"
        title="Find My Quote Request"
        subtitle={<p>Follow your request and see which pros took it. No account and no password: we e-mail you a private link.</p>}
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <Card className="p-6 sm:p-8">
          {actionData?.ok ? (
            <p role="status" className="text-lg" data-testid="my-request-sent">
              {actionData.message}
            </p>
          ) : (
            <Form method="post" className="flex flex-col gap-4">
              {error ? (
                <p role="alert" id="my-request-error" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : null}
              <div className="flex flex-col gap-2">
                <Label htmlFor="my-request-email">Email used for your quote request</Label>
                <Input
                  id="my-request-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={EMAIL_MAX}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "my-request-error" : undefined}
                />
              </div>
              <Button type="submit" className="self-start">
                E-mail me my links
              </Button>
              <p className="text-sm text-muted-foreground">
                Each link opens one request: what you asked for, whether pros have taken it, and each pro's name, phone number and verified licence and
                insurance. Links work for 90 days, and links you already have keep working.
              </p>
            </Form>
          )}
        </Card>
      </div>
    </>
  );
}
