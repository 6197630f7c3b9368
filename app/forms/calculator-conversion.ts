/**
 * 'Connect with Local Contractors' on a calculator result: the homeowner adds
 * only what the calculator did not ask (ZIP, whether they own the property, when
 * if the calculator did not ask it, how many pros, consent); name, e-mail and
 * mobile come from the stored calculator lead, and its answers go into the lead.
 */
import { z } from "zod";
import { choice, optionalChoice, requiredCheckbox, uuidField, zipCode } from "./fields";
import { ownershipQuestion, timelineQuestion } from "./project-answers";
import { consentVersionField, prosField, quoteRequestMessages } from "./quote-request";

export const CALCULATOR_LEAD_MISSING = "This estimate has expired. Please fill in the quote form.";

export const calculatorConversionSchema = z.object({
  calculatorLeadId: uuidField(CALCULATOR_LEAD_MISSING),
  zip: zipCode(),
  pros: prosField(),
  /** Required, but only asked when the calculator did not ask when (solar, HVAC): the others carry theirs (the handler checks). */
  timeline: optionalChoice(
    timelineQuestion.options.map((o) => o.value),
    quoteRequestMessages.timeline,
  ),
  /** No calculator asks it; a contractor needs it before paying. */
  ownership: choice(
    ownershipQuestion.options.map((o) => o.value),
    quoteRequestMessages.ownership,
  ),
  consent: requiredCheckbox(quoteRequestMessages.consent),
  consentVersion: consentVersionField(),
});

export type CalculatorConversionInput = z.output<typeof calculatorConversionSchema>;
export type CalculatorConversionField = keyof z.input<typeof calculatorConversionSchema>;
