/**
 * One CSV cell made safe to open in a spreadsheet (OWASP "CSV injection"): text starting with =, +, -, @, a tab or a
 * carriage return would be read as a formula, so it gets a leading apostrophe, which spreadsheets show as text.
 * Numbers stay numbers (a negative amount is not a formula); null is an empty cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}
