import { describe, expect, it } from "vitest";
import { capWeekStart } from "./week";

describe("capWeekStart", () => {
  it("is Monday 00:00 in New York (EST, UTC-5)", () => {
    expect(capWeekStart(new Date("2026-11-21T17:00:00Z")).toISOString()).toBe("2026-11-16T05:00:00.000Z");
  });
  it("is Monday 00:00 in New York (EDT, UTC-4)", () => {
    expect(capWeekStart(new Date("2026-07-08T12:00:00Z")).toISOString()).toBe("2026-07-06T04:00:00.000Z");
  });
  it("Sunday 23:59 New York still belongs to the week before; Monday 00:00 starts the next", () => {
    expect(capWeekStart(new Date("2026-11-23T04:59:59Z")).toISOString()).toBe("2026-11-16T05:00:00.000Z");
    expect(capWeekStart(new Date("2026-11-23T05:00:00Z")).toISOString()).toBe("2026-11-23T05:00:00.000Z");
  });
  it("handles a week that crosses the DST change", () => {
    // DST ends Sunday 2026-11-01; that week started Monday 2026-10-26 at 00:00 EDT.
    expect(capWeekStart(new Date("2026-11-01T20:00:00Z")).toISOString()).toBe("2026-10-26T04:00:00.000Z");
  });
});
