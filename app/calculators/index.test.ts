import { describe, expect, it } from "vitest";
import { categorySlugs } from "../content/categories.ts";
import { answersSchema } from "./schema.ts";
import {
  calculatorList,
  calculators,
  estimateFromAnswers,
  findCalculator,
  getCalculator,
} from "./index.ts";
import { allOptionCombinations, MONEY_PATTERN, RANGE_PATTERN, visibleText } from "./test-helpers.ts";
import { calculatorTypes, type CalculatorType } from "./types.ts";

/**
 * Spec section 3, "Questions per calculator", copied literally:
 * id, then "number" with its unit, or the option values in order.
 */
const spec: Record<CalculatorType, [id: string, kind: string[] | { number: string }][]> = {
  roofing: [
    ["roofSize", { number: "sq ft" }],
    ["material", ["asphalt", "metal", "tile", "slate"]],
    ["roofPitch", ["low", "medium", "steep"]],
    ["stories", ["1", "2", "3+"]],
    ["timeframe", ["urgent", "soon", "planning"]],
  ],
  solar: [
    ["monthlyBill", { number: "$" }],
    ["roofSize", ["small", "medium", "large", "xlarge"]],
    ["sunExposure", ["excellent", "good", "moderate", "limited"]],
    ["roofCondition", ["new", "good", "older", "needswork"]],
    ["goals", ["offset100", "offset75", "offset50", "starter"]],
  ],
  hvac: [
    ["homeSize", { number: "sq ft" }],
    ["systemType", ["central-ac", "furnace", "heat-pump", "complete"]],
    ["efficiency", ["standard", "high", "premium"]],
    ["ductwork", ["none", "partial", "complete"]],
    ["currentAge", ["new", "mid", "old", "veryold"]],
  ],
  electrical: [
    ["projectType", ["panel-upgrade", "rewire", "ev-charger", "generator", "lighting"]],
    ["homeSize", ["small", "medium", "large", "xlarge"]],
    ["currentPanel", ["100", "150", "200", "unknown"]],
    ["complexity", ["easy", "moderate", "difficult"]],
    ["urgency", ["emergency", "soon", "month", "planning"]],
  ],
  plumbing: [
    ["projectType", ["water-heater", "repiping", "bathroom", "kitchen", "drain-sewer"]],
    ["homeSize", ["1", "2", "3", "4+"]],
    ["waterHeaterType", ["tank-gas", "tank-electric", "tankless-gas", "tankless-electric", "na"]],
    ["pipeAge", ["new", "mid", "old", "very-old"]],
    ["urgency", ["emergency", "urgent", "soon", "planning"]],
  ],
  "home-improvement": [
    ["projectType", ["kitchen", "bathroom", "basement", "addition", "flooring"]],
    ["scope", ["minor", "moderate", "major", "luxury"]],
    ["size", ["small", "medium", "large", "xlarge"]],
    ["timeline", ["asap", "2-3months", "3-6months", "flexible"]],
    ["homeValue", ["under300k", "300-500k", "500k-1m", "over1m"]],
  ],
};

const numberRanges: Record<string, { min: number; max: number }> = {
  "roofing.roofSize": { min: 100, max: 20_000 },
  "solar.monthlyBill": { min: 20, max: 2_000 },
  "hvac.homeSize": { min: 300, max: 15_000 },
};

describe("the calculator registry", () => {
  it("has the six calculators in navigation order, keyed by type = category slug", () => {
    expect(Object.keys(calculators).sort()).toEqual([...calculatorTypes].sort());
    expect(calculatorList.map((def) => def.type)).toEqual([...calculatorTypes]);
    for (const type of calculatorTypes) {
      const def = getCalculator(type);
      expect(def.type).toBe(type);
      expect(def.category).toBe(type);
      expect(categorySlugs).toContain(def.category);
      expect(def.title).not.toBe("");
      expect(def.description).not.toBe("");
      expect(findCalculator(type)).toBe(def);
    }
  });

  it("finds nothing for unknown slugs", () => {
    for (const slug of ["windows", "", "Roofing", "__proto__", "roofing/"]) {
      expect(findCalculator(slug)).toBeUndefined();
    }
  });
});

describe.each(calculatorTypes)("%s questions match spec section 3", (type) => {
  const def = calculators[type];

  it("has the spec's ids in the spec's order", () => {
    expect(def.questions.map((q) => q.id)).toEqual(spec[type].map(([id]) => id));
  });

  it.each(spec[type])("%s has the spec's type, unit and option values", (id, kind) => {
    const q = def.questions.find((x) => x.id === id);
    expect(q).toBeDefined();
    if (!q) return;
    expect(q.required).toBe(true);
    expect(q.question.trim()).not.toBe("");
    if (Array.isArray(kind)) {
      expect(["select", "radio"]).toContain(q.type);
      expect(q.options?.map((o) => o.value)).toEqual(kind);
      const labels = q.options?.map((o) => o.label) ?? [];
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label.trim()).not.toBe("");
      expect(q.unit).toBeUndefined();
    } else {
      expect(q.type).toBe("number");
      expect(q.unit).toBe(kind.number);
      expect(q.options).toBeUndefined();
      expect({ min: q.min, max: q.max }).toEqual(numberRanges[`${type}.${id}`]);
      expect(Number.isInteger(q.min)).toBe(true);
      expect(Number.isInteger(q.max)).toBe(true);
    }
  });
});

describe("readable option labels", () => {
  const label = (type: CalculatorType, id: string, value: string) =>
    calculators[type].questions.find((q) => q.id === id)?.options?.find((o) => o.value === value)
      ?.label;

  it("uses words, not codes", () => {
    expect(label("roofing", "material", "metal")).toBe("Metal");
    expect(label("roofing", "stories", "3+")).toBe("3+ stories");
    expect(label("plumbing", "waterHeaterType", "tankless-gas")).toBe("Tankless (gas)");
    expect(label("plumbing", "waterHeaterType", "na")).toBe("Not applicable");
    expect(label("plumbing", "homeSize", "4+")).toBe("4+ bathrooms");
    expect(label("solar", "roofCondition", "needswork")).toBe("Needs work");
    expect(label("solar", "goals", "offset100")).toBe("Offset 100% of my bill");
    expect(label("electrical", "currentPanel", "unknown")).toBe("I'm not sure");
    expect(label("home-improvement", "size", "small")).toBe("Small (about 75 sq ft)");
  });
});

/**
 * Every option value of every question, in every combination, with the number
 * question at its minimum, its maximum and a typical value: the result is always
 * well-formed and no NaN, Infinity or undefined reaches a visible string.
 */
describe.each(calculatorTypes)("%s: every combination of answers", (type) => {
  const def = calculators[type];
  const numberQuestion = def.questions.find((q) => q.type === "number");
  const numberValues = numberQuestion
    ? [String(numberQuestion.min), String(numberQuestion.max), "1234"]
    : [undefined];

  it("produces a finite, well-formed result", () => {
    const seen = new Map<string, Set<string>>();
    let count = 0;
    for (const combo of allOptionCombinations(def)) {
      for (const n of numberValues) {
        const raw = numberQuestion && n !== undefined ? { ...combo, [numberQuestion.id]: n } : combo;
        const outcome = estimateFromAnswers(def, raw);
        expect(outcome.success).toBe(true);
        if (!outcome.success) continue;
        const result = outcome.result;
        count++;
        for (const [id, value] of Object.entries(raw)) {
          if (!seen.has(id)) seen.set(id, new Set());
          seen.get(id)?.add(value);
        }

        expect(result.value).toMatch(MONEY_PATTERN);
        expect(Number.isInteger(result.amount)).toBe(true);
        expect(result.amount).toBeGreaterThan(0);
        expect(result.value).toBe(`$${result.amount.toLocaleString("en-US")}`);
        expect(visibleText(result)).not.toMatch(/NaN|Infinity|undefined|null|\[object/);
        for (const row of result.details) {
          expect(row.label.trim()).not.toBe("");
          expect(row.value.trim()).not.toBe("");
        }

        if (result.chart.kind === "range") {
          expect(result.range).not.toBeNull();
          const { low, high } = result.range ?? { low: Number.NaN, high: Number.NaN };
          expect(low).toBeLessThanOrEqual(result.amount);
          expect(high).toBeGreaterThanOrEqual(result.amount);
          expect(result.chart).toEqual({ kind: "range", low, estimate: result.amount, high });
          expect(result.details[0]).toEqual({
            label: "Estimated Range",
            value: expect.stringMatching(RANGE_PATTERN),
          });
        } else {
          expect(type).toBe("solar");
          expect(result.range).toBeNull();
          expect(result.chart.yearly).toHaveLength(26);
          expect(Number.isFinite(result.chart.netCost)).toBe(true);
          expect(result.chart.paybackYears).not.toBeNull();
        }
      }
    }
    // Every option value of every question was used at least once.
    for (const q of def.questions) {
      if (q.options) expect([...(seen.get(q.id) ?? [])].sort()).toEqual(q.options.map((o) => o.value).sort());
    }
    expect(count).toBe(allOptionCombinations(def).length * numberValues.length);
  });

  it("rejects an empty submission with 'This field is required' on every question", () => {
    const outcome = estimateFromAnswers(def, {});
    expect(outcome.success).toBe(false);
    if (!outcome.success) {
      expect(Object.values(outcome.errors)).toEqual(def.questions.map(() => "This field is required"));
    }
  });

  it("the schema output is what estimate accepts", () => {
    const [combo] = allOptionCombinations(def);
    const raw = numberQuestion ? { ...combo, [numberQuestion.id]: "1500" } : { ...combo };
    const answers = answersSchema(def).parse(raw);
    expect(() => def.estimate(answers)).not.toThrow();
  });
});
