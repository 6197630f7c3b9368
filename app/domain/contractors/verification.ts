/**
 * What a public profile or a search card may claim about a contractor's documents (the Verified Badge):
 * "Licensed, insured and verified" only while both the licence and the insurance an admin checked are unexpired
 * (the expiry dates are recorded at approval and on renewal). Dates are ISO days, compared as text.
 */
export const VERIFIED_BADGE = "Licensed, insured and verified";

export type Verification = { licenseValid: boolean; insuranceValid: boolean; verified: boolean };

export function verificationOf(c: { licenseExpiresOn: string | null; insuranceExpiresOn: string | null }, now: Date): Verification {
  const today = now.toISOString().slice(0, 10);
  const licenseValid = c.licenseExpiresOn !== null && c.licenseExpiresOn >= today;
  const insuranceValid = c.insuranceExpiresOn !== null && c.insuranceExpiresOn >= today;
  return { licenseValid, insuranceValid, verified: licenseValid && insuranceValid };
}

/** The rating shown: the mean of visible reviews to one decimal, null without reviews. */
export function ratingOf(c: { ratingSum: number; ratingCount: number }): number | null {
  return c.ratingCount > 0 ? Math.round((c.ratingSum / c.ratingCount) * 10) / 10 : null;
}
