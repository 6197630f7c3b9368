import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  AlreadyHoldsLeadFromRequestError,
  IdempotencyKeyReusedError,
  InvalidTransitionError,
  LeadTakenError,
  LeadWonError,
  ReturnWindowClosedError,
  WeeklyCapReachedError,
} from "./errors";
import { InsufficientBalanceError } from "../ledger/insufficient-balance-error";
import { ForbiddenError, NotFoundError } from "../shared/errors";

const cases = [
  [new LeadTakenError(), "lead_taken", 409, "This lead was just taken", "LeadTakenError"],
  [
    new InsufficientBalanceError(100, 9_400),
    "insufficient_balance",
    402,
    "Your balance is too low to buy this lead. Please top up.",
    "InsufficientBalanceError",
  ],
  [new WeeklyCapReachedError(), "weekly_cap_reached", 409, "This lead would take you over your weekly spend cap.", "WeeklyCapReachedError"],
  [
    new AlreadyHoldsLeadFromRequestError(),
    "already_holds_lead_from_request",
    409,
    "You already have a lead from this homeowner's request.",
    "AlreadyHoldsLeadFromRequestError",
  ],
  [new LeadWonError(), "lead_won", 409, "This lead is marked Won, so it cannot be returned. Change its status first if that was a mistake.", "LeadWonError"],
  [
    new ReturnWindowClosedError(7),
    "return_window_closed",
    409,
    "Leads can be returned within 7 days of purchase; this one can no longer be returned.",
    "ReturnWindowClosedError",
  ],
  [
    new InvalidTransitionError("sold", "purchase", "Cannot buy a lead that is sold."),
    "invalid_transition",
    409,
    "Cannot buy a lead that is sold.",
    "InvalidTransitionError",
  ],
  [new NotFoundError("This lead"), "not_found", 404, "This lead could not be found.", "NotFoundError"],
  [new ForbiddenError(), "forbidden", 403, "You do not have access to this.", "ForbiddenError"],
  [
    new IdempotencyKeyReusedError(),
    "idempotency_key_reused",
    422,
    "This request was already used for another lead. Please reload the page and try again.",
    "IdempotencyKeyReusedError",
  ],
] as const;

describe("marketplace errors", () => {
  it.each(cases)("%o has code %s, status %d and its message", (error, code, status, message, name) => {
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.name).toBe(name);
  });

  it("keeps balance and price on InsufficientBalanceError", () => {
    expect(new InsufficientBalanceError(100, 9_400)).toMatchObject({ balanceCents: 100, priceCents: 9_400, details: { balanceCents: 100, priceCents: 9_400 } });
  });

  it("words a one-day window in the singular", () => {
    expect(new ReturnWindowClosedError(1).message).toContain("within 1 day of purchase");
  });

  it("defaults NotFoundError to the page", () => {
    expect(new NotFoundError().message).toBe("This page could not be found.");
  });
});
