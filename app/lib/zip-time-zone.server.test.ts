import { describe, expect, it } from "vitest";
import { timeZoneOfZip } from "./zip-time-zone.server";

describe("timeZoneOfZip", () => {
  it.each([
    ["11201", "America/New_York"], // Brooklyn
    ["90012", "America/Los_Angeles"], // Los Angeles
    ["85004", "America/Phoenix"], // Phoenix: no daylight saving
    ["96813", "Pacific/Honolulu"], // Honolulu
    ["46204", "America/Indiana/Indianapolis"], // Indianapolis
  ])("ZIP %s is in %s", async (zip, zone) => {
    expect(await timeZoneOfZip(zip)).toBe(zone);
  });
  it("knows nothing of an unknown or malformed ZIP", async () => {
    expect(await timeZoneOfZip("00000")).toBeUndefined();
    expect(await timeZoneOfZip("abc")).toBeUndefined();
    expect(await timeZoneOfZip(null)).toBeUndefined();
  });
});
