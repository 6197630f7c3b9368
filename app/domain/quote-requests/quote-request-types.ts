import type { CategorySlug } from "~/content/categories";
import type { ConsentVersion } from "~/forms/consent";
import type { ZipInfo } from "~/lib/zip-lookup.server";

/** A validated quote request, ready to store (from the form or a calculator lead). */
export type NewQuoteRequest = {
  fullName: string;
  email: string;
  /** E.164 */
  phone: string;
  zip: ZipInfo;
  category: CategorySlug;
  details: string;
  pros: 1 | 2 | 3;
  consentVersion: ConsentVersion;
  source: "form" | "calculator";
  calculatorLeadId?: string;
  /** The slug of the profile the request was sent from ("Request a quote from this pro"). */
  pro?: string | undefined;
  /** The project's qualifying answers (forms/project-answers.ts); a calculator lead's carry over. */
  answers?: Record<string, string> | undefined;
  /** How the request was submitted, as measured by the web layer (seconds to submit, browser flags): the score's inputs. */
  signals?: Record<string, number | boolean> | undefined;
  /** A keyed hash of the browser's device cookie (never the cookie), for velocity per device. */
  deviceHash?: string | undefined;
  /** How many photos came with it (stored by the caller once the request has its id): the score counts them. */
  photos?: number | undefined;
};

/** What the confirmation page shows (and nothing more: it is sent to the browser). */
export type QuoteRequestConfirmation = {
  reference: string;
  pros: 1 | 2 | 3;
  city: string;
  state: string;
  category: CategorySlug;
};
