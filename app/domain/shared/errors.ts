/**
 * The one error type of the domain: a stable code (logs, API clients and
 * tests branch on it), a message that is safe to show as it is, and details
 * (the form field it belongs next to, or facts a caller needs). The HTTP
 * status comes from one table; only app/web/http-error.server.ts turns an
 * error into a status, a message or a JSON body.
 *
 * Status choices: 409 wherever the request was fine but the state of the
 * marketplace forbids it now (lead taken, cap reached, already holds a lead
 * of the request, return window closed, a state change that no longer
 * applies); 402 for a balance too low, because the fix is to pay (as Stripe
 * uses 402); 422 for an idempotency key reused for another request (as
 * Stripe does); 502 when a payment provider we depend on failed.
 */
export const errorStatus = {
  invalid_input: 400,
  invalid_amount: 400,
  invalid_token: 400,
  invalid_signature: 400,
  idempotency_key_required: 400,
  invalid_idempotency_key: 400,
  authentication_required: 401,
  invalid_api_key: 401,
  insufficient_balance: 402,
  forbidden: 403,
  plan_required: 403,
  payments_not_configured: 403,
  account_suspended: 403,
  below_rating_bar: 403,
  not_found: 404,
  calculator_lead_not_found: 404,
  method_not_allowed: 405,
  lead_taken: 409,
  weekly_cap_reached: 409,
  already_holds_lead_from_request: 409,
  return_window_closed: 409,
  lead_won: 409,
  invalid_transition: 409,
  lead_price_changed: 409,
  already_decided: 409,
  email_taken: 409,
  no_replacement: 409,
  too_many_keys: 409,
  already_reviewed: 409,
  already_replied: 409,
  zip_taken: 409,
  link_expired: 410,
  idempotency_key_reused: 422,
  rate_limited: 429,
  payment_provider_unavailable: 502,
  plan_change_refused: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type ErrorDetails = {
  /** The form field the message belongs next to, when there is one. */
  field?: string;
  [key: string]: unknown;
};

export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export class NotFoundError extends DomainError {
  override readonly name = "NotFoundError";
  constructor(what = "This page") {
    super("not_found", `${what} could not be found.`);
  }
}

/** Also used for another contractor's object: the route may prefer NotFoundError to hide that it exists. */
export class ForbiddenError extends DomainError {
  override readonly name = "ForbiddenError";
  constructor() {
    super("forbidden", "You do not have access to this.");
  }
}
