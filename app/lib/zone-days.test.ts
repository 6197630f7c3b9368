import { describe, expect, it } from "vitest";
import { dayIn, dayStartIn, instantsOf, nextDay } from "./zone-days";

const HOUR = 3_600_000;
const iso = (d: Date | undefined) => d?.toISOString();
const hoursOf = (day: string, zone: string) => (dayStartIn(nextDay(day), zone).getTime() - dayStartIn(day, zone).getTime()) / HOUR;

describe("dayIn", () => {
  it("gives the zone's calendar day, not the UTC one", () => {
    // 03:30 UTC on Dec 2 is 22:30 on Dec 1 in New York, 17:30 in Honolulu, 20:30 in Phoenix.
    const late = new Date("2026-12-02T03:30:00Z");
    expect(dayIn(late, "America/New_York")).toBe("2026-12-01");
    expect(dayIn(late, "Pacific/Honolulu")).toBe("2026-12-01");
    expect(dayIn(late, "America/Phoenix")).toBe("2026-12-01");
    expect(dayIn(late, "UTC")).toBe("2026-12-02");
    expect(dayIn(late, "Europe/Berlin")).toBe("2026-12-02");
  });
  it("turns at local midnight, on both sides of it", () => {
    expect(dayIn(new Date("2026-12-02T04:59:59Z"), "America/New_York")).toBe("2026-12-01");
    expect(dayIn(new Date("2026-12-02T05:00:00Z"), "America/New_York")).toBe("2026-12-02");
    expect(dayIn(new Date("2026-07-02T03:59:59Z"), "America/New_York")).toBe("2026-07-01");
    expect(dayIn(new Date("2026-07-02T04:00:00Z"), "America/New_York")).toBe("2026-07-02");
  });
});

describe("dayStartIn", () => {
  it("is local midnight: 05:00 UTC in a New York winter, 04:00 in summer", () => {
    expect(iso(dayStartIn("2026-12-01", "America/New_York"))).toBe("2026-12-01T05:00:00.000Z");
    expect(iso(dayStartIn("2026-07-01", "America/New_York"))).toBe("2026-07-01T04:00:00.000Z");
  });
  it("keeps New York's midnights across the clock changes, which make 23- and 25-hour days", () => {
    // Clocks spring forward at 02:00 on 2026-03-08 and fall back at 02:00 on 2026-11-01: midnight is before both.
    expect(iso(dayStartIn("2026-03-08", "America/New_York"))).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(dayStartIn("2026-03-09", "America/New_York"))).toBe("2026-03-09T04:00:00.000Z");
    expect(iso(dayStartIn("2026-11-01", "America/New_York"))).toBe("2026-11-01T04:00:00.000Z");
    expect(iso(dayStartIn("2026-11-02", "America/New_York"))).toBe("2026-11-02T05:00:00.000Z");
    expect(hoursOf("2026-03-08", "America/New_York")).toBe(23);
    expect(hoursOf("2026-11-01", "America/New_York")).toBe(25);
    expect(hoursOf("2026-03-07", "America/New_York")).toBe(24);
  });
  it("gives zones without daylight saving 24-hour days all year: Honolulu and Phoenix", () => {
    expect(iso(dayStartIn("2026-03-08", "Pacific/Honolulu"))).toBe("2026-03-08T10:00:00.000Z");
    expect(iso(dayStartIn("2026-11-01", "Pacific/Honolulu"))).toBe("2026-11-01T10:00:00.000Z");
    expect(iso(dayStartIn("2026-03-08", "America/Phoenix"))).toBe("2026-03-08T07:00:00.000Z");
    expect(iso(dayStartIn("2026-07-01", "America/Phoenix"))).toBe("2026-07-01T07:00:00.000Z");
    for (const day of ["2026-03-08", "2026-11-01"]) {
      expect(hoursOf(day, "Pacific/Honolulu")).toBe(24);
      expect(hoursOf(day, "America/Phoenix")).toBe(24);
    }
  });
  it("handles zones east of UTC, whose midnight is on the UTC day before", () => {
    expect(iso(dayStartIn("2026-12-01", "Europe/Berlin"))).toBe("2026-11-30T23:00:00.000Z");
    expect(iso(dayStartIn("2026-03-29", "Europe/Berlin"))).toBe("2026-03-28T23:00:00.000Z");
    expect(hoursOf("2026-03-29", "Europe/Berlin")).toBe(23);
    expect(iso(dayStartIn("2026-12-01", "UTC"))).toBe("2026-12-01T00:00:00.000Z");
  });
  it("starts a day whose midnight the clocks skip at the jump, west and east of UTC", () => {
    // Havana and Beirut sprang forward from 00:00 to 01:00 on these days.
    expect(iso(dayStartIn("2024-03-10", "America/Havana"))).toBe("2024-03-10T05:00:00.000Z");
    expect(iso(dayStartIn("2024-03-31", "Asia/Beirut"))).toBe("2024-03-30T22:00:00.000Z");
  });
  it("is the first instant of its day: a millisecond before is the day before", () => {
    for (const zone of ["America/New_York", "Pacific/Honolulu", "America/Phoenix", "Europe/Berlin", "America/Havana"]) {
      for (const day of ["2026-03-08", "2026-03-09", "2026-11-01", "2026-11-02", "2024-03-10"]) {
        const start = dayStartIn(day, zone);
        expect({ zone, day, at: dayIn(start, zone), before: dayIn(new Date(start.getTime() - 1), zone) }).toEqual({
          zone,
          day,
          at: day,
          before: new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
        });
      }
    }
  });
});

describe("instantsOf", () => {
  it("runs from the first day's local midnight to the local midnight after the last, exclusive", () => {
    expect(instantsOf({ from: "2026-12-01", to: "2026-12-01" }, "America/New_York")).toEqual({
      from: new Date("2026-12-01T05:00:00Z"),
      to: new Date("2026-12-02T05:00:00Z"),
    });
    expect(instantsOf({ from: "2026-10-31", to: "2026-11-01" }, "America/New_York")).toEqual({
      from: new Date("2026-10-31T04:00:00Z"),
      to: new Date("2026-11-02T05:00:00Z"),
    });
  });
  it("leaves an empty side open", () => {
    expect(instantsOf({ from: "", to: "" }, "America/New_York")).toEqual({ from: undefined, to: undefined });
    expect(instantsOf({ from: "", to: "2026-12-01" }, "UTC")).toEqual({ from: undefined, to: new Date("2026-12-02T00:00:00Z") });
  });
});
