import { describe, expect, it } from "vitest";
import { calculators } from "~/calculators";
import { urgencies } from "~/domain/pricing/price-lead";
import { calculatorUrgencies, leadUrgency } from "./lead-urgency";

describe("leadUrgency: calculator answers to pricing urgency", () => {
  it.each([
    ["roofing", "urgent", "urgent"],
    ["roofing", "soon", "soon"],
    ["roofing", "planning", "planning"],
    ["electrical", "emergency", "emergency"],
    ["electrical", "soon", "urgent"],
    ["electrical", "month", "soon"],
    ["electrical", "planning", "planning"],
    ["plumbing", "emergency", "emergency"],
    ["plumbing", "urgent", "urgent"],
    ["plumbing", "soon", "soon"],
    ["plumbing", "planning", "planning"],
    ["home-improvement", "asap", "urgent"],
    ["home-improvement", "2-3months", "soon"],
    ["home-improvement", "3-6months", "planning"],
    ["home-improvement", "flexible", "planning"],
  ] as const)("%s answer %s is %s", (type, answer, expected) => {
    const question = calculatorUrgencies[type]!.question;
    expect(leadUrgency(type, { [question]: answer, other: "x" })).toBe(expected);
  });

  it("covers every option of each calculator's timing question, and nothing else", () => {
    for (const [type, rule] of Object.entries(calculatorUrgencies)) {
      const question = calculators[type as keyof typeof calculators].questions.find((q) => q.id === rule.question);
      expect(question, `${type}.${rule.question}`).toBeDefined();
      expect(Object.keys(rule.answers).toSorted()).toEqual((question!.options ?? []).map((o) => o.value).toSorted());
      for (const u of Object.values(rule.answers)) expect(urgencies).toContain(u);
    }
  });

  it("answers 'unknown' for calculators without a timing question and for plain quote requests", () => {
    expect(leadUrgency("solar", { monthlyBill: "200", goals: "offset100" })).toBe("unknown");
    expect(leadUrgency("hvac", { urgency: "emergency" })).toBe("unknown");
    expect(leadUrgency(null, null)).toBe("unknown");
    expect(leadUrgency(undefined, { urgency: "emergency" })).toBe("unknown");
  });

  it.each([
    ["plumbing", {}],
    ["plumbing", { urgency: "EMERGENCY" }],
    ["plumbing", { urgency: 3 }],
    ["plumbing", "emergency"],
    ["plumbing", { urgency: "toString" }],
    ["roofing", { urgency: "urgent" }],
    ["constructor", { urgency: "emergency" }],
  ])("answers 'unknown' for %s answers it does not know: %o", (type, answers) => {
    expect(leadUrgency(type, answers)).toBe("unknown");
  });
});
