import type { SignedCertificate } from "~/forms/consent-certificate";

/** Everything a delivery of one sold lead says, read once and handed to each channel's composer. */
export type SoldLead = {
  purchaseId: string;
  leadId: string;
  /** The quote request's reference (THP-…), which the homeowner also has. */
  reference: string;
  /** Category slug, e.g. 'home-improvement'. */
  category: string;
  homeowner: { fullName: string; email: string; /** E.164 */ phone: string; zip: string; city: string; state: string };
  details: string;
  prosRequested: number;
  priceCents: number;
  /** Given for an approved return: no money moved. */
  replacement: boolean;
  autoBuy: boolean;
  leadCreatedAt: Date;
  /** When the homeowner entered the code texted to the number (decision 0048); null if never. */
  phoneVerifiedAt?: Date | null;
  purchasedAt: Date;
  /** The request's signed consent certificate (null: stored before certificates existed). */
  certificate?: SignedCertificate | null;
};

/** The contractor's page of this purchase, from PUBLIC_URL (an origin). */
export function leadUrl(publicUrl: string, purchaseId: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/pro/leads/${purchaseId}`;
}

/** One sale, as the marketplace hands it to delivery and the live dashboard. */
export type Sale = { purchaseId: string; leadId: string; contractorId: string; priceCents: number; autoBuy: boolean; now: Date };
