import type { DomainContext } from "~/domain/shared/domain-context.server";
import { getMyProfile } from "~/domain/contractors/preferences.server";
import { listApiKeys, type ApiKeySummary } from "~/domain/integrations/list-api-keys.server";
import { integrationAccessError } from "./enterprise-access.server";
import { webhookUrlOptionsFor } from "./webhook-url-policy.server";
import type { ErrorCode } from "../shared/errors";

export type IntegrationSettings = {
  /** Null when the contractor may use the API and webhooks; otherwise why not. */
  blockedBy: Extract<ErrorCode, "plan_required" | "account_suspended"> | null;
  keys: ApiKeySummary[];
  webhookUrl: string | null;
  hasWebhookSecret: boolean;
  /** Development only: http://localhost receivers are allowed. */
  allowLocalHttp: boolean;
};

/** What /pro/integrations shows its owner (never the secret: that is revealed on request). */
export async function getIntegrationSettings(ctx: DomainContext, contractorId: string): Promise<IntegrationSettings> {
  const [profile, keys] = await Promise.all([getMyProfile(ctx, contractorId), listApiKeys(ctx, contractorId)]);
  const denied = integrationAccessError(profile);
  return {
    blockedBy: denied ? (denied.code as IntegrationSettings["blockedBy"]) : null,
    keys,
    webhookUrl: profile.webhookUrl,
    hasWebhookSecret: profile.webhookSecret !== null,
    allowLocalHttp: webhookUrlOptionsFor(ctx.env).allowLocalHttp,
  };
}
