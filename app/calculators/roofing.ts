/** Roofing cost calculator (spec sections 3 and 9, "Roofing"). */
import { optionsOf, readChoice, readWholeNumber } from "./answers.ts";
import type { CalculatorDefinition, EstimateResult, ValidAnswers } from "./definition.ts";
import { formatMoney, formatMoneyWithCents, formatNumber, formatRange, range, roundMoney } from "./money.ts";

export const ROOF_SIZE_MIN = 100;
export const ROOF_SIZE_MAX = 20_000;
export const ROOFING_RANGE = { low: 0.85, high: 1.15 } as const;

/** Rate per sq ft and expected lifespan by material. */
export const roofMaterials = [
  { value: "asphalt", label: "Asphalt shingles", ratePerSqFt: 3.5, lifespan: "20-30 years" },
  { value: "metal", label: "Metal", ratePerSqFt: 9, lifespan: "40-70 years" },
  { value: "tile", label: "Tile", ratePerSqFt: 12, lifespan: "50-100 years" },
  { value: "slate", label: "Slate", ratePerSqFt: 18, lifespan: "75-200 years" },
] as const;

export const roofPitches = [
  { value: "low", label: "Low (flat or gently sloped)", factor: 1 },
  { value: "medium", label: "Medium (standard slope)", factor: 1.15 },
  { value: "steep", label: "Steep", factor: 1.35 },
] as const;

export const roofStories = [
  { value: "1", label: "1 story", factor: 1, phrase: "1-story" },
  { value: "2", label: "2 stories", factor: 1.15, phrase: "2-story" },
  { value: "3+", label: "3+ stories", factor: 1.3, phrase: "3+ story" },
] as const;

/** Asked but not used in the cost (spec section 9). */
export const roofTimeframes = [
  { value: "urgent", label: "Urgent (as soon as possible)" },
  { value: "soon", label: "Soon (in the next few months)" },
  { value: "planning", label: "Just planning" },
] as const;

function estimate(answers: ValidAnswers): EstimateResult {
  const roofSize = readWholeNumber(answers, "roofSize");
  const material = readChoice(answers, "material", roofMaterials);
  const pitch = readChoice(answers, "roofPitch", roofPitches);
  const stories = readChoice(answers, "stories", roofStories);

  // size x rate per sq ft x pitch x stories
  const base = roofSize * material.ratePerSqFt * pitch.factor * stories.factor;
  const amount = roundMoney(base);
  const costRange = range(base, ROOFING_RANGE.low, ROOFING_RANGE.high);
  // Guarded: the original divided by a size of 0; the schema also enforces size >= 100.
  const costPerSqFt = roofSize > 0 ? formatMoneyWithCents(base / roofSize) : "Not available";

  return {
    title: "Your Estimated Roofing Cost",
    value: formatMoney(amount),
    amount,
    description:
      `Estimated cost of a ${formatNumber(roofSize)} sq ft roof in ${material.label.toLowerCase()}, ` +
      `with a ${pitch.value} pitch, on a ${stories.phrase} home. ` +
      "Final prices depend on your location, the condition of the roof deck and the contractor.",
    details: [
      { label: "Estimated Range", value: formatRange(costRange) },
      { label: "Cost per Sq Ft", value: costPerSqFt },
      { label: "Expected Lifespan", value: material.lifespan },
    ],
    range: costRange,
    chart: { kind: "range", low: costRange.low, estimate: amount, high: costRange.high },
  };
}

export const roofingCalculator: CalculatorDefinition = {
  type: "roofing",
  title: "Roofing Cost Calculator",
  description: "Estimate the cost of a new roof from its size, material, pitch and the height of your home.",
  category: "roofing",
  questions: [
    {
      id: "roofSize",
      question: "What is the approximate size of your roof?",
      type: "number",
      unit: "sq ft",
      placeholder: "e.g. 2000",
      required: true,
      min: ROOF_SIZE_MIN,
      max: ROOF_SIZE_MAX,
    },
    {
      id: "material",
      question: "Which roofing material would you like?",
      type: "radio",
      required: true,
      options: optionsOf(roofMaterials),
    },
    {
      id: "roofPitch",
      question: "How steep is your roof?",
      type: "radio",
      required: true,
      options: optionsOf(roofPitches),
    },
    {
      id: "stories",
      question: "How many stories does your home have?",
      type: "radio",
      required: true,
      options: optionsOf(roofStories),
    },
    {
      id: "timeframe",
      question: "When do you want the work done?",
      type: "radio",
      required: true,
      options: optionsOf(roofTimeframes),
    },
  ],
  estimate,
};
