import { nowOf } from "~/domain/shared/domain-context.server";
import { hitRateLimit, type RateLimit } from "~/lib/rate-limit.server";
import { logger } from "~/logging/logger.server";
import type { AppContext } from "./context.server";
import { apiError, apiErrorFor } from "./api-response";

/** Per client address, counted in the database like the keys' limit (the address is stored keyed-hashed). */
export const PUBLIC_API_RATE_LIMIT: RateLimit = { max: 60, windowSeconds: 60 };

/**
 * A public /api/v1 endpoint (no key: POST /api/v1/certificates/verify): counted per client address against
 * PUBLIC_API_RATE_LIMIT (429 with Retry-After), the same RateLimit-* headers and JSON errors as the keyed endpoints
 * (handle-api-request.server.ts). Unknown failures are logged without the body and answered with a generic 500.
 */
export async function handlePublicApiRequest(ctx: AppContext, request: Request, name: string, endpoint: () => Promise<Response>): Promise<Response> {
  try {
    const limit = await hitRateLimit(ctx.db, `public-api:${name}:${ctx.ip ?? "unknown"}`, PUBLIC_API_RATE_LIMIT, nowOf(ctx));
    const budget = {
      "RateLimit-Limit": String(PUBLIC_API_RATE_LIMIT.max),
      "RateLimit-Remaining": String(Math.max(0, PUBLIC_API_RATE_LIMIT.max - limit.count)),
      "RateLimit-Reset": String(limit.retryAfterSeconds),
    };
    if (!limit.allowed) {
      return apiError(
        429,
        "rate_limited",
        `Too many requests from your address: at most ${PUBLIC_API_RATE_LIMIT.max} per minute. Please retry after ${limit.retryAfterSeconds} seconds.`,
        {
          headers: { ...budget, "Retry-After": String(limit.retryAfterSeconds) },
        },
      );
    }
    let response: Response;
    try {
      response = await endpoint();
    } catch (error) {
      response = apiErrorFor(error) ?? internalError(request, error);
    }
    for (const [header, value] of Object.entries(budget)) response.headers.set(header, value);
    return response;
  } catch (error) {
    return apiErrorFor(error) ?? internalError(request, error);
  }
}

function internalError(request: Request, error: unknown): Response {
  logger.error("api request failed", { method: request.method, path: new URL(request.url).pathname, error });
  return apiError(500, "internal_error", "Something went wrong on our side. Please try again later.");
}
