/**
 * Marketplace errors: one class per failure a route must answer, each with a
 * stable code (for logs, API clients and tests) and the HTTP status the route
 * returns. Messages are safe to show to the contractor as they are.
 *
 * Source: DESIGN.md section 5 ("typed error codes mapped to HTTP statuses"),
 * issue 5 ("the loser gets a clear 'This lead was just taken' message"; the
 * balance, weekly cap, one-lead-per-request and return-window rules).
 *
 * Status choices: 409 Conflict wherever the request was fine but the state of
 * the marketplace forbids it now (lead taken, cap reached, already holds a lead
 * of the request, return window closed, a lead state change that no longer
 * applies); 402 Payment Required for a balance too low, because the fix is to
 * pay (top up), as Stripe uses 402 for payment failures.
 */

export const marketplaceErrorCodes = {
  lead_taken: 409,
  insufficient_balance: 402,
  weekly_cap_reached: 409,
  already_holds_lead_from_request: 409,
  return_window_closed: 409,
  invalid_transition: 409,
  not_found: 404,
  forbidden: 403,
} as const;

export type MarketplaceErrorCode = keyof typeof marketplaceErrorCodes;

export abstract class MarketplaceError extends Error {
  abstract readonly code: MarketplaceErrorCode;

  get status(): number {
    return marketplaceErrorCodes[this.code];
  }
}

export class LeadTakenError extends MarketplaceError {
  readonly code = "lead_taken";
  override readonly name = "LeadTakenError";
  constructor() {
    super("This lead was just taken");
  }
}

export class InsufficientBalanceError extends MarketplaceError {
  readonly code = "insufficient_balance";
  override readonly name = "InsufficientBalanceError";
  constructor(
    readonly balanceCents: number,
    readonly priceCents: number,
  ) {
    super("Your balance is too low to buy this lead. Please top up.");
  }
}

export class WeeklyCapReachedError extends MarketplaceError {
  readonly code = "weekly_cap_reached";
  override readonly name = "WeeklyCapReachedError";
  constructor() {
    super("This lead would take you over your weekly spend cap.");
  }
}

export class AlreadyHoldsLeadFromRequestError extends MarketplaceError {
  readonly code = "already_holds_lead_from_request";
  override readonly name = "AlreadyHoldsLeadFromRequestError";
  constructor() {
    super("You already have a lead from this homeowner's request.");
  }
}

export class ReturnWindowClosedError extends MarketplaceError {
  readonly code = "return_window_closed";
  override readonly name = "ReturnWindowClosedError";
  constructor(readonly windowDays: number) {
    super(`Leads can be returned within ${windowDays} ${windowDays === 1 ? "day" : "days"} of purchase; this one can no longer be returned.`);
  }
}

/** A lead state change that the state machine does not allow (see lead-state-machine.ts). */
export class InvalidTransitionError extends MarketplaceError {
  readonly code = "invalid_transition";
  override readonly name = "InvalidTransitionError";
  constructor(
    readonly from: string,
    readonly event: string,
    description: string,
  ) {
    super(description);
  }
}

export class NotFoundError extends MarketplaceError {
  readonly code = "not_found";
  override readonly name = "NotFoundError";
  constructor(what = "This page") {
    super(`${what} could not be found.`);
  }
}

/** Also used for another contractor's object: the route may prefer NotFoundError to hide that it exists. */
export class ForbiddenError extends MarketplaceError {
  readonly code = "forbidden";
  override readonly name = "ForbiddenError";
  constructor() {
    super("You do not have access to this.");
  }
}

/** The HTTP status for any thrown value: a marketplace error's own status, otherwise 500. */
export function httpStatusOf(error: unknown): number {
  return error instanceof MarketplaceError ? error.status : 500;
}
