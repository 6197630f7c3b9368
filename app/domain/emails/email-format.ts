/** Small helpers shared by the plain-text e-mails. */
import { site } from "~/config/site";
import { COMPANY_TIME_ZONE, isKnownTimeZone } from "~/lib/format-time";

export function firstWord(name: string): string {
  return name.split(" ")[0] ?? name;
}

/** "December 1, 2026", the day in the reader's zone (the company's, New York, when the caller knows none). */
export function formatDate(date: Date, timeZone: string = COMPANY_TIME_ZONE): string {
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: isKnownTimeZone(timeZone) ? timeZone : COMPANY_TIME_ZONE,
  });
}

export const signature = `${site.name}\n${site.email} · ${site.phoneDisplay}\n${site.supportHours}`;

export function lines(...parts: (string | false | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === "string").join("\n");
}

/** A composed plain-text e-mail, before it is queued: its kind (for the outbox and the logs), subject and text. */
export type ComposedEmail = { kind: string; subject: string; text: string };

/** Where a contractor's e-mails about money send it: its plan, billing and monthly statements. */
export const billingUrl = (publicUrl: string) => `${publicUrl}/pro/billing`;
