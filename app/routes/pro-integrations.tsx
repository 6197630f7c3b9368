import { Link } from "react-router";
import { postedForm } from "~/web/posted-form.server";
import type { Route } from "./+types/pro-integrations";
import { ApiKeysSection } from "~/components/pro/integrations/api-keys-section";
import { ApiReferenceSection } from "~/components/pro/integrations/api-reference-section";
import type { IntegrationsActionData } from "~/components/pro/integrations/action-data";
import { WebhookSection } from "~/components/pro/integrations/webhook-section";
import { defineIntent, dispatchIntent, field } from "~/web/run-intent.server";
import type { DataWithResponseInit } from "~/lib/react-router-private";
import { intentOnly } from "~/forms/intent-only";
import { ProPage } from "~/components/pro/pro-ui";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { requireContractor } from "~/web/require-contractor.server";
import { createApiKey } from "~/domain/integrations/create-api-key.server";
import { revokeApiKey } from "~/domain/integrations/revoke-api-key.server";
import { clearWebhookUrl } from "~/domain/integrations/clear-webhook-url.server";
import { exampleWebhookPayload } from "~/domain/integrations/example-webhook-payload";
import { getIntegrationSettings } from "~/domain/integrations/get-integration-settings.server";
import { PLAN_REQUIRED_MESSAGE, SUSPENDED_MESSAGE } from "~/domain/integrations/integration-error";
import { revealWebhookSecret } from "~/domain/integrations/reveal-webhook-secret.server";
import { rotateWebhookSecret } from "~/domain/integrations/rotate-webhook-secret.server";
import { setWebhookUrl } from "~/domain/integrations/set-webhook-url.server";
import { apiKeyRevokeSchema } from "~/forms/api-key-revoke";
import { apiKeySchema } from "~/forms/api-key";
import { webhookSettingsSchema } from "~/forms/webhook-settings";
import { requireFreshIdentity } from "~/web/require-fresh-identity.server";
import { seo } from "~/lib/seo";
import { DomainError } from "~/domain/shared/errors";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const settings = await getIntegrationSettings(ctx, contractorId);
  return { ...settings, origin: ctx.env.PUBLIC_URL, examplePayload: exampleWebhookPayload(ctx.env.PUBLIC_URL) };
}

/**
 * Each intent is a schema and one domain function; a known refusal is a 4xx answer with its message next to the
 * field it concerns. A new key and a new webhook URL both hand out leads: "Confirm it's you" first, once the
 * form itself is right (for the URL the lenient check: the address policy is the domain's, after the confirmation).
 */
export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId, userId, sessionId } = await requireContractor(request);
  const form = await postedForm(request);
  const who = { contractorId, actorUserId: userId };
  const confirmed = (name: string) => () => requireFreshIdentity(ctx, { userId, sessionId }, form, name);
  const result = await dispatchIntent(
    form,
    {
      "create-key": defineIntent({
        schema: apiKeySchema,
        gate: confirmed("create-key"),
        run: async ({ label }) => {
          const created = await createApiKey(ctx, { ...who, label });
          return { message: "API key created.", createdKey: { label: created.label, prefix: created.prefix, key: created.key } };
        },
      }),
      "revoke-key": defineIntent({
        schema: apiKeyRevokeSchema,
        hidden: ["intent", "keyId"],
        notFound: "This API key",
        id: field(form, "keyId"),
        run: async ({ keyId }) => {
          const revoked = await revokeApiKey(ctx, { ...who, keyId });
          return revoked.alreadyRevoked ? `The key "${revoked.label}" was already revoked.` : `The key "${revoked.label}" was revoked. It no longer works.`;
        },
      }),
      "save-webhook": defineIntent({
        schema: webhookSettingsSchema({ allowLocalHttp: true }),
        gate: confirmed("save-webhook"),
        run: async ({ webhookUrl }) => {
          const saved = await setWebhookUrl(ctx, { ...who, url: webhookUrl });
          return saved.secretCreated ? "Webhook URL saved. Reveal your signing secret below to verify deliveries." : "Webhook URL saved.";
        },
      }),
      "clear-webhook": defineIntent({
        schema: intentOnly,
        run: async () => {
          await clearWebhookUrl(ctx, who);
          return "Webhook URL removed. Leads are no longer sent to it.";
        },
      }),
      "reveal-secret": defineIntent({
        schema: intentOnly,
        run: async () => {
          const secret = await revealWebhookSecret(ctx, contractorId);
          if (!secret) throw new DomainError("invalid_input", "Save a webhook URL first: its signing secret is made then.");
          return { message: "", secret };
        },
      }),
      "rotate-secret": defineIntent({
        schema: intentOnly,
        run: async () => ({ secret: await rotateWebhookSecret(ctx, who), message: "New secret created. The old one no longer verifies." }),
      }),
    },
    { placeRefusals: true, echo: ["label", "webhookUrl"] },
  );
  return result as DataWithResponseInit<IntegrationsActionData>;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "API & Webhooks",
    description:
      "Enterprise integrations: create REST API keys to list, buy, update and return leads from your own software, and receive every lead you buy as a signed webhook.",
    path: "/pro/integrations",
    noindex: true,
  });

export default function Integrations({ loaderData, actionData }: Route.ComponentProps) {
  const s = loaderData;
  const allowed = s.blockedBy === null;
  const hasActiveKeys = s.keys.some((k) => !k.revokedAt);
  return (
    <ProPage title="API & webhooks" intro="Connect your own systems: buy leads through our REST API and receive every lead you buy as a signed webhook.">
      {allowed ? null : (
        <Card className="space-y-3 p-5" data-testid="integrations-upgrade">
          <h2 className="text-lg font-semibold">{s.blockedBy === "account_suspended" ? "Your account is suspended" : "Available on the Enterprise plan"}</h2>
          <p className="text-sm text-muted-foreground">
            {s.blockedBy === "account_suspended"
              ? SUSPENDED_MESSAGE
              : `${PLAN_REQUIRED_MESSAGE} Enterprise: custom price, minimum 500 leads/month, 30% discount, exclusive territory, API access.`}
          </p>
          <Link to="/contact" className={buttonVariants({ variant: "default" })}>
            {s.blockedBy === "account_suspended" ? "Contact support" : "Contact us about Enterprise"}
          </Link>
        </Card>
      )}
      {allowed || s.keys.length > 0 ? <ApiKeysSection keys={s.keys} canCreate={allowed} actionData={actionData} /> : null}
      {allowed || s.webhookUrl ? (
        <WebhookSection webhookUrl={s.webhookUrl} hasSecret={s.hasWebhookSecret} canEdit={allowed} allowLocalHttp={s.allowLocalHttp} actionData={actionData} />
      ) : null}
      {allowed ? <ApiReferenceSection origin={s.origin} examplePayload={s.examplePayload} /> : null}
      {!allowed && hasActiveKeys ? (
        <p className="text-sm text-muted-foreground">Your keys stop working off the Enterprise plan; revoke the ones you no longer need.</p>
      ) : null}
    </ProPage>
  );
}
