import { describe, expect, it } from "vitest";
import { AGED_AFTER_DAYS, dueAgingEvent, EXPIRES_AFTER_DAYS } from "./lead-aging";
import { canApply, leadStates } from "./lead-state-machine";

const DAY = 24 * 60 * 60 * 1000;
const createdAt = new Date("2026-01-01T12:00:00Z");
const at = (days: number, ms = 0) => new Date(createdAt.getTime() + days * DAY + ms);

describe("dueAgingEvent", () => {
  it("ages an available lead at 90 days, not before", () => {
    expect(AGED_AFTER_DAYS).toBe(90);
    expect(dueAgingEvent("available", createdAt, at(90, -1))).toBeUndefined();
    expect(dueAgingEvent("available", createdAt, at(90))).toBe("age");
  });

  it("expires an aged lead at 180 days (6 months), not before", () => {
    expect(EXPIRES_AFTER_DAYS).toBe(180);
    expect(dueAgingEvent("aged", createdAt, at(179))).toBeUndefined();
    expect(dueAgingEvent("aged", createdAt, at(180))).toBe("expire");
  });

  it("ages an old available lead first, one step at a time", () => {
    expect(dueAgingEvent("available", createdAt, at(400))).toBe("age");
  });

  it.each(leadStates.filter((s) => s !== "available" && s !== "aged"))("leaves a %s lead alone", (state) => {
    expect(dueAgingEvent(state, createdAt, at(1000))).toBeUndefined();
  });

  it("only proposes events the state machine allows", () => {
    for (const state of leadStates) {
      for (const days of [0, 90, 180, 1000]) {
        const event = dueAgingEvent(state, createdAt, at(days));
        expect(event === undefined || canApply(state, event)).toBe(true);
      }
    }
  });

  it("refuses invalid dates", () => {
    expect(() => dueAgingEvent("available", new Date("x"), createdAt)).toThrow("dueAgingEvent needs valid dates");
  });
});
