import type { LeadEvent, LeadState } from "./lead-state-machine";

/**
 * When an unsold lead ages and when it expires (DESIGN.md section 2 and issue
 * 5: "Leads unsold after 90 days are aged and priced from the aged range";
 * spec section 9 prices "Solar aged leads (3-6 months old)", so an aged lead
 * still unsold at 6 months, taken as 180 days, expires). Ages count from the
 * lead's creation, in elapsed days of 24 hours; the boundary instant counts.
 * A timer job asks this for each unsold lead and applies the event through
 * the state machine.
 */

export const AGED_AFTER_DAYS = 90;
export const EXPIRES_AFTER_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The aging event now due for this lead, if any; one step at a time (an old available lead ages first). */
export function dueAgingEvent(state: LeadState, createdAt: Date, now: Date): Extract<LeadEvent, "age" | "expire"> | undefined {
  const ageMs = now.getTime() - createdAt.getTime();
  if (Number.isNaN(ageMs)) throw new RangeError("dueAgingEvent needs valid dates");
  if (state === "available" && ageMs >= AGED_AFTER_DAYS * DAY_MS) return "age";
  if (state === "aged" && ageMs >= EXPIRES_AFTER_DAYS * DAY_MS) return "expire";
  return undefined;
}
