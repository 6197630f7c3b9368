import { describe, expect, it } from "vitest";
import { quoteMessages } from "~/forms/pro-quote";
import { calendarDayIn, homeownerCan, quoteDateProblem, quoteExpired } from "./quote-rules";

describe("quote rules", () => {
  it("takes today in the homeowner's zone: 11 pm in Los Angeles is already tomorrow in New York", () => {
    const at = new Date("2026-12-03T07:30:00Z");
    expect(calendarDayIn(at, "America/Los_Angeles")).toBe("2026-12-02");
    expect(calendarDayIn(at, "America/New_York")).toBe("2026-12-03");
  });

  it("refuses a start in the past, a quote that no longer holds, and one that holds for more than a year", () => {
    const today = "2026-12-02";
    expect(quoteDateProblem({ earliestStart: "2026-12-02", validUntil: "2026-12-02" }, today)).toBeNull();
    expect(quoteDateProblem({ earliestStart: "2026-12-01", validUntil: "2026-12-31" }, today)).toEqual({
      field: "earliestStart",
      message: quoteMessages.pastStart,
    });
    expect(quoteDateProblem({ earliestStart: "2027-01-05", validUntil: "2026-12-01" }, today)).toEqual({
      field: "validUntil",
      message: quoteMessages.pastValid,
    });
    expect(quoteDateProblem({ earliestStart: "2027-01-05", validUntil: "2027-12-02" }, today)).toBeNull();
    expect(quoteDateProblem({ earliestStart: "2027-01-05", validUntil: "2027-12-03" }, today)).toEqual({
      field: "validUntil",
      message: quoteMessages.validTooLong,
    });
  });

  it("lets a quote be accepted through its last day", () => {
    expect(quoteExpired("2026-12-02", "2026-12-02")).toBe(false);
    expect(quoteExpired("2026-12-01", "2026-12-02")).toBe(true);
  });

  it("offers the homeowner what each state allows", () => {
    expect(homeownerCan("sent", false)).toEqual({ accept: true, decline: true });
    expect(homeownerCan("sent", true)).toEqual({ accept: false, decline: true });
    expect(homeownerCan("accepted", false)).toEqual({ accept: false, decline: true });
    expect(homeownerCan("declined", false)).toEqual({ accept: true, decline: false });
    expect(homeownerCan("hired", false)).toEqual({ accept: false, decline: false });
  });
});
