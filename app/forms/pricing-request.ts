/** The request-pricing dialog on /pricing (spec section 5: four required fields, e-mail format, optional URL). */
import { z } from "zod";
import { emailAddress, optionalWebsite, personName, requiredText, usPhone } from "./fields";

export const pricingRequestLimits = { fullName: 100, businessName: 100, website: 255 } as const;

export const pricingRequestMessages = {
  fullName: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Enter a valid US phone number",
  businessName: "Business name is required",
  website: "Enter a valid website address, for example https://example.com",
} as const;

const m = pricingRequestMessages;
const max = pricingRequestLimits;

export const pricingRequestSchema = z.object({
  fullName: personName({ label: "Full name", required: m.fullName, max: max.fullName }),
  email: emailAddress({ required: m.emailRequired, invalid: m.emailInvalid }),
  phone: usPhone({ required: m.phoneRequired, invalid: m.phoneInvalid }),
  businessName: requiredText({ label: "Business name", required: m.businessName, max: max.businessName }),
  website: optionalWebsite({ max: max.website, invalid: m.website }),
});

export type PricingRequestInput = z.output<typeof pricingRequestSchema>;
export type PricingRequestField = keyof z.input<typeof pricingRequestSchema>;
