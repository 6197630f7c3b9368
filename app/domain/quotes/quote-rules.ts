/**
 * The rules of a quote that need today's date or its state (decision 0052); the shape of the terms is the form's
 * (app/forms/pro-quote.ts). "Today" is the homeowner's calendar day, in the request's zone: a pro in another zone
 * quotes for a job at the homeowner's house.
 */
import type { QuoteStatus } from "~/db/enums";
import { QUOTE_VALID_MAX_DAYS, quoteMessages, type QuoteTerms } from "~/forms/pro-quote";

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant in a zone. */
export function calendarDayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The first problem of a quote's dates on `today`, as { field, message }, or null. Field names are the form's. */
export function quoteDateProblem(terms: Pick<QuoteTerms, "earliestStart" | "validUntil">, today: string): { field: string; message: string } | null {
  if (terms.earliestStart < today) return { field: "earliestStart", message: quoteMessages.pastStart };
  if (terms.validUntil < today) return { field: "validUntil", message: quoteMessages.pastValid };
  if (daysBetween(today, terms.validUntil) > QUOTE_VALID_MAX_DAYS) return { field: "validUntil", message: quoteMessages.validTooLong };
  return null;
}

/** Whether a quote is past its date (the homeowner can no longer accept it). */
export const quoteExpired = (validUntil: string, today: string) => validUntil < today;

/** The homeowner's choices on a quote in each state: a hired quote is final; an expired one can only be declined. */
export function homeownerCan(status: QuoteStatus, expired: boolean): { accept: boolean; decline: boolean } {
  if (status === "hired") return { accept: false, decline: false };
  return { accept: status !== "accepted" && !expired, decline: status !== "declined" };
}
