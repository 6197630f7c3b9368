import { KeyRound, TriangleAlert } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormMessage } from "~/components/auth/auth-card";
import { ConfirmIdentityForm } from "~/components/auth/confirm-identity-form";
import { useLocalTime } from "~/components/local-time";
import { controlProps, Field } from "~/components/forms/form-field";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { API_KEY_LABEL_MAX } from "~/forms/text-limits";
import { resultFor, type IntegrationsActionData } from "./action-data";
import { CopyField } from "./copy-field";

export type ApiKeyRow = {
  id: string;
  label: string;
  prefix: string;
  createdAt: string | Date;
  lastUsedAt: string | Date | null;
  revokedAt: string | Date | null;
};

const formId = "api-key";
const loadSchema = () => import("~/forms/api-key").then((m) => m.apiKeySchema);

/** Create, list and revoke API keys. `canCreate` is false off the Enterprise plan: existing keys can still be revoked. */
export function ApiKeysSection({ keys, canCreate, actionData }: { keys: ApiKeyRow[]; canCreate: boolean; actionData: IntegrationsActionData | undefined }) {
  const { formatDate, formatDateTime } = useLocalTime();
  const created = resultFor(actionData, "create-key");
  const revoked = resultFor(actionData, "revoke-key");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const { errors, formProps } = useFormValidation({ loadSchema, serverErrors: created?.fieldErrors });
  return (
    <Card className="space-y-5 p-5">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          API keys
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          A key lets your own software call the REST API as your account: list leads, buy them and read the ones you bought. Keep keys secret, like a password.
        </p>
      </div>

      {created?.ok && created.createdKey ? (
        <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="new-api-key">
          <p className="flex items-start gap-2 text-sm font-semibold">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Copy your new key "{created.createdKey.label}" now. It will not be shown again: we keep only a fingerprint of it.
          </p>
          <CopyField id="new-api-key" label="Your new API key" value={created.createdKey.key} testId="new-api-key-value" />
        </div>
      ) : null}
      {created && !created.ok && created.error && !created.fieldErrors ? <FormMessage tone="error">{created.error}</FormMessage> : null}

      {canCreate ? (
        <Form method="post" className="max-w-xl space-y-3" {...formProps}>
          <input type="hidden" name="intent" value="create-key" />
          <Field formId={formId} name="label" label="Label" errors={errors} hint="What the key is for, e.g. 'CRM sync'.">
            <Input
              {...controlProps(formId, "label", errors, true)}
              required
              maxLength={API_KEY_LABEL_MAX}
              defaultValue={created && !created.ok ? (created.values?.label ?? "") : ""}
            />
          </Field>
          <Button type="submit" disabled={busy === "create-key"}>
            {busy === "create-key" ? "Creating..." : "Create API key"}
          </Button>
        </Form>
      ) : null}
      <ConfirmIdentityForm outcome={actionData} intents={["create-key"]} />

      {revoked ? <FormMessage tone={revoked.ok ? "success" : "error"}>{revoked.ok ? revoked.message : revoked.error}</FormMessage> : null}

      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">No keys yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="api-keys">
            <caption className="sr-only">Your API keys</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Label
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Key
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Created
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Last used
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id} className="border-t" data-testid="api-key-row">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {k.label}
                  </th>
                  <td className="py-2 pr-4 font-mono text-xs">{k.prefix}…</td>
                  <td className="py-2 pr-4">{formatDate(k.createdAt)}</td>
                  <td className="py-2 pr-4">{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : "Never"}</td>
                  <td className="py-2 pr-4">
                    {k.revokedAt ? <Badge variant="outline">Revoked {formatDate(k.revokedAt)}</Badge> : <Badge variant="secondary">Active</Badge>}
                  </td>
                  <td className="py-2 text-right">
                    {k.revokedAt ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke-key" />
                        <input type="hidden" name="keyId" value={k.id} />
                        <Button type="submit" variant="outline" size="sm" disabled={busy === "revoke-key"} aria-label={`Revoke key ${k.label}`}>
                          Revoke
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
