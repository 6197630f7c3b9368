import { describe, expect, it } from "vitest";
import { overviewRange } from "./overview-range";

const today = new Date("2026-11-25T15:00:00Z");
const NY = "America/New_York";

describe("overviewRange", () => {
  it("defaults to the 14 days ending today, one bar a day", () => {
    const r = overviewRange({ from: "", to: "" }, today, NY);
    expect(r).toMatchObject({ from: "2026-11-12", to: "2026-11-25", bucket: "day", zone: NY });
    expect(r.buckets).toHaveLength(14);
  });
  it("uses weeks from Monday past two months, months past about a year", () => {
    const weeks = overviewRange({ from: "2026-01-01", to: "2026-06-30" }, today, NY);
    expect(weeks.bucket).toBe("week");
    expect(weeks.buckets[0]).toBe("2025-12-29");
    expect(weeks.buckets.at(-1)).toBe("2026-06-29");
    const months = overviewRange({ from: "2024-03-15", to: "2026-02-01" }, today, NY);
    expect(months.bucket).toBe("month");
    expect(months.buckets).toHaveLength(24);
    expect(months.buckets[0]).toBe("2024-03-01");
  });
  it("runs an open end to today, and 14 days before an end without a start", () => {
    expect(overviewRange({ from: "2026-11-20", to: "" }, today, NY)).toMatchObject({ from: "2026-11-20", to: "2026-11-25" });
    expect(overviewRange({ from: "", to: "2026-10-14" }, today, NY)).toMatchObject({ from: "2026-10-01", to: "2026-10-14" });
  });
  it("takes today in the admin's zone: 03:30 UTC on Dec 2 is still Dec 1 in New York and Honolulu", () => {
    const late = new Date("2026-12-02T03:30:00Z");
    expect(overviewRange({ from: "", to: "" }, late, NY).to).toBe("2026-12-01");
    expect(overviewRange({ from: "", to: "" }, late, "Pacific/Honolulu").to).toBe("2026-12-01");
    expect(overviewRange({ from: "", to: "" }, late, "Europe/Berlin").to).toBe("2026-12-02");
    expect(overviewRange({ from: "2026-12-02", to: "" }, late, NY)).toMatchObject({ from: "2026-12-02", to: "2026-12-02" });
  });
  it("bounds its days at the zone's midnights, across a clock change", () => {
    // New York falls back on Nov 1: the range starts on EDT (-4) and ends on EST (-5).
    expect(overviewRange({ from: "2026-10-25", to: "2026-11-07" }, today, NY)).toMatchObject({
      startsAt: "2026-10-25T04:00:00.000Z",
      endsAt: "2026-11-08T05:00:00.000Z",
    });
    expect(overviewRange({ from: "2026-03-01", to: "2026-03-31" }, today, "America/Phoenix")).toMatchObject({
      startsAt: "2026-03-01T07:00:00.000Z",
      endsAt: "2026-04-01T07:00:00.000Z",
    });
    expect(overviewRange({ from: "2026-12-01", to: "2026-12-01" }, today, "UTC")).toMatchObject({
      startsAt: "2026-12-01T00:00:00.000Z",
      endsAt: "2026-12-02T00:00:00.000Z",
    });
  });
});
