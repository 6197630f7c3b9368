import { describe, expect, expectTypeOf, it } from "vitest";
import type { LeadStatus } from "~/db/schema";
import { InvalidTransitionError } from "./errors";
import { canApply, canTransition, isTerminal, leadEvents, leadStates, transition, type LeadEvent, type LeadState } from "./lead-state-machine";

/** The whole table, written out again by hand from the lead lifecycle's requirements and DESIGN.md section 2. */
const allowed: ReadonlyArray<[LeadState, LeadEvent, LeadState]> = [
  ["pending", "release", "available"],
  ["pending", "expire", "expired"],
  ["pending", "markInvalid", "invalid"],
  ["available", "purchase", "sold"],
  ["available", "age", "aged"],
  ["available", "markInvalid", "invalid"],
  ["aged", "purchase", "sold"],
  ["aged", "expire", "expired"],
  ["aged", "markInvalid", "invalid"],
  ["sold", "requestReturn", "returned"],
  ["returned", "approveCredit", "credited"],
  ["returned", "approveReplacement", "replaced"],
  ["returned", "rejectReturn", "sold"],
];

const allowedKey = new Set(allowed.map(([from, event]) => `${from}:${event}`));
const disallowed = leadStates.flatMap((from) => leadEvents.filter((event) => !allowedKey.has(`${from}:${event}`)).map((event) => [from, event] as const));
const reachable = new Set(allowed.map(([from, , to]) => `${from}->${to}`));
const statePairs = leadStates.flatMap((from) => leadStates.map((to) => [from, to] as const));

describe("lead state machine", () => {
  it("has the same states as the leads.status column", () => {
    expectTypeOf<LeadState>().toEqualTypeOf<LeadStatus>();
    expect(leadStates).toHaveLength(9);
  });

  it.each(allowed)("%s --%s--> %s", (from, event, to) => {
    expect(transition(from, event)).toBe(to);
    expect(canApply(from, event)).toBe(true);
    expect(canTransition(from, to)).toBe(true);
  });

  it("covers every state × event pair (allowed + disallowed = 81)", () => {
    expect(allowed.length + disallowed.length).toBe(leadStates.length * leadEvents.length);
  });

  it.each(disallowed)("refuses %s --%s-->", (from, event) => {
    expect(canApply(from, event)).toBe(false);
    expect(() => transition(from, event)).toThrow(InvalidTransitionError);
    expect(() => transition(from, event)).toThrow(`a lead that is ${from}.`);
  });

  it.each(statePairs)("canTransition(%s, %s) matches the table", (from, to) => {
    expect(canTransition(from, to)).toBe(reachable.has(`${from}->${to}`));
  });

  it("gives a typed error with the state, event, code and status", () => {
    let caught: unknown;
    try {
      transition("sold", "purchase");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidTransitionError);
    expect(caught).toMatchObject({
      from: "sold",
      event: "purchase",
      code: "invalid_transition",
      status: 409,
      message: "Cannot buy a lead that is sold.",
    });
  });

  it("makes credited, replaced, expired and invalid terminal, and nothing else", () => {
    expect(leadStates.filter(isTerminal)).toEqual(["credited", "replaced", "expired", "invalid"]);
  });

  it("lets only available and aged leads be bought", () => {
    expect(leadStates.filter((s) => canApply(s, "purchase"))).toEqual(["available", "aged"]);
  });
});
