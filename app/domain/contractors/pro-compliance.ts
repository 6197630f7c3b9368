/**
 * A pro's licence and insurance as our admins recorded them at approval and
 * since (the compliance dates on the contractor): what the request page and
 * the "who will call" messages say about them. Dates are YYYY-MM-DD, compared
 * with the day in the company's time zone.
 */
import { stateByCode } from "~/content/us-states";

export type ProCompliance = {
  licenseNumber: string;
  licenseState?: string | null;
  licenseExpiresOn: string | null;
  insuranceProvider: string;
  insuranceExpiresOn: string | null;
};

export type Verification = {
  licence: string;
  insurance: string;
  /** For one line of text: "licence CA-123456, insured". */
  short: string;
};

/** YYYY-MM-DD of `now` in New York, the company's day. */
export function companyDay(now: Date): string {
  return now.toLocaleDateString("en-CA", { timeZone: "America/New_York" });
}

const expired = (on: string | null, today: string) => on !== null && on < today;

export function verificationOf(pro: ProCompliance, now: Date): Verification {
  const today = companyDay(now);
  // The issuing state, as the admin recorded it at approval ("Licence CA-123456 (California)").
  const state = pro.licenseState ? stateByCode(pro.licenseState)?.name : undefined;
  const named = `Licence ${pro.licenseNumber}${state ? ` (${state})` : ""}`;
  const licence = expired(pro.licenseExpiresOn, today)
    ? `${named}: expired on ${pro.licenseExpiresOn}`
    : `${named}: verified${pro.licenseExpiresOn ? `, valid until ${pro.licenseExpiresOn}` : ""}`;
  const insuranceExpired = expired(pro.insuranceExpiresOn, today);
  const insurance = insuranceExpired
    ? `Insurance (${pro.insuranceProvider}): expired on ${pro.insuranceExpiresOn}`
    : `Insurance (${pro.insuranceProvider}): verified${pro.insuranceExpiresOn ? `, valid until ${pro.insuranceExpiresOn}` : ""}`;
  const short = `licence ${pro.licenseNumber}${expired(pro.licenseExpiresOn, today) ? " (expired)" : ""}, ${insuranceExpired ? "insurance expired" : "insured"}`;
  return { licence, insurance, short };
}

/** A contractor's website as typed at application: only a web address is shown as one (never a javascript: or data: link). */
export function webAddressOrNull(website: string | null): string | null {
  return website && /^https?:\/\/\S+$/i.test(website) ? website : null;
}
