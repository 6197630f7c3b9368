import { Eye, RefreshCw, Webhook } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormMessage } from "~/components/auth/auth-card";
import { ConfirmIdentityForm } from "~/components/auth/confirm-identity-form";
import { controlProps, Field } from "~/components/forms/form-field";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { WEBHOOK_URL_MAX } from "~/forms/text-limits";
import { resultFor, type IntegrationsActionData } from "./action-data";
import { CopyField } from "./copy-field";

const formId = "webhook";
// Module-level, so the hook sees a stable loader for each mode.
const loadProductionSchema = () => import("~/forms/webhook-settings").then((m) => m.webhookSettingsSchema({ allowLocalHttp: false }));
const loadDevelopmentSchema = () => import("~/forms/webhook-settings").then((m) => m.webhookSettingsSchema({ allowLocalHttp: true }));

type Props = {
  webhookUrl: string | null;
  hasSecret: boolean;
  /** False off the Enterprise plan: a URL set earlier can still be removed. */
  canEdit: boolean;
  allowLocalHttp: boolean;
  actionData: IntegrationsActionData | undefined;
};

export function WebhookSection({ webhookUrl, hasSecret, canEdit, allowLocalHttp, actionData }: Props) {
  const saved = resultFor(actionData, "save-webhook", "clear-webhook");
  const secret = resultFor(actionData, "reveal-secret", "rotate-secret");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const { errors, formProps } = useFormValidation({
    loadSchema: allowLocalHttp ? loadDevelopmentSchema : loadProductionSchema,
    serverErrors: resultFor(actionData, "save-webhook")?.fieldErrors,
  });
  const typed = saved && !saved.ok ? saved.values?.webhookUrl : undefined;
  return (
    <Card className="space-y-5 p-5">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Webhook className="size-5 text-primary" aria-hidden="true" />
          Webhook
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Every lead you buy (on the dashboard, by auto-buy or through the API) is also POSTed to this URL as JSON, signed with your secret, within seconds of
          the sale; so are the status changes you make through the API and the decisions on your returns. Failed deliveries are retried with back-off.
        </p>
      </div>

      {saved?.ok ? <FormMessage tone="success">{saved.message}</FormMessage> : null}
      {saved && !saved.ok && saved.error && !saved.fieldErrors ? <FormMessage tone="error">{saved.error}</FormMessage> : null}

      {canEdit ? (
        <Form method="post" className="max-w-2xl space-y-3" {...formProps}>
          <input type="hidden" name="intent" value="save-webhook" />
          <Field
            formId={formId}
            name="webhookUrl"
            label="Webhook URL"
            errors={errors}
            hint={
              allowLocalHttp
                ? "An https:// address (development: http://localhost or http://127.0.0.1 is allowed too)."
                : "An https:// address on the public internet."
            }
          >
            <Input
              {...controlProps(formId, "webhookUrl", errors, true)}
              type="url"
              inputMode="url"
              required
              maxLength={WEBHOOK_URL_MAX}
              placeholder="https://example.com/webhooks/leads"
              defaultValue={typed ?? webhookUrl ?? ""}
            />
          </Field>
          <Button type="submit" disabled={busy === "save-webhook"}>
            {busy === "save-webhook" ? "Saving..." : "Save webhook URL"}
          </Button>
        </Form>
      ) : webhookUrl ? (
        <p className="text-sm">
          Deliveries go to <span className="break-all font-mono">{webhookUrl}</span>.
        </p>
      ) : null}
      <ConfirmIdentityForm outcome={actionData} intents={["save-webhook"]} />

      {webhookUrl ? (
        <Form method="post">
          <input type="hidden" name="intent" value="clear-webhook" />
          <Button type="submit" variant="outline" size="sm" disabled={busy === "clear-webhook"}>
            Remove webhook URL
          </Button>
        </Form>
      ) : null}

      {canEdit && hasSecret ? (
        <div className="space-y-3 border-t pt-4">
          <h3 className="font-semibold">Signing secret</h3>
          <p className="text-sm text-muted-foreground">
            Use it to check that a request really comes from us (see "Verifying a delivery" below). Rotating makes a new secret and the old one stops working at
            once, so update your receiver right after.
          </p>
          {secret?.ok && secret.secret ? (
            <>
              {secret.message ? <FormMessage tone="success">{secret.message}</FormMessage> : null}
              <CopyField id="webhook-secret" label="Webhook signing secret" value={secret.secret} testId="webhook-secret" />
            </>
          ) : null}
          {secret && !secret.ok ? <FormMessage tone="error">{secret.error}</FormMessage> : null}
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="reveal-secret" />
              <Button type="submit" variant="outline" disabled={busy === "reveal-secret"}>
                <Eye aria-hidden="true" />
                Reveal secret
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="rotate-secret" />
              <Button type="submit" variant="outline" disabled={busy === "rotate-secret"}>
                <RefreshCw aria-hidden="true" />
                Rotate secret
              </Button>
            </Form>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
