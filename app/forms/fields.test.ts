import { describe, expect, it } from "vitest";
import { dollarsField, optionalDollarsField, optionalWebsite, requiredCheckbox, uuidField, wholeNumber } from "./fields";
import { parseOk } from "./test-helpers";

describe("optionalWebsite", () => {
  const schema = optionalWebsite({ max: 255, invalid: "bad" });
  it.each([
    ["example.com", "https://example.com"],
    ["http://example.com/path?q=1", "http://example.com/path?q=1"],
    ["  https://sub.example.co.uk  ", "https://sub.example.co.uk"],
    ["", undefined],
  ])("%j -> %j", (input, output) => {
    expect(parseOk(schema, input)).toBe(output);
  });
  it.each(["localhost", "https://10.0.0.1", "example", "https://exa mple.com", "mailto:a@b.co"])("rejects %j", (input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe("requiredCheckbox", () => {
  const schema = requiredCheckbox("must");
  it.each(["on", "true", "1", "yes", "ON"])("accepts %j", (v) => expect(parseOk(schema, v)).toBe(true));
  it.each(["", "off", "false", undefined])("rejects %j", (v) => expect(schema.safeParse(v).success).toBe(false));
});

describe("wholeNumber", () => {
  const schema = wholeNumber({ required: "req", invalid: "inv", min: 0, max: 100, maxMessage: "max" });
  it("parses digits", () => expect(parseOk(schema, " 007 ")).toBe(7));
  it.each([
    ["", "req"],
    ["1e3", "inv"],
    ["+5", "inv"],
    ["101", "max"],
  ])("%j -> %s", (v, message) => {
    const result = schema.safeParse(v);
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });
});

describe("dollarsField", () => {
  const unsigned = dollarsField({ invalid: "inv" });
  const signed = dollarsField({ invalid: "inv", signed: true });
  it.each([
    ["250", 250_00],
    [" $1,250.50 ", 1_250_50],
    ["0.29", 29],
    ["12.5", 12_50],
    [".5", 50],
    ["+7", 7_00],
    ["9999999.99", 999_999_999],
  ])("%j -> %j cents", (input, cents) => expect(parseOk(unsigned, input)).toBe(cents));
  it.each(["", "  ", "abc", "1.234", "1e3", "12.3.4", "-5", "10000000", ".", undefined])("rejects %j without a sign allowed", (input) => {
    expect(unsigned.safeParse(input).error?.issues.map((i) => i.message)).toEqual(["inv"]);
  });
  it("takes a minus sign only when signed", () => {
    expect(parseOk(signed, "-10.50")).toBe(-10_50);
    expect(Object.is(parseOk(signed, "-0"), 0)).toBe(true);
  });
  it("whole dollars only with decimals: 0", () => {
    const whole = dollarsField({ invalid: "inv", decimals: 0 });
    expect(parseOk(whole, "12")).toBe(12_00);
    expect(whole.safeParse("12.5").success).toBe(false);
  });
  it("optionalDollarsField turns blank into null", () => {
    const optional = optionalDollarsField({ invalid: "inv" });
    expect(parseOk(optional, " ")).toBeNull();
    expect(parseOk(optional, undefined)).toBeNull();
    expect(parseOk(optional, "5")).toBe(5_00);
    expect(optional.safeParse("x").success).toBe(false);
  });
});

describe("uuidField", () => {
  const schema = uuidField("gone");
  const id = "0b6f5d3e-8f0a-4c1e-9a7b-2d4c6e8f0a1b";
  it("trims and lower-cases", () => expect(parseOk(schema, ` ${id.toUpperCase()} `)).toBe(id));
  it.each(["", undefined, "not-a-uuid", `${id}x`, 5])("rejects %j", (input) => {
    expect(schema.safeParse(input).error?.issues.map((i) => i.message)).toEqual(["gone"]);
  });
});
