/** Home improvement (renovation) cost calculator (spec sections 3 and 9, "Home improvement"). */
import { optionsOf, readChoice } from "./answers.ts";
import type { CalculatorDefinition, EstimateResult, ValidAnswers } from "./definition.ts";
import { formatMoney, formatNumber, formatPercent, formatRange, range, roundMoney } from "./money.ts";

export const HOME_IMPROVEMENT_RANGE = { low: 0.8, high: 1.3 } as const;

/** Cost per sq ft, ROI recovery and timeline by project type. */
export const renovationProjects = [
  { value: "kitchen", label: "Kitchen remodel", costPerSqFt: 150, roi: 0.7, timeline: "4-8 weeks" },
  { value: "bathroom", label: "Bathroom remodel", costPerSqFt: 120, roi: 0.65, timeline: "3-6 weeks" },
  { value: "basement", label: "Basement finishing", costPerSqFt: 70, roi: 0.75, timeline: "6-10 weeks" },
  { value: "addition", label: "Home addition", costPerSqFt: 200, roi: 0.6, timeline: "12-20 weeks" },
  { value: "flooring", label: "New flooring", costPerSqFt: 15, roi: 0.8, timeline: "1-2 weeks" },
] as const;

export const renovationScopes = [
  { value: "minor", label: "Minor (cosmetic updates)", factor: 0.6 },
  { value: "moderate", label: "Moderate (new fixtures and finishes)", factor: 1 },
  { value: "major", label: "Major (full renovation)", factor: 1.5 },
  { value: "luxury", label: "Luxury (high-end materials throughout)", factor: 2.5 },
] as const;

/** The area assumed for each size answer. */
export const renovationSizes = [
  { value: "small", label: "Small (about 75 sq ft)", area: 75 },
  { value: "medium", label: "Medium (about 200 sq ft)", area: 200 },
  { value: "large", label: "Large (about 400 sq ft)", area: 400 },
  { value: "xlarge", label: "Extra large (about 600 sq ft)", area: 600 },
] as const;

/** Asked but not used in the estimate (spec section 3 and 9). */
export const renovationTimelines = [
  { value: "asap", label: "As soon as possible" },
  { value: "2-3months", label: "In 2-3 months" },
  { value: "3-6months", label: "In 3-6 months" },
  { value: "flexible", label: "I'm flexible" },
] as const;

/** Asked but not used in the estimate (spec section 9: "Home value is unused"). */
export const homeValues = [
  { value: "under300k", label: "Under $300,000" },
  { value: "300-500k", label: "$300,000 - $500,000" },
  { value: "500k-1m", label: "$500,000 - $1 million" },
  { value: "over1m", label: "Over $1 million" },
] as const;

function estimate(answers: ValidAnswers): EstimateResult {
  const project = readChoice(answers, "projectType", renovationProjects);
  const scope = readChoice(answers, "scope", renovationScopes);
  const size = readChoice(answers, "size", renovationSizes);

  // cost per sq ft x scope x assumed area
  const base = project.costPerSqFt * scope.factor * size.area;
  const amount = roundMoney(base);
  const costRange = range(base, HOME_IMPROVEMENT_RANGE.low, HOME_IMPROVEMENT_RANGE.high);
  const valueAdded = roundMoney(base * project.roi);

  return {
    title: "Your Estimated Renovation Cost",
    value: formatMoney(amount),
    amount,
    description:
      `Estimated cost of a ${scope.value} ${project.label.toLowerCase()} project of about ` +
      `${formatNumber(size.area)} sq ft. ` +
      "Final prices depend on the materials you choose, your home and local labor rates.",
    details: [
      { label: "Estimated Range", value: formatRange(costRange) },
      { label: "Timeline", value: project.timeline },
      { label: "ROI Recovery", value: formatPercent(project.roi) },
      { label: "Estimated Value Added", value: formatMoney(valueAdded) },
    ],
    range: costRange,
    chart: { kind: "range", low: costRange.low, estimate: amount, high: costRange.high },
  };
}

export const homeImprovementCalculator: CalculatorDefinition = {
  type: "home-improvement",
  title: "Home Improvement Cost Calculator",
  description: "Estimate the cost of your renovation and how much of it you could recover in home value (ROI).",
  category: "home-improvement",
  questions: [
    {
      id: "projectType",
      question: "What type of project are you planning?",
      type: "radio",
      required: true,
      options: optionsOf(renovationProjects),
    },
    {
      id: "scope",
      question: "What is the scope of the work?",
      type: "radio",
      required: true,
      options: optionsOf(renovationScopes),
    },
    {
      id: "size",
      question: "How large is the project area?",
      type: "radio",
      required: true,
      options: optionsOf(renovationSizes),
    },
    {
      id: "timeline",
      question: "When would you like to start?",
      type: "radio",
      required: true,
      options: optionsOf(renovationTimelines),
    },
    {
      id: "homeValue",
      question: "What is your home's approximate value?",
      type: "radio",
      required: true,
      options: optionsOf(homeValues),
    },
  ],
  estimate,
};
