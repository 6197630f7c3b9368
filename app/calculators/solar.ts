/** Solar savings calculator (spec sections 3 and 9, "Solar"). */
import { optionsOf, readChoice, readWholeNumber } from "./answers.ts";
import type { CalculatorDefinition, EstimateResult, ValidAnswers } from "./definition.ts";
import { formatMoney, formatNumber, formatPercent, formatYears, roundMoney, roundOneDecimal } from "./money.ts";

export const MONTHLY_BILL_MIN = 20;
export const MONTHLY_BILL_MAX = 2_000;
/** Federal tax credit: net cost is the system cost less 30%. */
export const FEDERAL_TAX_CREDIT_RATE = 0.3;
/** Installed cost per watt: cost = kW x 1000 x 3. */
export const COST_PER_WATT = 3;
/** The headline covers 25 years; the chart plots years 0..25. */
export const SAVINGS_YEARS = 25;

/** Asked but not used in the estimate (spec section 9). */
export const solarRoofSizes = [
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
  { value: "xlarge", label: "Extra large" },
] as const;

/** Asked but not used in the estimate (spec section 9). */
export const sunExposures = [
  { value: "excellent", label: "Excellent (full sun most of the day)" },
  { value: "good", label: "Good (mostly sunny)" },
  { value: "moderate", label: "Moderate (partly shaded)" },
  { value: "limited", label: "Limited (mostly shaded)" },
] as const;

/** Asked but not used in the estimate (spec section 9). */
export const roofConditions = [
  { value: "new", label: "New" },
  { value: "good", label: "Good" },
  { value: "older", label: "Older" },
  { value: "needswork", label: "Needs work" },
] as const;

export const solarGoals = [
  { value: "offset100", label: "Offset 100% of my bill", factor: 1 },
  { value: "offset75", label: "Offset 75% of my bill", factor: 0.75 },
  { value: "offset50", label: "Offset 50% of my bill", factor: 0.5 },
  { value: "starter", label: "Starter system (about 30% of my bill)", factor: 0.3 },
] as const;

function estimate(answers: ValidAnswers): EstimateResult {
  const monthlyBill = readWholeNumber(answers, "monthlyBill");
  const goal = readChoice(answers, "goals", solarGoals);

  const systemKw = (monthlyBill / 100) * 1.2 * goal.factor;
  const systemCost = systemKw * 1000 * COST_PER_WATT;
  const taxCredit = systemCost * FEDERAL_TAX_CREDIT_RATE;
  const netCost = systemCost - taxCredit;
  const annualSavings = monthlyBill * 12 * goal.factor;
  const monthlySavings = annualSavings / 12;
  // Guarded: annual savings are > 0 for every valid answer (bill >= 20, factor >= 0.3).
  const paybackYears = annualSavings > 0 ? roundOneDecimal(netCost / annualSavings) : null;
  const savings25 = annualSavings * SAVINGS_YEARS - netCost;

  const amount = roundMoney(savings25);
  const roundedNetCost = roundMoney(netCost);
  const payback = paybackYears === null ? "Not available" : formatYears(paybackYears);

  return {
    title: "Your Estimated 25-Year Solar Savings",
    value: formatMoney(amount),
    amount,
    description:
      `Your estimated ${formatNumber(systemKw, 2)} kW system, sized to offset ${formatPercent(goal.factor)} of a ` +
      `${formatMoney(monthlyBill)} monthly bill, costs ${formatMoney(roundedNetCost)} after the ` +
      "30% federal tax credit" +
      (paybackYears === null ? ". " : ` and pays for itself in about ${payback}. `) +
      "Actual savings depend on your utility rates, roof and sun exposure.",
    details: [
      { label: "System Size", value: `${formatNumber(systemKw, 2)} kW` },
      { label: "System Cost", value: formatMoney(systemCost) },
      { label: "Federal Tax Credit (30%)", value: formatMoney(taxCredit) },
      { label: "Net Cost", value: formatMoney(roundedNetCost) },
      { label: "Annual Savings", value: formatMoney(annualSavings) },
      { label: "Monthly Savings", value: formatMoney(monthlySavings) },
      { label: "Payback Period", value: payback },
    ],
    range: null,
    chart: {
      kind: "payback",
      netCost: roundedNetCost,
      yearly: Array.from({ length: SAVINGS_YEARS + 1 }, (_, year) => ({
        year,
        cumulativeSavings: roundMoney(annualSavings * year),
      })),
      paybackYears,
    },
  };
}

export const solarCalculator: CalculatorDefinition = {
  type: "solar",
  title: "Solar Savings Calculator",
  description: "See your 25-year savings, return on investment and payback period for solar panels, including the 30% federal tax credit.",
  category: "solar",
  questions: [
    {
      id: "monthlyBill",
      question: "What is your average monthly electric bill?",
      type: "number",
      unit: "$",
      placeholder: "e.g. 150",
      required: true,
      min: MONTHLY_BILL_MIN,
      max: MONTHLY_BILL_MAX,
    },
    {
      id: "roofSize",
      question: "How large is your roof?",
      type: "radio",
      required: true,
      options: optionsOf(solarRoofSizes),
    },
    {
      id: "sunExposure",
      question: "How much sun does your roof get?",
      type: "radio",
      required: true,
      options: optionsOf(sunExposures),
    },
    {
      id: "roofCondition",
      question: "What condition is your roof in?",
      type: "radio",
      required: true,
      options: optionsOf(roofConditions),
    },
    {
      id: "goals",
      question: "What is your solar goal?",
      type: "radio",
      required: true,
      options: optionsOf(solarGoals),
    },
  ],
  estimate,
};
