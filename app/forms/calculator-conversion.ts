/**
 * 'Connect with Local Contractors' on a calculator result: the homeowner adds
 * only what the calculator did not ask (ZIP, how many pros, consent); name,
 * e-mail and mobile come from the stored calculator lead.
 */
import { z } from "zod";
import { requiredCheckbox, uuidField, zipCode } from "./fields";
import { consentVersionField, prosField, quoteRequestMessages } from "./quote-request";

export const CALCULATOR_LEAD_MISSING = "This estimate has expired. Please fill in the quote form.";

export const calculatorConversionSchema = z.object({
  calculatorLeadId: uuidField(CALCULATOR_LEAD_MISSING),
  zip: zipCode(),
  pros: prosField(),
  consent: requiredCheckbox(quoteRequestMessages.consent),
  consentVersion: consentVersionField(),
});

export type CalculatorConversionInput = z.output<typeof calculatorConversionSchema>;
export type CalculatorConversionField = keyof z.input<typeof calculatorConversionSchema>;
