import { describe, expect, it } from "vitest";
import { timeZoneName, US_TIME_ZONES } from "./state-time-zones";

describe("timeZoneName", () => {
  it("names the offered zones by their label, without its aside", () => {
    expect(timeZoneName("America/New_York")).toBe("Eastern time");
    expect(timeZoneName("America/Phoenix")).toBe("Mountain time");
    expect(timeZoneName("America/Puerto_Rico")).toBe("Atlantic time");
    expect(timeZoneName("Pacific/Honolulu")).toBe("Hawaii time");
    expect(US_TIME_ZONES.map((z) => timeZoneName(z.zone)).every((name) => / time$/.test(name))).toBe(true);
  });
  it("names any other zone by its IANA name", () => {
    expect(timeZoneName("Europe/Berlin")).toBe("Europe/Berlin");
    expect(timeZoneName("UTC")).toBe("UTC");
  });
});
