/**
 * US phone numbers. The "mobile" metadata of libphonenumber-js accepts only
 * numbers that can receive calls and texts: in the US that is every
 * geographic number, while toll-free, premium and invalid area codes fail.
 * Leads are delivered by SMS and homeowners are called and texted, so that is
 * the rule for every form. Only the +1 part of that metadata is shipped
 * (nanp-metadata.ts): it is in every form's first load.
 */
import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import metadata from "./nanp-metadata.json" with { type: "json" };

/** The US and the territories that share its +1 numbering and its ZIP codes. */
const US_REGIONS = new Set(["US", "PR", "VI", "GU", "AS", "MP"]);

/** Characters a person types in a phone number; anything else is refused before parsing. */
const PHONE_CHARACTERS = /^[0-9+().\-\s]+$/;

/**
 * Central office codes that never reach a subscriber, so a lead or an
 * application carrying one is not real: N11 are service codes
 * (411, 911, …), 950 is carrier access, 958 and 959 are carriers' test codes
 * (NANPA central office code assignment guidelines). libphonenumber's US
 * metadata accepts them as geographic numbers.
 */
const UNASSIGNABLE_EXCHANGE = /^(?:[2-9]11|950|958|959)$/;

/**
 * 555-0100 to 555-0199 are reserved for fiction (films, examples, test data)
 * in every area code, and 555-1212 is directory assistance.
 */
function isFictionalOrService(exchange: string, line: string): boolean {
  return exchange === "555" && (line.startsWith("01") || line === "1212");
}

/** True for a US number that no person can hold: reserved, fictional or a service code. */
export function isReservedUsNumber(nationalNumber: string): boolean {
  const exchange = nationalNumber.slice(3, 6);
  const line = nationalNumber.slice(6);
  return UNASSIGNABLE_EXCHANGE.test(exchange) || isFictionalOrService(exchange, line);
}

/** The number in E.164 (+12125550123), or undefined when it is not a textable US number a person can hold. */
export function normalizeUsPhone(input: string): string | undefined {
  const value = input.trim();
  if (!PHONE_CHARACTERS.test(value)) return undefined;
  const parsed = parsePhoneNumberFromString(value, "US", metadata as unknown as MetadataJson);
  if (!parsed || !parsed.isValid() || parsed.ext) return undefined;
  if (!parsed.country || !US_REGIONS.has(parsed.country)) return undefined;
  if (isReservedUsNumber(parsed.nationalNumber)) return undefined;
  return parsed.number;
}
