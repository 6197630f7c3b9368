import { describe, expect, it } from "vitest";
import { categorySlugs } from "../content/categories.ts";
import type { EstimateResult } from "./definition.ts";
import { answersSchema } from "./schema.ts";
import { calculatorList, calculators, estimateFromAnswers, findCalculator, getCalculator } from "./index.ts";
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

  const questionById = (id: string) => {
    const found = def.questions.find((q) => q.id === id);
    if (!found) throw new Error(`No question "${id}" in ${type}`);
    return found;
  };
  const optionQuestions = spec[type].flatMap(([id, kind]) => (Array.isArray(kind) ? [{ id, values: kind }] : []));
  const numberQuestions = spec[type].flatMap(([id, kind]) => (Array.isArray(kind) ? [] : [{ id, unit: kind.number }]));

  it("marks every question required and gives it a text", () => {
    for (const q of def.questions) {
      expect(q.required).toBe(true);
      expect(q.question.trim()).not.toBe("");
    }
  });

  it.each(optionQuestions)("$id offers the spec's option values with readable labels", ({ id, values }) => {
    const q = questionById(id);
    expect(["select", "radio"]).toContain(q.type);
    expect(q.options?.map((o) => o.value)).toEqual(values);
    const labels = q.options?.map((o) => o.label.trim()) ?? [];
    expect(new Set(labels).size).toBe(values.length);
    expect(labels).not.toContain("");
    expect(q.unit).toBeUndefined();
  });

  it.each(numberQuestions)("$id is a whole number in $unit within a defined range", ({ id, unit }) => {
    const q = questionById(id);
    expect(q.type).toBe("number");
    expect(q.unit).toBe(unit);
    expect(q.options).toBeUndefined();
    expect({ min: q.min, max: q.max }).toEqual(numberRanges[`${type}.${id}`]);
    expect(Number.isInteger(q.min) && Number.isInteger(q.max)).toBe(true);
  });
});

describe("readable option labels", () => {
  const label = (type: CalculatorType, id: string, value: string) =>
    calculators[type].questions.find((q) => q.id === id)?.options?.find((o) => o.value === value)?.label;

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
  const numberValues = numberQuestion ? [String(numberQuestion.min), String(numberQuestion.max), "1234"] : [undefined];

  /** Everything wrong with one result, as readable strings (empty when fine). */
  function problems(result: EstimateResult): string[] {
    const found: string[] = [];
    const text = visibleText(result);
    if (!MONEY_PATTERN.test(result.value)) found.push(`value ${result.value}`);
    if (!Number.isInteger(result.amount) || result.amount <= 0) found.push(`amount ${result.amount}`);
    if (result.value !== `$${result.amount.toLocaleString("en-US")}`) found.push("value != amount");
    if (/NaN|Infinity|undefined|null|\[object/.test(text)) found.push(`bad text: ${text}`);
    if (result.details.some((d) => d.label.trim() === "" || d.value.trim() === "")) {
      found.push("empty detail row");
    }
    const chart = result.chart;
    if (chart.kind === "range") {
      const r = result.range;
      if (!r || r.low > result.amount || r.high < result.amount) found.push("range around amount");
      if (!r || chart.low !== r.low || chart.high !== r.high || chart.estimate !== result.amount) {
        found.push("range chart");
      }
      const first = result.details[0];
      if (first?.label !== "Estimated Range" || !RANGE_PATTERN.test(first.value)) found.push("range row");
    } else {
      if (type !== "solar" || result.range !== null) found.push("payback chart outside solar");
      if (chart.yearly.length !== 26 || !Number.isFinite(chart.netCost)) found.push("payback chart");
      if (chart.paybackYears === null) found.push("no payback");
    }
    return found;
  }

  it("produces a finite, well-formed result for every combination", () => {
    const seen = new Map<string, Set<string>>();
    const failures: string[] = [];
    let count = 0;
    for (const combo of allOptionCombinations(def)) {
      for (const n of numberValues) {
        const raw = numberQuestion && n !== undefined ? { ...combo, [numberQuestion.id]: n } : combo;
        const outcome = estimateFromAnswers(def, raw);
        if (!outcome.success) {
          failures.push(`${JSON.stringify(raw)}: ${JSON.stringify(outcome.errors)}`);
          continue;
        }
        count++;
        for (const [id, value] of Object.entries(raw)) {
          seen.set(id, (seen.get(id) ?? new Set()).add(value));
        }
        for (const problem of problems(outcome.result)) failures.push(`${JSON.stringify(raw)}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBe(allOptionCombinations(def).length * numberValues.length);
    // Every option value of every question was used at least once.
    const used = def.questions.filter((q) => q.options).map((q) => [q.id, [...(seen.get(q.id) ?? [])].sort()]);
    const offered = def.questions.filter((q) => q.options).map((q) => [q.id, (q.options ?? []).map((o) => o.value).sort()]);
    expect(used).toEqual(offered);
  });

  it("rejects an empty submission with 'This field is required' on every question", () => {
    expect(estimateFromAnswers(def, {})).toEqual({
      success: false,
      errors: Object.fromEntries(def.questions.map((q) => [q.id, "This field is required"])),
      firstInvalidIndex: 0,
    });
  });

  it("the schema output is what estimate accepts", () => {
    const [combo] = allOptionCombinations(def);
    const raw = numberQuestion ? { ...combo, [numberQuestion.id]: "1500" } : { ...combo };
    const answers = answersSchema(def).parse(raw);
    expect(() => def.estimate(answers)).not.toThrow();
  });
});
