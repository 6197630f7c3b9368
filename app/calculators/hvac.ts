/** HVAC cost calculator (spec sections 3 and 9, "HVAC"). */
import { optionsOf, readChoice, readWholeNumber } from "./answers.ts";
import type { CalculatorDefinition, EstimateResult, ValidAnswers } from "./definition.ts";
import { formatMoney, formatNumber, formatOneDecimal, formatRange, range, roundMoney } from "./money.ts";

export const HOME_SIZE_MIN = 300;
export const HOME_SIZE_MAX = 15_000;
export const HVAC_RANGE = { low: 0.9, high: 1.2 } as const;
export const BTU_PER_SQ_FT = 27.5;
export const BTU_PER_TON = 12_000;
export const HVAC_LIFESPAN = "15-20 years";

export const hvacSystemTypes = [
  { value: "central-ac", label: "Central air conditioning", baseCost: 5000 },
  { value: "furnace", label: "Furnace", baseCost: 4000 },
  { value: "heat-pump", label: "Heat pump", baseCost: 6500 },
  { value: "complete", label: "Complete system (heating and cooling)", baseCost: 8500 },
] as const;

export const hvacEfficiencies = [
  { value: "standard", label: "Standard efficiency", factor: 1 },
  { value: "high", label: "High efficiency", factor: 1.3 },
  { value: "premium", label: "Premium efficiency", factor: 1.6 },
] as const;

/** Ductwork adds a fixed amount (partial) or a price per sq ft of home (complete). */
export const hvacDuctwork = [
  { value: "none", label: "None (existing ducts are fine)", fixed: 0, perSqFt: 0 },
  { value: "partial", label: "Partial (repairs or some new runs)", fixed: 1500, perSqFt: 0 },
  { value: "complete", label: "Complete new ductwork", fixed: 0, perSqFt: 12 },
] as const;

/** Current system age: used only for the annual savings figure. */
export const hvacAges = [
  { value: "new", label: "New (under 5 years)", annualSavings: 300 },
  { value: "mid", label: "Mid-life (5-10 years)", annualSavings: 300 },
  { value: "old", label: "Old (10-15 years)", annualSavings: 500 },
  { value: "veryold", label: "Very old (15+ years)", annualSavings: 800 },
] as const;

function estimate(answers: ValidAnswers): EstimateResult {
  const homeSize = readWholeNumber(answers, "homeSize");
  const system = readChoice(answers, "systemType", hvacSystemTypes);
  const efficiency = readChoice(answers, "efficiency", hvacEfficiencies);
  const ductwork = readChoice(answers, "ductwork", hvacDuctwork);
  const age = readChoice(answers, "currentAge", hvacAges);

  const btu = homeSize * BTU_PER_SQ_FT;
  const tons = btu / BTU_PER_TON;
  // (base cost x efficiency) + ductwork; the efficiency multiplier applies to the equipment only.
  const ductworkCost = ductwork.fixed + ductwork.perSqFt * homeSize;
  const base = system.baseCost * efficiency.factor + ductworkCost;
  const amount = roundMoney(base);
  const costRange = range(base, HVAC_RANGE.low, HVAC_RANGE.high);

  return {
    title: "Your Estimated HVAC Cost",
    value: formatMoney(amount),
    amount,
    description:
      `Estimated installed cost for a ${formatNumber(homeSize)} sq ft home: ` +
      `${system.label.toLowerCase()}, ${efficiency.label.toLowerCase()}` +
      (ductworkCost > 0 ? `, including ${formatMoney(ductworkCost)} of ductwork. ` : ". ") +
      "Final prices depend on your home's layout, the brand you choose and local labor rates.",
    details: [
      { label: "Estimated Range", value: formatRange(costRange) },
      { label: "Recommended Capacity", value: `${formatNumber(btu)} BTU` },
      { label: "System Size", value: `${formatOneDecimal(tons)} tons` },
      { label: "Estimated Annual Savings", value: formatMoney(age.annualSavings) },
      { label: "Expected Lifespan", value: HVAC_LIFESPAN },
    ],
    range: costRange,
    chart: { kind: "range", low: costRange.low, estimate: amount, high: costRange.high },
  };
}

export const hvacCalculator: CalculatorDefinition = {
  type: "hvac",
  title: "HVAC Cost Calculator",
  description: "Estimate the cost of a new heating or cooling system, the capacity your home needs and what an upgrade could save you each year.",
  category: "hvac",
  questions: [
    {
      id: "homeSize",
      question: "How large is your home?",
      type: "number",
      unit: "sq ft",
      placeholder: "e.g. 2000",
      required: true,
      min: HOME_SIZE_MIN,
      max: HOME_SIZE_MAX,
    },
    {
      id: "systemType",
      question: "What type of system do you need?",
      type: "radio",
      required: true,
      options: optionsOf(hvacSystemTypes),
    },
    {
      id: "efficiency",
      question: "Which efficiency level would you like?",
      type: "radio",
      required: true,
      options: optionsOf(hvacEfficiencies),
    },
    {
      id: "ductwork",
      question: "How much ductwork is needed?",
      type: "radio",
      required: true,
      options: optionsOf(hvacDuctwork),
    },
    {
      id: "currentAge",
      question: "How old is your current system?",
      type: "radio",
      required: true,
      options: optionsOf(hvacAges),
    },
  ],
  estimate,
};
