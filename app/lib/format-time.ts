/**
 * Times for people, in the viewer's own IANA time zone with the zone's short
 * name ("Dec 1, 2026, 2:10 PM EST"). The zone is resolved on the server per
 * viewer and handed to the page, so the server and the browser format the same
 * instant in the same zone and render the same text. Pure: no clock, no I/O.
 */

/** The company's zone: an admin's default and the fallback when nothing better is known. */
export const COMPANY_TIME_ZONE = "America/New_York";

type When = Date | string | number;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, kind: "date" | "dateTime" | "parts"): Intl.DateTimeFormat {
  const key = `${kind}|${zone}`;
  let f = cache.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === "date"
        ? { year: "numeric", month: "short", day: "numeric" }
        : kind === "dateTime"
          ? { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }
          : { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" };
    f = new Intl.DateTimeFormat("en-US", { ...options, timeZone: safeZone(zone) });
    cache.set(key, f);
  }
  return f;
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

/** An unknown zone (a stale setting) falls back to the company's rather than throwing while a page renders. */
function safeZone(zone: string): string {
  return isKnownTimeZone(zone) ? zone : COMPANY_TIME_ZONE;
}

function instant(value: When): Date | undefined {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** "Dec 1, 2026, 2:10 PM EST": date, time and the zone's short name. */
export function formatDateTimeIn(value: When, zone: string): string {
  const d = instant(value);
  return d ? formatter(zone, "dateTime").format(d) : "—";
}

/** "Dec 1, 2026": the calendar day in that zone. */
export function formatDateIn(value: When, zone: string): string {
  const d = instant(value);
  return d ? formatter(zone, "date").format(d) : "—";
}

/** "2026-12-01T14:10:00-05:00": ISO 8601 with the zone's offset at that instant (CSV exports). */
export function isoInZone(value: When, zone: string): string {
  const d = instant(value);
  if (!d) return "";
  const p = Object.fromEntries(
    formatter(zone, "parts")
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  const offsetMinutes = Math.round((wall - Math.floor(d.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${p.year}-${p.month}-${p.day}T${String(Number(p.hour) % 24).padStart(2, "0")}:${p.minute}:${p.second}${offset}`;
}
