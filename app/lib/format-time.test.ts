import { describe, expect, it } from "vitest";
import { formatDateIn, formatDateTimeIn, isoInZone } from "./format-time";

const winter = "2026-12-01T19:10:00.000Z";
const summer = "2026-07-01T19:10:00.000Z";

describe("formatDateTimeIn", () => {
  it("shows New York winter time as EST and summer time as EDT", () => {
    expect(formatDateTimeIn(winter, "America/New_York")).toBe("Dec 1, 2026, 2:10 PM EST");
    expect(formatDateTimeIn(summer, "America/New_York")).toBe("Jul 1, 2026, 3:10 PM EDT");
  });
  it("shows Los Angeles as PST/PDT, Phoenix as MST all year, Honolulu as HST", () => {
    expect(formatDateTimeIn(winter, "America/Los_Angeles")).toBe("Dec 1, 2026, 11:10 AM PST");
    expect(formatDateTimeIn(summer, "America/Los_Angeles")).toBe("Jul 1, 2026, 12:10 PM PDT");
    expect(formatDateTimeIn(summer, "America/Phoenix")).toBe("Jul 1, 2026, 12:10 PM MST");
    expect(formatDateTimeIn(winter, "Pacific/Honolulu")).toBe("Dec 1, 2026, 9:10 AM HST");
  });
  it("never says UTC, and falls back to New York for an unknown zone", () => {
    expect(formatDateTimeIn(winter, "Not/AZone")).toBe("Dec 1, 2026, 2:10 PM EST");
    expect(formatDateTimeIn(winter, "America/Chicago")).not.toMatch(/UTC/);
  });
  it("shows a dash for an unreadable value", () => {
    expect(formatDateTimeIn("nonsense", "America/New_York")).toBe("—");
  });
});

describe("formatDateIn", () => {
  it("gives the calendar day in the zone, not in UTC", () => {
    // 02:30 UTC on Dec 2 is still Dec 1 in New York and Los Angeles.
    expect(formatDateIn("2026-12-02T02:30:00Z", "America/New_York")).toBe("Dec 1, 2026");
    expect(formatDateIn("2026-12-02T02:30:00Z", "Europe/Berlin")).toBe("Dec 2, 2026");
  });
});

describe("isoInZone", () => {
  it("writes ISO 8601 with the zone's offset at that instant", () => {
    expect(isoInZone(winter, "America/New_York")).toBe("2026-12-01T14:10:00-05:00");
    expect(isoInZone(summer, "America/New_York")).toBe("2026-07-01T15:10:00-04:00");
    expect(isoInZone(summer, "America/Phoenix")).toBe("2026-07-01T12:10:00-07:00");
    expect(isoInZone("2026-12-01T00:00:00Z", "America/Los_Angeles")).toBe("2026-11-30T16:00:00-08:00");
    expect(isoInZone("2026-03-08T12:00:00Z", "UTC")).toBe("2026-03-08T12:00:00+00:00");
  });
  it("is empty for an unreadable value", () => {
    expect(isoInZone("nonsense", "America/New_York")).toBe("");
  });
});
