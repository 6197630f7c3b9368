import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "~/db/types.server";
import type { OverviewRange } from "./overview-range";

export type ReplyFigures = {
  /** Requests of the range that went on the market. */
  requests: number;
  /** Of those, with a first reply (a quote or a message) within 1 hour and within 24 hours of the request. */
  within1h: number;
  within24h: number;
  /** Median minutes from request to first reply, over those with one; null with none. */
  medianMinutes: number | null;
  quotes: number;
  /** Quotes the homeowner accepted (or that became a hired job). */
  accepted: number;
};

export type ReplyStats = ReplyFigures & { byCategory: (ReplyFigures & { category: string })[] };

const num = (v: unknown) => Number(v ?? 0);

/**
 * "Within 24 hours", measured (decision 0052): for the requests of the overview's range of days in the admin's zone
 * (quote_requests_created_at_idx), how soon their first pro replied, how many quotes they got and how many the
 * homeowners accepted, in all and by category. Requests never released to the market (held, rejected, unverified)
 * make no promise and are left out; a request's quotes are read through quotes_quote_request_idx.
 */
export async function getReplyStats(db: Executor, range: OverviewRange): Promise<ReplyStats> {
  const rows = rowsOf<{
    category: string | null;
    requests: unknown;
    within1h: unknown;
    within24h: unknown;
    median: unknown;
    quotes: unknown;
    accepted: unknown;
  }>(
    await db.execute(sql`
      with r as (
        select q.category, extract(epoch from (q.first_reply_at - q.created_at)) / 60 as minutes,
          (select count(*) from quotes x where x.quote_request_id = q.id) as quotes,
          (select count(*) from quotes x where x.quote_request_id = q.id and x.status in ('accepted', 'hired')) as accepted
        from quote_requests q
        where q.created_at >= ${range.startsAt}::timestamptz and q.created_at < ${range.endsAt}::timestamptz and q.market_status = 'released'
      )
      select category, count(*) as requests,
        count(*) filter (where minutes <= 60) as within1h,
        count(*) filter (where minutes <= 1440) as within24h,
        percentile_cont(0.5) within group (order by minutes) filter (where minutes is not null) as median,
        sum(quotes) as quotes, sum(accepted) as accepted
      from r group by grouping sets ((category), ())`),
  );
  const figures = (r: (typeof rows)[number]): ReplyFigures => ({
    requests: num(r.requests),
    within1h: num(r.within1h),
    within24h: num(r.within24h),
    medianMinutes: r.median === null || r.median === undefined ? null : Math.round(Number(r.median)),
    quotes: num(r.quotes),
    accepted: num(r.accepted),
  });
  const total = rows.find((r) => r.category === null);
  const empty: ReplyFigures = { requests: 0, within1h: 0, within24h: 0, medianMinutes: null, quotes: 0, accepted: 0 };
  return {
    ...(total ? figures(total) : empty),
    byCategory: rows
      .filter((r): r is typeof r & { category: string } => r.category !== null)
      .map((r) => ({ category: r.category, ...figures(r) }))
      .toSorted((a, b) => b.requests - a.requests || a.category.localeCompare(b.category)),
  };
}
