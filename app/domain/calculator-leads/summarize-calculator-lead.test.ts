import { describe, expect, it } from "vitest";
import { getCalculator, parseAnswers } from "~/calculators";
import { summarizeCalculatorLead } from "./summarize-calculator-lead";

describe("summarizeCalculatorLead", () => {
  it("describes the answers in words, with the estimate", () => {
    const def = getCalculator("roofing");
    const parsed = parseAnswers(def, { roofSize: "2000", material: "metal", roofPitch: "steep", stories: "2", timeframe: "soon" });
    if (!parsed.success) throw new Error("invalid answers");
    const result = def.estimate(parsed.answers);
    const text = summarizeCalculatorLead(def, parsed.answers, result);
    expect(text.split("\n")[0]).toBe("From the Roofing Cost Calculator:");
    expect(text).toContain("- What is the approximate size of your roof? 2000 sq ft");
    expect(text).toContain(`${result.title}: ${result.value}`);
    expect(text).not.toContain("metal\n");
  });

  it("stays within the 2,000 characters of project details", () => {
    const def = { title: "T", questions: [{ id: "a", question: "Q?", type: "text" as const, required: true }] };
    const text = summarizeCalculatorLead(def, { a: "x".repeat(5000) }, { title: "R", value: "$1", details: [] });
    expect(text.length).toBe(2000);
  });
});
