import { describe, expect, it } from "vitest";
import { formatDate } from "./email-format";

describe("formatDate", () => {
  it("is the day in the reader's zone, New York when none is known", () => {
    const lateEvening = new Date("2026-12-02T03:30:00Z");
    expect(formatDate(lateEvening)).toBe("December 1, 2026");
    expect(formatDate(lateEvening, "America/Los_Angeles")).toBe("December 1, 2026");
    expect(formatDate(new Date("2026-12-02T05:30:00Z"), "Pacific/Honolulu")).toBe("December 1, 2026");
    expect(formatDate(new Date("2026-12-02T05:30:00Z"), "America/New_York")).toBe("December 2, 2026");
    expect(formatDate(lateEvening, "Not/AZone")).toBe("December 1, 2026");
  });
});
