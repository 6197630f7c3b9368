/**
 * The week of the weekly spend cap: from Monday 00:00 to the next Monday
 * 00:00 in America/New_York (the company's time zone, DST included), whatever
 * the server's or the contractor's zone. Documented in
 * docs/decisions/0006-sessions-on-primitives.md (section "Money").
 */
export const CAP_TIME_ZONE = "America/New_York";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: CAP_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  weekday: "short",
  hourCycle: "h23",
});

function zoned(date: Date) {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second), weekday: p.weekday ?? "" };
}

/** The UTC offset of New York at `date`, in ms (local = utc + offset). */
function offsetMs(date: Date): number {
  const z = zoned(date);
  return Date.UTC(z.y, z.m - 1, z.d, z.h, z.min, z.s) - Math.floor(date.getTime() / 1000) * 1000;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The instant the cap week containing `now` began. */
export function capWeekStart(now: Date): Date {
  const z = zoned(now);
  const back = WEEKDAYS.indexOf(z.weekday);
  if (back < 0) throw new Error(`Unexpected weekday ${z.weekday}`);
  // Local midnight of that Monday, as a wall-clock time; then find its UTC instant.
  const wall = Date.UTC(z.y, z.m - 1, z.d - back, 0, 0, 0);
  let guess = wall - offsetMs(new Date(wall));
  guess = wall - offsetMs(new Date(guess));
  return new Date(guess);
}
