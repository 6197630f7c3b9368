import { describe, expect, it } from "vitest";
import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import fullMobile from "libphonenumber-js/metadata.mobile.json" with { type: "json" };
import shipped from "./nanp-metadata.json" with { type: "json" };
import { nanpMetadata, type PhoneMetadata } from "./nanp-metadata";
import { mulberry32 } from "../../scripts/images/svg";
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

describe("the +1 metadata the forms ship (nanp-metadata.ts)", () => {
  it("is the +1 slice of the installed libphonenumber-js (else run scripts/phone-metadata.ts)", () => {
    expect(shipped).toEqual(nanpMetadata(fullMobile as unknown as PhoneMetadata));
  });

  it("reads every +1 number as the full metadata does, and no other calling code as valid", () => {
    const random = mulberry32(17);
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join("");
    const inputs = [
      ...Array.from({ length: 3000 }, () => `+1${digits(10)}`),
      ...Array.from({ length: 1000 }, () => `(${digits(3)}) ${digits(3)}-${digits(4)}`),
      "+1 416 555 2368",
      "+1 787 555 2368",
      "+1 340 555 2368",
      "+1 671 555 2368",
      "+1 876 555 2368",
    ];
    const read = (input: string, metadata: unknown) => {
      const p = parsePhoneNumberFromString(input, "US", metadata as MetadataJson);
      return p && { number: p.number, country: p.country, valid: p.isValid() };
    };
    expect(inputs.map((input) => read(input, shipped))).toEqual(inputs.map((input) => read(input, fullMobile)));
    expect(read("+1 416 555 2368", shipped)).toMatchObject({ country: "CA", valid: true });
    expect(["+44 7911 123456", "+52 55 1234 5678", "+61 412 345 678"].map((foreign) => read(foreign, shipped)?.valid ?? false)).toEqual([false, false, false]);
  });
});
