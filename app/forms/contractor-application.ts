/**
 * The /contractor-application form: field names, limits and messages of spec
 * sections 3 and 5, in the spec's order (the first message is the one the
 * 'Validation Error' toast shows). Beyond the spec: names use letters only,
 * the phone must be a real US number, and the two documents are required
 * because the admin reviews them before approval.
 */
import { z } from "zod";
import { APPLICATION_CATEGORIES } from "~/content/categories";
import { choice, emailAddress, optionalText, optionalWebsite, personName, requiredCheckbox, requiredText, upload, usPhone, wholeNumber } from "./fields";

export const applicationLimits = {
  businessName: 100,
  firstName: 50,
  lastName: 50,
  email: 255,
  phoneMin: 10,
  phoneMax: 20,
  licenseNumber: 50,
  yearsInBusinessMax: 100,
  serviceAreas: 500,
  insuranceProvider: 100,
  website: 255,
  additionalInfo: 1000,
} as const;

export const contractorApplicationMessages = {
  businessName: "Business name is required",
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email address",
  phone: "Valid phone number required",
  licenseNumber: "License number is required",
  yearsInBusiness: "Years in business is required",
  yearsInBusinessInvalid: "Years in business must be a whole number (0 or more)",
  yearsInBusinessMax: "Years in business must be 100 or fewer",
  serviceCategory: "Please select a service category",
  serviceAreas: "Service areas are required",
  insuranceProvider: "Insurance provider is required",
  website: "Enter a valid website address, for example https://example.com",
  licenseFile: "Please upload your contractor license",
  insuranceFile: "Please upload your insurance certificate",
  certify: "You must certify that the information is accurate",
} as const;

const m = contractorApplicationMessages;
const max = applicationLimits;

export const contractorApplicationSchema = z.object({
  businessName: requiredText({ label: "Business name", required: m.businessName, max: max.businessName }),
  firstName: personName({ label: "First name", required: m.firstName, max: max.firstName }),
  lastName: personName({ label: "Last name", required: m.lastName, max: max.lastName }),
  email: emailAddress({ required: m.email, invalid: m.email }),
  phone: usPhone({ required: m.phone, invalid: m.phone, minLength: max.phoneMin, maxLength: max.phoneMax }),
  licenseNumber: requiredText({ label: "License number", required: m.licenseNumber, max: max.licenseNumber }),
  yearsInBusiness: wholeNumber({
    required: m.yearsInBusiness,
    invalid: m.yearsInBusinessInvalid,
    min: 0,
    max: max.yearsInBusinessMax,
    maxMessage: m.yearsInBusinessMax,
  }),
  serviceCategory: choice(APPLICATION_CATEGORIES, m.serviceCategory),
  serviceAreas: requiredText({ label: "Service areas", required: m.serviceAreas, max: max.serviceAreas, multiline: true }),
  insuranceProvider: requiredText({ label: "Insurance provider", required: m.insuranceProvider, max: max.insuranceProvider }),
  website: optionalWebsite({ max: max.website, invalid: m.website }),
  additionalInfo: optionalText({ label: "Additional information", max: max.additionalInfo, multiline: true }),
  licenseFile: upload({ kind: "document", required: m.licenseFile }),
  insuranceFile: upload({ kind: "document", required: m.insuranceFile }),
  certify: requiredCheckbox(m.certify),
});

export type ContractorApplicationInput = z.output<typeof contractorApplicationSchema>;
export type ContractorApplicationField = keyof z.input<typeof contractorApplicationSchema>;
