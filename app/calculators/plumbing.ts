/** Plumbing cost calculator (spec sections 3 and 9, "Plumbing"). */
import { optionsOf, readChoice } from "./answers.ts";
import type { CalculatorDefinition, EstimateResult, ValidAnswers } from "./definition.ts";
import { formatMoney, formatRange, range, roundMoney } from "./money.ts";

export const PLUMBING_RANGE = { low: 0.85, high: 1.25 } as const;
export const PLUMBING_WARRANTY = "1-5 years depending on parts";

export const plumbingProjects = [
  { value: "water-heater", label: "Water heater", baseCost: 1800, timeline: "4-8 hours", permit: "Possibly" },
  { value: "repiping", label: "Repiping", baseCost: 7000, timeline: "3-5 days", permit: "Yes" },
  { value: "bathroom", label: "Bathroom plumbing", baseCost: 3500, timeline: "2-4 days", permit: "Possibly" },
  { value: "kitchen", label: "Kitchen plumbing", baseCost: 2500, timeline: "1-3 days", permit: "Possibly" },
  { value: "drain-sewer", label: "Drain or sewer line", baseCost: 3000, timeline: "1-2 days", permit: "Possibly" },
] as const;

/** "homeSize" means the number of bathrooms; the factor applies to repiping only. */
export const plumbingBathrooms = [
  { value: "1", label: "1 bathroom", repipingFactor: 0.7 },
  { value: "2", label: "2 bathrooms", repipingFactor: 1 },
  { value: "3", label: "3 bathrooms", repipingFactor: 1.3 },
  { value: "4+", label: "4+ bathrooms", repipingFactor: 1.6 },
] as const;

/** For a water heater project, any type but "na" replaces the base cost with its price. */
export const waterHeaterTypes = [
  { value: "tank-gas", label: "Tank (gas)", price: 1500 },
  { value: "tank-electric", label: "Tank (electric)", price: 1200 },
  { value: "tankless-gas", label: "Tankless (gas)", price: 3000 },
  { value: "tankless-electric", label: "Tankless (electric)", price: 2000 },
  { value: "na", label: "Not applicable", price: null },
] as const;

export const pipeAges = [
  { value: "new", label: "New", factor: 1 },
  { value: "mid", label: "Mid-life", factor: 1.1 },
  { value: "old", label: "Old", factor: 1.25 },
  { value: "very-old", label: "Very old", factor: 1.4 },
] as const;

export const plumbingUrgencies = [
  { value: "emergency", label: "Emergency (right now)", factor: 1.5 },
  { value: "urgent", label: "Urgent (within a few days)", factor: 1.2 },
  { value: "soon", label: "Soon (within a few weeks)", factor: 1 },
  { value: "planning", label: "Just planning", factor: 1 },
] as const;

function estimate(answers: ValidAnswers): EstimateResult {
  const project = readChoice(answers, "projectType", plumbingProjects);
  const bathrooms = readChoice(answers, "homeSize", plumbingBathrooms);
  const heater = readChoice(answers, "waterHeaterType", waterHeaterTypes);
  const pipeAge = readChoice(answers, "pipeAge", pipeAges);
  const urgency = readChoice(answers, "urgency", plumbingUrgencies);

  let base: number = project.baseCost;
  if (project.value === "water-heater" && heater.price !== null) base = heater.price;
  if (project.value === "repiping") base *= bathrooms.repipingFactor;
  base *= pipeAge.factor * urgency.factor;

  const amount = roundMoney(base);
  const costRange = range(base, PLUMBING_RANGE.low, PLUMBING_RANGE.high);
  const what = project.value === "water-heater" && heater.price !== null ? `${heater.label.toLowerCase()} water heater` : project.label.toLowerCase();

  return {
    title: "Your Estimated Plumbing Cost",
    value: formatMoney(amount),
    amount,
    description:
      `Estimated cost of your ${what} project in a home with ${bathrooms.label}. ` +
      "Final prices depend on access to the pipes, the fixtures you choose and the plumber.",
    details: [
      { label: "Estimated Range", value: formatRange(costRange) },
      { label: "Timeline", value: project.timeline },
      { label: "Permit Required", value: project.permit },
      { label: "Warranty", value: PLUMBING_WARRANTY },
    ],
    range: costRange,
    chart: { kind: "range", low: costRange.low, estimate: amount, high: costRange.high },
  };
}

export const plumbingCalculator: CalculatorDefinition = {
  type: "plumbing",
  title: "Plumbing Cost Calculator",
  description: "Estimate the cost of a water heater, repiping, bathroom, kitchen or drain and sewer project.",
  category: "plumbing",
  questions: [
    {
      id: "projectType",
      question: "What type of plumbing project do you need?",
      type: "radio",
      required: true,
      options: optionsOf(plumbingProjects),
    },
    {
      id: "homeSize",
      question: "How many bathrooms does your home have?",
      type: "radio",
      required: true,
      options: optionsOf(plumbingBathrooms),
    },
    {
      id: "waterHeaterType",
      question: "If you need a water heater, which type?",
      type: "radio",
      required: true,
      options: optionsOf(waterHeaterTypes),
    },
    {
      id: "pipeAge",
      question: "How old are your home's pipes?",
      type: "radio",
      required: true,
      options: optionsOf(pipeAges),
    },
    {
      id: "urgency",
      question: "How soon do you need a plumber?",
      type: "radio",
      required: true,
      options: optionsOf(plumbingUrgencies),
    },
  ],
  estimate,
};
