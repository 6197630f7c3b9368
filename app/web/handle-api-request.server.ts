import type { z } from "zod";
import { authenticateApiKey, type ApiCaller } from "~/domain/integrations/authenticate-api-key.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { hitRateLimit, type RateLimit } from "~/lib/rate-limit.server";
import { logger } from "~/logging/logger.server";
import { DomainError } from "~/domain/shared/errors";
import { readJson } from "~/lib/form-data.server";
import { apiError, apiErrorFor } from "./api-response";

/** Per key, counted in the database so every app process shares one count. */
export const API_RATE_LIMIT: RateLimit = { max: 120, windowSeconds: 60 };

export type ApiRequest = { ctx: DomainContext; caller: ApiCaller; request: Request };

/** The key of an `Authorization: Bearer <key>` header; cookies are never read for the API. */
const bearerKeyOf = (authorization: string | null): string | undefined => /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? "")?.[1];

/**
 * Every REST API request: authenticate the Bearer key (401/403), count it
 * against the key's rate limit (429), run the endpoint, and turn known
 * failures into JSON errors. Unknown failures are logged without personal
 * data and answered with a generic JSON 500.
 */
export async function handleApiRequest(ctx: DomainContext, request: Request, endpoint: (api: ApiRequest) => Promise<Response>): Promise<Response> {
  const path = new URL(request.url).pathname;
  try {
    const caller = await authenticateApiKey(ctx, bearerKeyOf(request.headers.get("authorization")));
    const limit = await hitRateLimit(ctx.db, `api-key:${caller.apiKeyId}`, API_RATE_LIMIT, nowOf(ctx));
    // The window's budget on every counted answer, so a client can slow down before it is refused.
    const budget = {
      "RateLimit-Limit": String(API_RATE_LIMIT.max),
      "RateLimit-Remaining": String(Math.max(0, API_RATE_LIMIT.max - limit.count)),
      "RateLimit-Reset": String(limit.retryAfterSeconds),
    };
    if (!limit.allowed) {
      return apiError(
        429,
        "rate_limited",
        `Too many requests for this API key: at most ${API_RATE_LIMIT.max} per minute. Please retry after ${limit.retryAfterSeconds} seconds.`,
        {
          headers: { ...budget, "Retry-After": String(limit.retryAfterSeconds) },
        },
      );
    }
    const response = await answerOf(() => endpoint({ ctx, caller, request }), request, path);
    for (const [name, value] of Object.entries(budget)) response.headers.set(name, value);
    return response;
  } catch (error) {
    const known = apiErrorFor(error);
    if (known) return known;
    return internalError(request, path, error);
  }
}

async function answerOf(endpoint: () => Promise<Response>, request: Request, path: string): Promise<Response> {
  try {
    return await endpoint();
  } catch (error) {
    return apiErrorFor(error) ?? internalError(request, path, error);
  }
}

function internalError(request: Request, path: string, error: unknown): Response {
  logger.error("api request failed", { method: request.method, path, error });
  return apiError(500, "internal_error", "Something went wrong on our side. Please try again later.");
}

/**
 * The query string read with its schema (app/forms/api-v1.ts); a bad value is
 * a 400 `invalid_input` naming the parameter. Only the first of repeated
 * parameters counts, as URLSearchParams.get reads it.
 */
export function apiQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const params = new URL(request.url).searchParams;
  const parsed = schema.safeParse(Object.fromEntries([...params.keys()].map((key) => [key, params.get(key)])));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new DomainError("invalid_input", issue?.message ?? "The query string is not valid.", { field: String(issue?.path[0] ?? "") });
}

/** A write's JSON body: a few fields and notes of up to 5,000 characters. */
export const API_BODY_MAX_BYTES = 32 * 1024;

const BODY_MESSAGES: Record<number, string> = {
  415: "Send the body as JSON with 'Content-Type: application/json'.",
  413: `The body is too large: at most ${API_BODY_MAX_BYTES / 1024} KiB.`,
  400: "The body is not valid UTF-8 JSON.",
};

/**
 * The JSON body read with its schema (app/forms/api-v1-writes.ts): what is
 * not application/json, too large, not JSON or not of that shape is a 400
 * `invalid_input` naming the field, and nothing is written.
 */
export async function apiBody<S extends z.ZodType>(schema: S, request: Request): Promise<z.output<S>> {
  const read = await readJson(request, { maxBodyBytes: API_BODY_MAX_BYTES });
  // The readers' own messages speak to a browser form; an API client gets these.
  if (!read.ok) throw new DomainError("invalid_input", BODY_MESSAGES[read.status] ?? BODY_MESSAGES[400]!);
  const parsed = schema.safeParse(read.value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.code === "unrecognized_keys" ? String(issue.keys[0] ?? "") : String(issue?.path[0] ?? "");
  throw new DomainError("invalid_input", issue?.message ?? "The request body is not valid.", { field });
}
