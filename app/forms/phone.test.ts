import { describe, expect, it } from "vitest";
import { normalizeUsPhone } from "./phone";

describe("normalizeUsPhone", () => {
  it.each([
    ["(212) 555-2123", "+12125552123"],
    ["212-555-2123", "+12125552123"],
    ["212.555.2123", "+12125552123"],
    ["+1 212 555 2123", "+12125552123"],
    ["1-212-555-2123", "+12125552123"],
    ["2125552123", "+12125552123"],
    ["(406) 231-0199", "+14062310199"],
    ["(212) 555-0200", "+12125550200"],
  ])("%s -> %s", (input, e164) => {
    expect(normalizeUsPhone(input)).toBe(e164);
  });

  it.each([
    ["toll-free", "(800) 555-2199"],
    ["fictional 555-0100", "(212) 555-0100"],
    ["fictional 555-0199", "212-555-0199"],
    ["directory assistance", "(212) 555-1212"],
    ["service code 911", "(212) 911-4567"],
    ["service code 411", "(406) 411-1234"],
    ["carrier access 950", "(212) 950-1234"],
    ["test code 958", "(212) 958-1234"],
    ["test code 959", "(212) 959-1234"],
    ["invalid area code", "(555) 123-4567"],
    ["too short", "212-555-012"],
    ["foreign", "+44 7911 123456"],
    ["extension", "212-555-2123 x12"],
    ["letters", "212-CALL-NOW"],
    ["empty", ""],
  ])("rejects %s", (_name, input) => {
    expect(normalizeUsPhone(input)).toBeUndefined();
  });
});
