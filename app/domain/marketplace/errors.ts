/**
 * The marketplace's named errors: the ones callers and tests branch on
 * (`toThrow(LeadTakenError)`). Each is a DomainError whose code sets the
 * HTTP status (domain/shared/errors.ts). Messages are safe to show to the
 * contractor as they are.
 *
 * Source: DESIGN.md section 5 ("typed error codes mapped to HTTP statuses"),
 * the marketplace requirements ("the loser gets a clear 'This lead was just taken' message"; the
 * balance, weekly cap, one-lead-per-request and return-window rules).
 */
import { belowRatingBarMessage } from "~/content/rating-bar";
import { DomainError } from "../shared/errors";

export class LeadTakenError extends DomainError {
  override readonly name = "LeadTakenError";
  constructor() {
    super("lead_taken", "This lead was just taken");
  }
}

/** The buyer is below the 4-star rule (contractors/rating-bar.ts) and has no exception: it buys no lead. */
export class BelowRatingBarError extends DomainError {
  override readonly name = "BelowRatingBarError";
  constructor(
    readonly rating: number,
    readonly reviews: number,
  ) {
    super("below_rating_bar", belowRatingBarMessage(rating, reviews), { rating, reviews });
  }
}

export class WeeklyCapReachedError extends DomainError {
  override readonly name = "WeeklyCapReachedError";
  constructor() {
    super("weekly_cap_reached", "This lead would take you over your weekly spend cap.");
  }
}

export class AlreadyHoldsLeadFromRequestError extends DomainError {
  override readonly name = "AlreadyHoldsLeadFromRequestError";
  constructor() {
    super("already_holds_lead_from_request", "You already have a lead from this homeowner's request.");
  }
}

export class ReturnWindowClosedError extends DomainError {
  override readonly name = "ReturnWindowClosedError";
  constructor(readonly windowDays: number) {
    super(
      "return_window_closed",
      `Leads can be returned within ${windowDays} ${windowDays === 1 ? "day" : "days"} of purchase; this one can no longer be returned.`,
    );
  }
}

/** The buyer marked the lead Won: the job came of it, so it is no ground for a return (decision 0023). */
export class LeadWonError extends DomainError {
  override readonly name = "LeadWonError";
  constructor() {
    super("lead_won", "This lead is marked Won, so it cannot be returned. Change its status first if that was a mistake.");
  }
}

/** A lead state change that the state machine does not allow (see lead-state-machine.ts). */
export class InvalidTransitionError extends DomainError {
  override readonly name = "InvalidTransitionError";
  constructor(
    readonly from: string,
    readonly event: string,
    description: string,
  ) {
    super("invalid_transition", description);
  }
}

/** An Idempotency-Key already used to buy another lead (Stripe answers 422 for the same). */
export class IdempotencyKeyReusedError extends DomainError {
  override readonly name = "IdempotencyKeyReusedError";
  constructor() {
    super("idempotency_key_reused", "This request was already used for another lead. Please reload the page and try again.");
  }
}
