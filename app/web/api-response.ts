/**
 * Responses of the REST API: JSON only, never cached by anyone (they carry
 * prices, balances and homeowners' contact details).
 */
import { MarketplaceError } from "~/domain/marketplace/errors";
import { IntegrationError } from "../domain/integrations/integration-error";

const NO_STORE = { "Cache-Control": "no-store" };

export function apiJson(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } });
}

/** `{ "error": { "code", "message", ... } }` with the error's status. */
export function apiError(status: number, code: string, message: string, init: { headers?: Record<string, string>; details?: Record<string, unknown> } = {}): Response {
  return apiJson({ error: { code, message, ...init.details } }, { status, headers: init.headers });
}

const BEARER_CHALLENGE = 'Bearer realm="Trusted Home Pros API"';

/** The response for a known failure, or undefined for anything else (which the caller rethrows: a 500, logged). */
export function apiErrorFor(error: unknown): Response | undefined {
  if (error instanceof IntegrationError) {
    const headers: Record<string, string> = {};
    // RFC 6750 section 3: a 401 names the scheme, and says when the token itself was the problem.
    if (error.code === "authentication_required") headers["WWW-Authenticate"] = BEARER_CHALLENGE;
    if (error.code === "invalid_api_key") headers["WWW-Authenticate"] = `${BEARER_CHALLENGE}, error="invalid_token"`;
    return apiError(error.status, error.code, error.message, { headers });
  }
  if (error instanceof MarketplaceError || isCodedClientError(error)) {
    // Numbers a client may act on (the balance short of a price, a changed price) travel with the message.
    const details = Object.fromEntries((["balanceCents", "priceCents"] as const).filter((k) => typeof (error as never)[k] === "number").map((k) => [k, (error as never)[k]]));
    return apiError(error.status, error.code, error.message, { details });
  }
  return undefined;
}

/** Any other domain error with a stable code and a 4xx status (e.g. the price-changed refusal of purchaseLead). */
function isCodedClientError(error: unknown): error is Error & { code: string; status: number } {
  if (!(error instanceof Error) || !("code" in error) || !("status" in error)) return false;
  return typeof error.code === "string" && typeof error.status === "number" && error.status >= 400 && error.status < 500;
}

/** For a method the endpoint does not have (RFC 9110: 405 lists the allowed ones). */
export function methodNotAllowed(allow: string): Response {
  return apiError(405, "method_not_allowed", `This endpoint accepts ${allow} only.`, { headers: { Allow: allow } });
}
