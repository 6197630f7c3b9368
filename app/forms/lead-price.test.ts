import { describe, expect, it } from "vitest";
import { WHOLE_DOLLARS_MESSAGE } from "~/forms/lead-price-rules";
import { expectedPriceSchema, leadPriceEditSchema, leadPriceMessages as m, leadPriceResetSchema } from "./lead-price";
import { errorsOf, parseOk } from "./test-helpers";

/** The electrical row as the form posts it (strings), with the spec's ranges and the bottom-40% aged defaults. */
const valid: Record<string, string> = {
  category: "electrical",
  "payAsYouGo.fresh.min": "38",
  "payAsYouGo.fresh.max": "63",
  "payAsYouGo.aged.min": "38",
  "payAsYouGo.aged.max": "48",
  "professional.fresh.min": "30",
  "professional.fresh.max": "50",
  "professional.aged.min": "30",
  "professional.aged.max": "38",
  "enterprise.fresh.min": "26",
  "enterprise.fresh.max": "44",
  "enterprise.aged.min": "26",
  "enterprise.aged.max": "33",
  reason: "Seasonal demand",
};

describe("leadPriceEditSchema", () => {
  it("parses a category's ranges into numbers", () => {
    const out = parseOk(leadPriceEditSchema, { ...valid, "enterprise.fresh.max": " $120 ", reason: "  Seasonal demand " });
    expect(out.category).toBe("electrical");
    expect(out.reason).toBe("Seasonal demand");
    expect(out.edits).toHaveLength(6);
    expect(out.edits).toContainEqual({ category: "electrical", tier: "enterprise", kind: "fresh", range: { min: 26, max: 120 } });
    expect(out.edits).toContainEqual({ category: "electrical", tier: "payAsYouGo", kind: "aged", range: { min: 38, max: 48 } });
  });

  it.each([
    ["enterprise.fresh.max", "", WHOLE_DOLLARS_MESSAGE],
    ["enterprise.fresh.max", "12.50", WHOLE_DOLLARS_MESSAGE],
    ["enterprise.fresh.min", "0", WHOLE_DOLLARS_MESSAGE],
    ["professional.aged.max", "10001", WHOLE_DOLLARS_MESSAGE],
    ["professional.aged.max", "-5", WHOLE_DOLLARS_MESSAGE],
    ["reason", "", m.reason],
    ["reason", "ok", m.reasonShort],
    ["reason", "x".repeat(501), "Reason must be 500 characters or fewer"],
    ["category", "windows", m.category],
  ])("%s = %j -> %s", (name, value, message) => {
    expect(errorsOf(leadPriceEditSchema, { ...valid, [name]: value })).toEqual({ [name]: [message] });
  });

  it("puts a maximum below its minimum on the maximum", () => {
    expect(errorsOf(leadPriceEditSchema, { ...valid, "payAsYouGo.fresh.min": "70" })).toEqual({
      "payAsYouGo.fresh.max": ["The maximum must be at least the minimum ($70)."],
    });
  });
});

describe("leadPriceResetSchema", () => {
  it("needs a category and a reason", () => {
    const out = parseOk(leadPriceResetSchema, { category: "solar", reason: "Back to the spec" });
    expect(out.reason).toBe("Back to the spec");
    expect(out.edits).toHaveLength(6);
    expect(out.edits.every((e) => e.category === "solar" && e.range === null)).toBe(true);
    expect(errorsOf(leadPriceResetSchema, {})).toEqual({ category: [m.category], reason: [m.reason] });
  });
});

describe("expectedPriceSchema (the buy form's shown price)", () => {
  it.each([
    ["9400", 9400],
    [" 56 ", 56],
    ["", undefined],
    [undefined, undefined],
    [null, undefined],
  ])("%j -> %j", (raw, value) => {
    expect(parseOk(expectedPriceSchema, raw)).toBe(value);
  });

  it.each(["abc", "-100", "12.5", "1e4", "1234567890"])("refuses %j", (raw) => {
    expect(expectedPriceSchema.safeParse(raw).success).toBe(false);
  });
});
