/** Electrical cost calculator (spec sections 3 and 9, "Electrical"). */
import { optionsOf, readChoice } from "./answers.ts";
import type { CalculatorDefinition, EstimateResult, ValidAnswers } from "./definition.ts";
import { formatMoney, formatRange, range, roundMoney } from "./money.ts";

export const ELECTRICAL_RANGE = { low: 0.85, high: 1.2 } as const;
export const ELECTRICAL_PERMIT = "Yes (included in estimate)";
export const ELECTRICAL_WARRANTY = "1-2 years on labor";

export const electricalProjects = [
  { value: "panel-upgrade", label: "Panel upgrade", baseCost: 2500, timeline: "1-2 days" },
  { value: "rewire", label: "Whole-home rewiring", baseCost: 8000, timeline: "3-7 days" },
  { value: "ev-charger", label: "EV charger installation", baseCost: 1500, timeline: "4-8 hours" },
  { value: "generator", label: "Generator installation", baseCost: 5000, timeline: "1-2 days" },
  { value: "lighting", label: "Lighting installation", baseCost: 1200, timeline: "1-2 days" },
] as const;

export const electricalHomeSizes = [
  { value: "small", label: "Small", factor: 0.8 },
  { value: "medium", label: "Medium", factor: 1 },
  { value: "large", label: "Large", factor: 1.3 },
  { value: "xlarge", label: "Extra large", factor: 1.6 },
] as const;

/** Asked but not used in the estimate (spec section 9). */
export const electricalPanels = [
  { value: "100", label: "100 amps" },
  { value: "150", label: "150 amps" },
  { value: "200", label: "200 amps" },
  { value: "unknown", label: "I'm not sure" },
] as const;

export const electricalComplexities = [
  { value: "easy", label: "Easy (open walls, easy access)", factor: 1 },
  { value: "moderate", label: "Moderate", factor: 1.15 },
  { value: "difficult", label: "Difficult (finished walls, tight spaces)", factor: 1.35 },
] as const;

export const electricalUrgencies = [
  { value: "emergency", label: "Emergency (right away)", factor: 1.5 },
  { value: "soon", label: "Soon (within 2 weeks)", factor: 1.15 },
  { value: "month", label: "Within a month", factor: 1 },
  { value: "planning", label: "Just planning", factor: 1 },
] as const;

function estimate(answers: ValidAnswers): EstimateResult {
  const project = readChoice(answers, "projectType", electricalProjects);
  const homeSize = readChoice(answers, "homeSize", electricalHomeSizes);
  const complexity = readChoice(answers, "complexity", electricalComplexities);
  const urgency = readChoice(answers, "urgency", electricalUrgencies);

  // base x home size x complexity x urgency
  const base = project.baseCost * homeSize.factor * complexity.factor * urgency.factor;
  const amount = roundMoney(base);
  const costRange = range(base, ELECTRICAL_RANGE.low, ELECTRICAL_RANGE.high);

  return {
    title: "Your Estimated Electrical Cost",
    value: formatMoney(amount),
    amount,
    description:
      `Estimated cost of your ${project.label.toLowerCase()} project in a ${homeSize.label.toLowerCase()} home. ` +
      "Final prices depend on your home's wiring, local code requirements and the electrician.",
    details: [
      { label: "Estimated Range", value: formatRange(costRange) },
      { label: "Timeline", value: project.timeline },
      { label: "Permit Required", value: ELECTRICAL_PERMIT },
      { label: "Warranty", value: ELECTRICAL_WARRANTY },
    ],
    range: costRange,
    chart: { kind: "range", low: costRange.low, estimate: amount, high: costRange.high },
  };
}

export const electricalCalculator: CalculatorDefinition = {
  type: "electrical",
  title: "Electrical Cost Calculator",
  description: "Estimate the cost of a panel upgrade, rewiring, EV charger, generator or lighting project.",
  category: "electrical",
  questions: [
    {
      id: "projectType",
      question: "What type of electrical project do you need?",
      type: "radio",
      required: true,
      options: optionsOf(electricalProjects),
    },
    {
      id: "homeSize",
      question: "How large is your home?",
      type: "radio",
      required: true,
      options: optionsOf(electricalHomeSizes),
    },
    {
      id: "currentPanel",
      question: "What size is your current electrical panel?",
      type: "radio",
      required: true,
      options: optionsOf(electricalPanels),
    },
    {
      id: "complexity",
      question: "How complex is the job?",
      type: "radio",
      required: true,
      options: optionsOf(electricalComplexities),
    },
    {
      id: "urgency",
      question: "How soon do you need the work done?",
      type: "radio",
      required: true,
      options: optionsOf(electricalUrgencies),
    },
  ],
  estimate,
};
