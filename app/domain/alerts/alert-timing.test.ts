import { describe, expect, it } from "vitest";
import { decideAlert, formatClock, hourEnd, inQuietHours, isTimeZone, localMinutes, quietHoursEnd } from "./alert-timing";

const NY = "America/New_York";
// 2026-07-01 is summer time in New York: UTC-4.
const at = (iso: string) => new Date(iso);

describe("alert timing", () => {
  it("reads the local clock of the contractor's zone", () => {
    expect(localMinutes(at("2026-07-01T02:30:00Z"), NY)).toBe(22 * 60 + 30);
    expect(localMinutes(at("2026-01-15T02:30:00Z"), NY)).toBe(21 * 60 + 30);
    expect(localMinutes(at("2026-07-01T02:30:00Z"), "America/Los_Angeles")).toBe(19 * 60 + 30);
  });

  it("treats quiet hours as start-inclusive, end-exclusive, wrapping past midnight", () => {
    expect([21 * 60 + 59, 22 * 60, 23 * 60, 0, 6 * 60 + 59, 7 * 60].map((m) => inQuietHours(m, 22 * 60, 7 * 60))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([8 * 60, 12 * 60, 13 * 60].map((m) => inQuietHours(m, 12 * 60, 13 * 60))).toEqual([false, true, false]);
    expect(inQuietHours(5, 600, 600)).toBe(false);
  });

  it("holds an alert in quiet hours until the window's end in the contractor's zone", () => {
    const timing = { timeZone: NY, quietStart: 22 * 60, quietEnd: 7 * 60, hourlyCap: null };
    // 22:30 New York → 07:00 New York = 11:00Z the next day.
    expect(decideAlert(at("2026-07-01T02:30:15Z"), timing, 0)).toEqual({ status: "held", releaseAt: at("2026-07-01T11:00:00Z") });
    expect(decideAlert(at("2026-07-01T11:00:00Z"), timing, 0)).toEqual({ status: "sent" });
    expect(quietHoursEnd(at("2026-07-01T10:59:59Z"), NY, 7 * 60)).toEqual(at("2026-07-01T11:00:00Z"));
  });

  it("holds alerts beyond the hourly cap until the end of the hour", () => {
    const timing = { timeZone: NY, quietStart: null, quietEnd: null, hourlyCap: 2 };
    const now = at("2026-07-01T15:20:00Z");
    expect(decideAlert(now, timing, 1)).toEqual({ status: "sent" });
    expect(decideAlert(now, timing, 2)).toEqual({ status: "held", releaseAt: at("2026-07-01T16:00:00Z") });
    expect(hourEnd(at("2026-07-01T15:00:00Z"))).toEqual(at("2026-07-01T16:00:00Z"));
  });

  it("knows IANA zones and formats clock times", () => {
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(formatClock(7 * 60 + 5)).toBe("07:05");
  });
});
