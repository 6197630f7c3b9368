/**
 * Failures of the Enterprise integrations (API keys, webhook settings, the
 * REST API), each with a stable code (API clients branch on it) and the HTTP
 * status the route answers. Messages are safe to show as they are.
 */
export const integrationErrorCodes = {
  invalid_input: 400,
  idempotency_key_required: 400,
  invalid_idempotency_key: 400,
  authentication_required: 401,
  invalid_api_key: 401,
  plan_required: 403,
  account_suspended: 403,
  not_found: 404,
  method_not_allowed: 405,
  too_many_keys: 409,
  idempotency_key_reused: 422,
  rate_limited: 429,
} as const;

export type IntegrationErrorCode = keyof typeof integrationErrorCodes;

export class IntegrationError extends Error {
  override readonly name = "IntegrationError";
  readonly status: number;
  constructor(
    readonly code: IntegrationErrorCode,
    message: string,
    /** The form field the message belongs next to, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.status = integrationErrorCodes[code];
  }
}

export const PLAN_REQUIRED_MESSAGE = "API access and webhooks are part of the Enterprise plan.";
export const SUSPENDED_MESSAGE = "Your account is suspended. Please contact support.";
