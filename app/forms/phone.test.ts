import { describe, expect, it } from "vitest";
import { normalizeUsPhone } from "./phone";

describe("normalizeUsPhone", () => {
  it.each([
    ["(212) 555-0123", "+12125550123"],
    ["212-555-0123", "+12125550123"],
    ["212.555.0123", "+12125550123"],
    ["+1 212 555 0123", "+12125550123"],
    ["1-212-555-0123", "+12125550123"],
    ["2125550123", "+12125550123"],
  ])("%s -> %s", (input, e164) => {
    expect(normalizeUsPhone(input)).toBe(e164);
  });

  it.each([
    ["toll-free", "(800) 555-0199"],
    ["invalid area code", "(555) 123-4567"],
    ["too short", "212-555-012"],
    ["foreign", "+44 7911 123456"],
    ["extension", "212-555-0123 x12"],
    ["letters", "212-CALL-NOW"],
    ["empty", ""],
  ])("rejects %s", (_name, input) => {
    expect(normalizeUsPhone(input)).toBeUndefined();
  });
});
