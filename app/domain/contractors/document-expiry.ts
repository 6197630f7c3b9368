import type { DocumentKind } from "~/db/enums";

/**
 * License and insurance expiry (decision 0028-documents-expiry): a document is current through its
 * expiry date and lapsed from the day after, by the UTC calendar day (one rule for every server and both engines;
 * the dates are whole days with no time zone). A missing date is not lapsed: admins see it as "Missing".
 */
export type DocumentDates = { licenseExpiresOn: string | null; insuranceExpiresOn: string | null };

/** The UTC calendar day of an instant, YYYY-MM-DD: the form the expiry columns hold, so text comparison is date order. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The documents whose expiry date is before `today` (YYYY-MM-DD). */
export function lapsedDocuments(c: DocumentDates, today: string): DocumentKind[] {
  const lapsed: DocumentKind[] = [];
  if (c.licenseExpiresOn !== null && c.licenseExpiresOn < today) lapsed.push("license");
  if (c.insuranceExpiresOn !== null && c.insuranceExpiresOn < today) lapsed.push("insurance");
  return lapsed;
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const documentLabels: Record<DocumentKind, string> = { license: "license", insurance: "insurance certificate" };

export const DOCUMENTS_LAPSED_MESSAGE = "Your license or insurance has expired. Upload the renewal in Documents to get leads again.";
