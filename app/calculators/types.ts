/** The six calculators of spec section 2, in the navigation order. */
export const calculatorTypes = [
  "roofing",
  "solar",
  "hvac",
  "home-improvement",
  "electrical",
  "plumbing",
] as const;

export type CalculatorType = (typeof calculatorTypes)[number];

export function isCalculatorType(value: string): value is CalculatorType {
  return (calculatorTypes as readonly string[]).includes(value);
}
