import { describe, expect, it } from "vitest";
import { overviewRange } from "./overview-range";

const today = new Date("2026-11-25T15:00:00Z");

describe("overviewRange", () => {
  it("defaults to the 14 days ending today, one bar a day", () => {
    const r = overviewRange({ from: "", to: "" }, today);
    expect(r).toMatchObject({ from: "2026-11-12", to: "2026-11-25", bucket: "day" });
    expect(r.buckets).toHaveLength(14);
  });
  it("uses weeks from Monday past two months, months past about a year", () => {
    const weeks = overviewRange({ from: "2026-01-01", to: "2026-06-30" }, today);
    expect(weeks.bucket).toBe("week");
    expect(weeks.buckets[0]).toBe("2025-12-29");
    expect(weeks.buckets.at(-1)).toBe("2026-06-29");
    const months = overviewRange({ from: "2024-03-15", to: "2026-02-01" }, today);
    expect(months.bucket).toBe("month");
    expect(months.buckets).toHaveLength(24);
    expect(months.buckets[0]).toBe("2024-03-01");
  });
  it("runs an open end to today, and 14 days before an end without a start", () => {
    expect(overviewRange({ from: "2026-11-20", to: "" }, today)).toMatchObject({ from: "2026-11-20", to: "2026-11-25" });
    expect(overviewRange({ from: "", to: "2026-10-14" }, today)).toMatchObject({ from: "2026-10-01", to: "2026-10-14" });
  });
});
