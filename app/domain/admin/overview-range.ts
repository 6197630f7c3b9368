/**
 * The admin overview's date range (decision 0030): whole days in the admin's own time zone, both included, 14 days
 * ending the admin's today by default. The days are calendar days (their arithmetic is zone-free); the range also
 * carries the instants its first day starts and its last day ends in that zone, which the readers compare their
 * timestamptz columns with, and the zone they bucket in. A chart keeps a readable number of bars: one per day up to
 * two months, per week (Mondays) up to about a year, per month beyond.
 */
import { dayIn, dayStartIn, nextDay } from "~/lib/zone-days";

export type Bucket = "day" | "week" | "month";
export type OverviewRange = {
  from: string;
  to: string;
  /** The IANA zone the days are in. */
  zone: string;
  /** ISO instants: `from`'s local midnight (inclusive) and the local midnight after `to` (exclusive). */
  startsAt: string;
  endsAt: string;
  bucket: Bucket;
  buckets: string[];
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayOf = (s: string) => Date.parse(`${s}T00:00:00Z`);

export const DEFAULT_OVERVIEW_DAYS = 14;

export function bucketOf(days: number): Bucket {
  return days <= 62 ? "day" : days <= 400 ? "week" : "month";
}

/** The start of the bucket holding `ms`, as PostgreSQL's date_trunc gives it (weeks start on Monday). */
function truncate(ms: number, bucket: Bucket): number {
  const d = new Date(ms);
  if (bucket === "month") return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  if (bucket === "week") return ms - ((d.getUTCDay() + 6) % 7) * DAY;
  return ms;
}

/** From the form's days (either may be empty), the instant now and the admin's zone: the range, its bucket size and each bucket's first day. */
export function overviewRange(input: { from: string; to: string }, now: Date, zone: string): OverviewRange {
  const todayMs = dayOf(dayIn(now, zone));
  const toMs = input.to ? dayOf(input.to) : input.from ? Math.max(dayOf(input.from), todayMs) : todayMs;
  const fromMs = input.from ? dayOf(input.from) : toMs - (DEFAULT_OVERVIEW_DAYS - 1) * DAY;
  const bucket = bucketOf(Math.round((toMs - fromMs) / DAY) + 1);
  const buckets: string[] = [];
  for (let at = truncate(fromMs, bucket); at <= toMs;) {
    buckets.push(iso(at));
    const d = new Date(at);
    at = bucket === "month" ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) : at + (bucket === "week" ? 7 : 1) * DAY;
  }
  const from = iso(fromMs);
  const to = iso(toMs);
  return { from, to, zone, startsAt: dayStartIn(from, zone).toISOString(), endsAt: dayStartIn(nextDay(to), zone).toISOString(), bucket, buckets };
}
