/**
 * When a new-lead alert goes out (decision 0020): at once, or held for
 * one digest. Pure rules on an injected `now`; the fan-out applies them.
 *
 * - Quiet hours are minutes after local midnight in the contractor's IANA
 *   zone, start inclusive, end exclusive; a window may wrap past midnight
 *   (22:00–07:00); start = end is an empty window. Alerts during the window
 *   are held until it ends, then go out as one digest.
 * - The hourly cap counts alerts sent at once in the current clock hour
 *   (UTC hours: every US zone is a whole number of hours from UTC, so they
 *   are local hours too); beyond it alerts are held until the hour ends,
 *   then go out as one digest.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MINUTES = 24 * 60;

export type AlertTiming = {
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
  hourlyCap: number | null;
};

export type AlertDecision = { status: "sent" } | { status: "held"; releaseAt: Date };

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    return timeZone.length > 0 && new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

/** Minutes after local midnight in `timeZone` at `now`. */
export function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value("hour") * 60 + value("minute");
}

export function inQuietHours(minutes: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

export const hourStart = (now: Date): Date => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
export const hourEnd = (now: Date): Date => new Date(hourStart(now).getTime() + HOUR_MS);

/**
 * The first minute at or after `now` when the local clock reads `end`. On a
 * day the clocks change this can be an hour off; the digest is then an hour
 * early or late, once a year.
 */
export function quietHoursEnd(now: Date, timeZone: string, end: number): Date {
  const minuteStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const ahead = (end - localMinutes(now, timeZone) + DAY_MINUTES) % DAY_MINUTES;
  return new Date(minuteStart + ahead * MINUTE_MS);
}

/** Whether one more alert goes out at once, or is held for a digest (and until when). */
export function decideAlert(now: Date, timing: AlertTiming, sentThisHour: number): AlertDecision {
  const { quietStart, quietEnd } = timing;
  if (quietStart !== null && quietEnd !== null && inQuietHours(localMinutes(now, timing.timeZone), quietStart, quietEnd)) {
    return { status: "held", releaseAt: quietHoursEnd(now, timing.timeZone, quietEnd) };
  }
  if (timing.hourlyCap !== null && sentThisHour >= timing.hourlyCap) return { status: "held", releaseAt: hourEnd(now) };
  return { status: "sent" };
}

/** "22:00" ⇄ 1320. */
export const formatClock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
