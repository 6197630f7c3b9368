/**
 * Calendar days in an IANA time zone, for ranges of whole days read by people: the admin console's "from/to" days
 * are the admin's own days, so a lead sent at 22:30 in New York counts on that evening's day, not on the next UTC
 * one. A zone's day is 23 or 25 hours long when its clocks change, so a day's bounds are computed from the zone's
 * offsets, never as a multiple of 24 hours. Intl only, as format-time.ts; pure: no clock, no I/O. The zone must be
 * one the runtime knows (callers pass a checked one: getStaffTimeZone, COMPANY_TIME_ZONE).
 */

const DAY_MS = 86_400_000;
const cache = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat {
  let f = cache.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    cache.set(zone, f);
  }
  return f;
}

/** The zone's clock at `ms`, read as if it were a UTC instant (to the second). */
function wallAt(ms: number, zone: string): number {
  const p = Object.fromEntries(
    wallClock(zone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
}

/** The zone's offset from UTC at `ms`, in milliseconds (New York in winter: −5 h). */
const offsetAt = (ms: number, zone: string) => wallAt(ms, zone) - Math.floor(ms / 1000) * 1000;

/** The calendar day (YYYY-MM-DD) it is in `zone` at `instant`. */
export function dayIn(instant: Date, zone: string): string {
  return new Date(wallAt(instant.getTime(), zone)).toISOString().slice(0, 10);
}

/** The day after a YYYY-MM-DD day (calendar arithmetic, no zone involved). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant a YYYY-MM-DD day begins in `zone`: its local midnight. The offset is read twice, because the one in
 * force at UTC midnight may not be the one in force at local midnight. In a zone whose clocks spring forward at
 * midnight (Havana, Beirut) that midnight never happens and the day begins at the jump, which the first reading gives.
 */
export function dayStartIn(day: string, zone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const first = midnight - offsetAt(midnight, zone);
  const second = midnight - offsetAt(first, zone);
  return new Date(dayIn(new Date(second), zone) === day ? second : first);
}

/**
 * A from/to pair of days (both included, an empty side open) as instants in `zone`: `from` at its local midnight,
 * `to` exclusive at the local midnight that ends it, for `created_at >= from and created_at < to` on an index.
 */
export function instantsOf(range: { from: string; to: string }, zone: string): { from: Date | undefined; to: Date | undefined } {
  return {
    from: range.from ? dayStartIn(range.from, zone) : undefined,
    to: range.to ? dayStartIn(nextDay(range.to), zone) : undefined,
  };
}
