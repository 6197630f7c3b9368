/**
 * Responses of the REST API: JSON only, never cached by anyone (they carry
 * prices, balances and homeowners' contact details).
 */
import { httpErrorOf } from "./http-error.server";

const NO_STORE = { "Cache-Control": "no-store" };

export function apiJson(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } });
}

/** `{ "error": { "code", "message", ... } }` with the error's status. */
export function apiError(
  status: number,
  code: string,
  message: string,
  init: { headers?: Record<string, string>; details?: Record<string, unknown> } = {},
): Response {
  return apiJson({ error: { code, message, ...init.details } }, { status, headers: init.headers });
}

const BEARER_CHALLENGE = 'Bearer realm="Trusted Home Pros API"';

/** The response for a known failure, or undefined for anything else (which the caller rethrows: a 500, logged). */
export function apiErrorFor(error: unknown): Response | undefined {
  const known = httpErrorOf(error);
  if (!known || known.status >= 500) return undefined;
  const headers: Record<string, string> = {};
  // RFC 6750 section 3: a 401 names the scheme, and says when the token itself was the problem.
  if (known.code === "authentication_required") headers["WWW-Authenticate"] = BEARER_CHALLENGE;
  if (known.code === "invalid_api_key") headers["WWW-Authenticate"] = `${BEARER_CHALLENGE}, error="invalid_token"`;
  // Numbers a client may act on (the balance short of a price, a changed price) travel with the message.
  const details = Object.fromEntries(
    (["balanceCents", "priceCents"] as const).filter((k) => typeof known.details[k] === "number").map((k) => [k, known.details[k]]),
  );
  return apiError(known.status, known.code, known.message, { headers, details });
}

/** For a method the endpoint does not have (RFC 9110: 405 lists the allowed ones). */
export function methodNotAllowed(allow: string): Response {
  return apiError(405, "method_not_allowed", `This endpoint accepts ${allow} only.`, { headers: { Allow: allow } });
}
