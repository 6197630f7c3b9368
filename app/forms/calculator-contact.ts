/**
 * The calculators' contact step ('Almost there!'). Spec section 5: all four
 * fields are needed, otherwise 'All fields are required' (shown above the
 * buttons, so the message is also lifted to the form level; see
 * issuesToErrors' formLevel). Filled-in fields get specific format messages.
 * Consent is optional here: the estimate is shown either way, and the lead is
 * only passed to contractors once the homeowner asks for quotes with consent.
 */
import { z } from "zod";
import { emailAddress, optionalCheckbox, personName, requiredText, usPhone } from "./fields";
import { consentVersionField } from "./quote-request";

export const ALL_FIELDS_REQUIRED = "All fields are required";
export const CALCULATOR_ADDRESS_MAX = 200;

export const calculatorContactMessages = {
  allRequired: ALL_FIELDS_REQUIRED,
  emailInvalid: "Enter a valid email address",
  mobileInvalid: "Enter a valid US mobile number",
} as const;

const m = calculatorContactMessages;

export const calculatorContactSchema = z.object({
  fullName: personName({ label: "Full name", required: m.allRequired, max: 100 }),
  email: emailAddress({ required: m.allRequired, invalid: m.emailInvalid }),
  mobile: usPhone({ required: m.allRequired, invalid: m.mobileInvalid }),
  address: requiredText({ label: "Address", required: m.allRequired, max: CALCULATOR_ADDRESS_MAX }),
  consent: optionalCheckbox(),
  consentVersion: consentVersionField(),
});

export type CalculatorContactInput = z.output<typeof calculatorContactSchema>;
export type CalculatorContactField = keyof z.input<typeof calculatorContactSchema>;
