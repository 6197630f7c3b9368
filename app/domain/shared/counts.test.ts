import { describe, expect, it } from "vitest";
import { COUNT_CAP, formatCount } from "./counts";

describe("bounded counts on screen", () => {
  it("shows the number up to the cap and 'cap+' above it", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(COUNT_CAP)).toBe("1,000");
    expect(formatCount(COUNT_CAP + 1)).toBe("1,000+");
  });
});
