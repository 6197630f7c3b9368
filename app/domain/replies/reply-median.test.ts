import { describe, expect, it } from "vitest";
import { replyMedianMinutes } from "./reply-median";

describe("replyMedianMinutes", () => {
  it("is null without replies", () => expect(replyMedianMinutes([])).toBeNull());
  it("takes the middle one of an odd count, whatever the order", () => expect(replyMedianMinutes([300, 5, 40])).toBe(40));
  it("averages the two middle ones of an even count, rounded up to a minute", () => expect(replyMedianMinutes([10, 21, 2, 400])).toBe(16));
  it("rounds a reply within the first minute up to one minute, and never goes below zero", () => {
    expect(replyMedianMinutes([0.2])).toBe(1);
    expect(replyMedianMinutes([-3])).toBe(0);
  });
});
