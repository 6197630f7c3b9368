import { Form } from "react-router";
import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/content-pages/legal-page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { site } from "~/config/site";
import { privacySections, privacyUpdated } from "~/content/legal/privacy";
import { requestPrivacy } from "~/domain/privacy/request-privacy.server";
import { EMAIL_MAX } from "~/forms/fields";
import { privacyRequestSchema } from "~/forms/privacy-request";
import { seo } from "~/lib/seo";
import { appContext } from "~/web/context.server";
import { runFormIntent } from "~/web/run-intent.server";

/** POST /privacy: a deletion or "do not sell" request, carried out once the e-mailed link is confirmed. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await appContext(context);
  return runFormIntent(request, privacyRequestSchema, (input) => requestPrivacy(ctx, input), { intent: "privacy-request", hidden: [] });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses, shares and protects your personal information, how long we keep it, and how to access or delete your data.`,
    path: "/privacy",
  });

export default function Privacy({ actionData }: Route.ComponentProps) {
  const error = actionData && !actionData.ok ? actionData.error : undefined;
  return (
    <LegalPage
      title="Privacy Policy"
      subtitle="What information we collect when you request quotes or join our contractor network, why we collect it and the choices you have."
      updated={privacyUpdated}
      sections={privacySections}
    >
      <Card className="mb-10 p-6" id="privacy-request">
        <h2 className="text-xl font-bold tracking-tight">Delete my data, or do not sell or share it</h2>
        {actionData?.ok ? (
          <p role="status" className="mt-3" data-testid="privacy-request-sent">
            {actionData.message}
          </p>
        ) : (
          <Form method="post" className="mt-4 flex flex-col gap-4" action="/privacy#privacy-request">
            {error ? (
              <p role="alert" id="privacy-request-error" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">What should we do?</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="kind" value="delete" required /> Delete the personal data you hold about me
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="kind" value="do-not-sell" /> Do not sell or share my personal information
              </label>
            </fieldset>
            <div className="flex flex-col gap-2">
              <Label htmlFor="privacy-email">E-mail address you used with us</Label>
              <Input
                id="privacy-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={EMAIL_MAX}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "privacy-request-error" : undefined}
              />
            </div>
            <Button type="submit" className="self-start">
              Send my request
            </Button>
            <p className="text-sm text-muted-foreground">We e-mail you a link to confirm that the address is yours. Nothing changes until you open it.</p>
          </Form>
        )}
      </Card>
    </LegalPage>
  );
}
