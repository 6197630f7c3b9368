/**
 * The admin overview's date range (decision 0030): whole UTC days, both included, 14 days ending today by default. A chart
 * keeps a readable number of bars: one per day up to two months, per week (Mondays) up to about a year, per month beyond.
 */
export type Bucket = "day" | "week" | "month";
export type OverviewRange = { from: string; to: string; bucket: Bucket; buckets: string[] };

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

/** From the form's days (either may be empty) and today: the range, its bucket size and each bucket's first day. */
export function overviewRange(input: { from: string; to: string }, today: Date): OverviewRange {
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const toMs = input.to ? dayOf(input.to) : input.from ? Math.max(dayOf(input.from), todayMs) : todayMs;
  const fromMs = input.from ? dayOf(input.from) : toMs - (DEFAULT_OVERVIEW_DAYS - 1) * DAY;
  const bucket = bucketOf(Math.round((toMs - fromMs) / DAY) + 1);
  const buckets: string[] = [];
  for (let at = truncate(fromMs, bucket); at <= toMs; ) {
    buckets.push(iso(at));
    const d = new Date(at);
    at = bucket === "month" ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) : at + (bucket === "week" ? 7 : 1) * DAY;
  }
  return { from: iso(fromMs), to: iso(toMs), bucket, buckets };
}
