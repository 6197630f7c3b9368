import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** +15125550100 -> "(512) 555-0100"; numbers outside +1 in international form; unparseable input as given. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.countryCallingCode === "1" ? parsed.formatNational() : parsed.formatInternational();
}
