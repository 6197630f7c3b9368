import { authenticateApiKey, type ApiCaller } from "~/domain/integrations/authenticate-api-key.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { hitRateLimit, type RateLimit } from "~/lib/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { apiError, apiErrorFor } from "./api-response";

/** Per key, counted in the database so every app process shares one count. */
export const API_RATE_LIMIT: RateLimit = { max: 120, windowSeconds: 60 };

export type ApiRequest = { ctx: DomainContext; caller: ApiCaller; request: Request };

/**
 * Every REST API request: authenticate the Bearer key (401/403), count it
 * against the key's rate limit (429), run the endpoint, and turn known
 * failures into JSON errors. Unknown failures are logged without personal
 * data and answered with a generic JSON 500.
 */
export async function handleApiRequest(ctx: DomainContext, request: Request, endpoint: (api: ApiRequest) => Promise<Response>): Promise<Response> {
  const path = new URL(request.url).pathname;
  try {
    const caller = await authenticateApiKey(ctx, request.headers.get("authorization"));
    const limit = await hitRateLimit(ctx.db, `api-key:${caller.apiKeyId}`, API_RATE_LIMIT, nowOf(ctx));
    if (!limit.allowed) {
      return apiError(429, "rate_limited", `Too many requests for this API key: at most ${API_RATE_LIMIT.max} per minute. Please retry after ${limit.retryAfterSeconds} seconds.`, {
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      });
    }
    return await endpoint({ ctx, caller, request });
  } catch (error) {
    const known = apiErrorFor(error);
    if (known) return known;
    logger.error("api request failed", { method: request.method, path, error });
    return apiError(500, "internal_error", "Something went wrong on our side. Please try again later.");
  }
}
