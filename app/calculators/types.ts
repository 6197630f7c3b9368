import { categorySlugs } from "../content/categories.ts";

/** The six calculators of spec section 2: one per service category, in the same order (one list, not two). */
export const calculatorTypes = categorySlugs;

export type CalculatorType = (typeof calculatorTypes)[number];

export function isCalculatorType(value: string): value is CalculatorType {
  return (calculatorTypes as readonly string[]).includes(value);
}
