import { describe, expect, it } from "vitest";
import { servingProsSentence, whatHappensNext } from "./serving-pros";

describe("servingProsSentence", () => {
  it("counts in the singular for one pro and the plural otherwise", () => {
    expect(servingProsSentence({ count: 2, category: "roofing", zip: "90001" })).toBe("2 verified roofers serve 90001.");
    expect(servingProsSentence({ count: 1, category: "roofing", zip: "90001" })).toBe("1 verified roofer serves 90001.");
    expect(servingProsSentence({ count: 1, category: "electrical", zip: "10001" })).toBe("1 verified electrician serves 10001.");
    expect(servingProsSentence({ count: 0, category: "plumbing", zip: "10001" })).toBe("No verified plumbers serve 10001 yet.");
  });
});

describe("whatHappensNext", () => {
  it("promises the 24-hour e-mail only when nobody serves the area", () => {
    expect(whatHappensNext({ count: 0, category: "roofing", zip: "90001" }, 3)).toContain("within 24 hours either way");
    expect(whatHappensNext({ count: 1, category: "roofing", zip: "90001" }, 3)).toMatch(/^When that pro takes your request/);
  });

  it("never promises more pros than serve the area or than the homeowner allowed", () => {
    expect(whatHappensNext({ count: 5, category: "roofing", zip: "90001" }, 2)).toMatch(/^Up to 2 of them/);
    expect(whatHappensNext({ count: 2, category: "roofing", zip: "90001" }, 3)).toMatch(/^Up to 2 of them/);
    expect(whatHappensNext({ count: 4, category: "roofing", zip: "90001" }, 1)).toMatch(/^One of them can take your request/);
  });
});
