import { zoneOfContractor } from "../contractors/my-time-zone.server";
import { inQuietHours, localMinutes } from "./alert-timing";

export type QuietHours = { timeZone: string | null; baseZip: string | null; quietStart: number | null; quietEnd: number | null };

/**
 * Whether it is the contractor's alert quiet hours now, in its own zone: a push then waits for nobody (e-mail does
 * wait in the inbox), so reminders and message pushes are left out rather than waking the pro at night.
 */
export async function inQuietHoursNow(c: QuietHours, now: Date): Promise<boolean> {
  if (c.quietStart === null || c.quietEnd === null) return false;
  return inQuietHours(localMinutes(now, await zoneOfContractor({ alertTimeZone: c.timeZone, baseZip: c.baseZip })), c.quietStart, c.quietEnd);
}
