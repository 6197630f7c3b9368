import { describe, expect, it } from "vitest";
import { addMonth, canStartTrial, monthRange, planForStatus, statusFromStripe } from "./subscription-state";

describe("subscription rules", () => {
  it("adds a calendar month, clamped to the month's end", () => {
    expect(addMonth(new Date("2026-01-31T10:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonth(new Date("2026-03-15T00:00:00Z")).toISOString()).toBe("2026-04-15T00:00:00.000Z");
    expect(addMonth(new Date("2026-12-05T00:00:00Z")).toISOString()).toBe("2027-01-05T00:00:00.000Z");
  });
  it("keeps Professional while trialing, active or past due; falls back when canceled", () => {
    expect(planForStatus("trialing")).toBe("professional");
    expect(planForStatus("past_due")).toBe("professional");
    expect(planForStatus("canceled")).toBe("pay-as-you-go");
  });
  it("maps Stripe's statuses, leaving 'incomplete' unchanged", () => {
    expect(statusFromStripe("unpaid")).toBe("past_due");
    expect(statusFromStripe("incomplete_expired")).toBe("canceled");
    expect(statusFromStripe("incomplete")).toBeNull();
  });
  it("gives one trial per contractor", () => {
    expect(canStartTrial(undefined)).toBe(true);
    expect(canStartTrial({ status: "canceled", trialStartedAt: new Date() })).toBe(false);
    expect(canStartTrial({ status: "active", trialStartedAt: null })).toBe(false);
  });
  it("reads only well-formed months", () => {
    expect(monthRange("2026-02")).toEqual({ start: new Date("2026-02-01T00:00:00Z"), end: new Date("2026-03-01T00:00:00Z") });
    expect(monthRange("2026-13")).toBeNull();
    expect(monthRange("../etc")).toBeNull();
  });
});
