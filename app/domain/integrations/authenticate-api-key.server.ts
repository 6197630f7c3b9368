import { and, eq, isNull, lt, or } from "drizzle-orm";
import { apiKeys, contractors } from "~/db/schema";
import { integrationAccessError } from "~/domain/integrations/enterprise-access.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { hashApiKey, looksLikeApiKey } from "./api-key-token.server";
import { DomainError } from "../shared/errors";

export type ApiCaller = { apiKeyId: string; contractorId: string };

/** last_used_at is a hint for the owner, not an access log: writing it once a minute keeps busy keys from writing on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export const AUTHENTICATION_REQUIRED_MESSAGE = "Send your API key in the Authorization header: 'Authorization: Bearer <key>'.";
export const INVALID_API_KEY_MESSAGE = "This API key is not valid or has been revoked.";

/**
 * The caller of a REST API request, from the key it sent as a Bearer token
 * (app/web reads it from the `Authorization` header) and nothing else: no
 * session counts, so a browser session can not be used (or abused, CSRF)
 * against the API. Undefined: no key was sent.
 *
 * Timing: the key is found by the sha256 of what was sent. An attacker who
 * times the index lookup learns at most something about a hash of their own
 * guess, never about a stored key, so no constant-time comparison is needed
 * on this path (sessions.server.ts finds sessions the same way).
 */
export async function authenticateApiKey(ctx: DomainContext, key: string | undefined): Promise<ApiCaller> {
  if (!key) throw new DomainError("authentication_required", AUTHENTICATION_REQUIRED_MESSAGE);
  if (!looksLikeApiKey(key)) throw new DomainError("invalid_api_key", INVALID_API_KEY_MESSAGE);
  const [found] = await ctx.db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt, contractorId: apiKeys.contractorId, plan: contractors.plan, status: contractors.status })
    .from(apiKeys)
    .innerJoin(contractors, eq(contractors.id, apiKeys.contractorId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (!found || found.revokedAt) throw new DomainError("invalid_api_key", INVALID_API_KEY_MESSAGE);
  const denied = integrationAccessError(found);
  if (denied) throw denied;
  const now = nowOf(ctx);
  await ctx.db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, found.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - TOUCH_INTERVAL_MS)))));
  return { apiKeyId: found.id, contractorId: found.contractorId };
}
