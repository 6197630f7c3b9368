import { describe, expect, it } from "vitest";
import { optionalWebsite, requiredCheckbox, wholeNumber } from "./fields";
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
