import { LEAD_STATUSES, type LeadStatus } from "~/db/enums";
import { InvalidTransitionError } from "./errors";

/**
 * The lead lifecycle as one explicit table (required: "Lead states and
 * transitions as one small explicit state machine (available → sold → returned
 * → credited or replaced; available → aged → expired)"; DESIGN.md section 2:
 * each lead is sold to exactly one contractor, ever; aged after 90 days).
 *
 * Every change of a lead's status goes through
 * `transition`, so a route cannot invent one the table does not list.
 */

/** The states are the `leads.status` values the database checks: one list. */
export const leadStates = LEAD_STATUSES;
export type LeadState = LeadStatus;

export const leadEvents = [
  "release",
  "purchase",
  "age",
  "expire",
  "requestReturn",
  "approveCredit",
  "approveReplacement",
  "rejectReturn",
  "markInvalid",
] as const;
export type LeadEvent = (typeof leadEvents)[number];

const table: Readonly<Record<LeadState, Readonly<Partial<Record<LeadEvent, LeadState>>>>> = {
  // Not on the market yet: its request waits for the homeowner's phone code or an admin's review (decision 0048).
  pending: {
    // The request is released (phone verified, or the admin approved it): on sale from now.
    release: "available",
    // Never verified within 24 hours: closed unsold.
    expire: "expired",
    // An admin rejected the held request: closed quietly, never sold.
    markInvalid: "invalid",
  },
  available: {
    // A contractor buys it (or auto-buy buys it for a subscriber); sold once, ever.
    purchase: "sold",
    // Unsold for 90 days: still for sale, but from the cheaper aged range.
    age: "aged",
    // An admin (or the duplicate check) finds it unusable; never for sale.
    markInvalid: "invalid",
  },
  aged: {
    // Aged leads stay on sale at the aged price.
    purchase: "sold",
    // Past the aged window (spec: aged leads are 3-6 months old) nobody should pay for it.
    expire: "expired",
    markInvalid: "invalid",
  },
  sold: {
    // The buyer asks for a return within the window; the lead waits for a decision.
    requestReturn: "returned",
  },
  returned: {
    // Return approved, the buyer chose money back (or the system saw an objective failure).
    approveCredit: "credited",
    // Return approved, the buyer chose an equivalent lead instead.
    approveReplacement: "replaced",
    // Return refused: the sale stands, the lead is the buyer's again.
    rejectReturn: "sold",
  },
  // Terminal: a credited or replaced lead is not resold (its contact details
  // were already delivered), an expired or invalid one is not worth selling.
  credited: {},
  replaced: {},
  expired: {},
  invalid: {},
};

const eventWording: Record<LeadEvent, string> = {
  release: "release",
  purchase: "buy",
  age: "age",
  expire: "expire",
  requestReturn: "return",
  approveCredit: "credit",
  approveReplacement: "replace",
  rejectReturn: "reject the return of",
  markInvalid: "mark invalid",
};

/** True when some event leads from `from` to `to`. */
export function canTransition(from: LeadState, to: LeadState): boolean {
  return Object.values(table[from]).includes(to);
}

/** True when `event` may happen to a lead in state `from` (e.g. only available and aged leads can be bought). */
export function canApply(from: LeadState, event: LeadEvent): boolean {
  return table[from][event] !== undefined;
}

/** The state after `event`, or InvalidTransitionError when the table does not allow it. */
export function transition(from: LeadState, event: LeadEvent): LeadState {
  const next = table[from][event];
  if (next === undefined) {
    throw new InvalidTransitionError(from, event, `Cannot ${eventWording[event]} a lead that is ${from}.`);
  }
  return next;
}

/** States no event leaves. */
export function isTerminal(state: LeadState): boolean {
  return Object.keys(table[state]).length === 0;
}
