/**
 * US phone numbers. The "mobile" metadata of libphonenumber-js accepts only
 * numbers that can receive calls and texts: in the US that is every
 * geographic number, while toll-free, premium and invalid area codes fail.
 * Leads are delivered by SMS and homeowners are called and texted, so that is
 * the rule for every form.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";

/** The US and the territories that share its +1 numbering and its ZIP codes. */
const US_REGIONS = new Set(["US", "PR", "VI", "GU", "AS", "MP"]);

/** Characters a person types in a phone number; anything else is refused before parsing. */
const PHONE_CHARACTERS = /^[0-9+().\-\s]+$/;

/** The number in E.164 (+12125550123), or undefined when it is not a textable US number. */
export function normalizeUsPhone(input: string): string | undefined {
  const value = input.trim();
  if (!PHONE_CHARACTERS.test(value)) return undefined;
  const parsed = parsePhoneNumberFromString(value, "US");
  if (!parsed || !parsed.isValid() || parsed.ext) return undefined;
  if (!parsed.country || !US_REGIONS.has(parsed.country)) return undefined;
  return parsed.number;
}
