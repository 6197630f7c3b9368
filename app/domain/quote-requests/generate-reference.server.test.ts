import { describe, expect, it } from "vitest";
import { generateReference, REFERENCE_PATTERN } from "./generate-reference.server";

describe("generateReference", () => {
  it("makes THP- references without look-alike characters", () => {
    const refs = Array.from({ length: 2000 }, generateReference);
    for (const ref of refs) expect(ref).toMatch(REFERENCE_PATTERN);
    expect(refs.join("")).not.toMatch(/[01ILO]/);
    expect(new Set(refs).size).toBeGreaterThan(1990);
  });
});
