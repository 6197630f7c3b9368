import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "~/db/types.server";
import { foldQualityRows, type QualityBand, type QualityRow } from "./lead-quality-figures";
import type { OverviewRange } from "./overview-range";

const num = (v: unknown) => Number(v ?? 0);

/**
 * The admin "Lead quality" page over a range of whole days in the admin's zone (overview-range.ts). Every figure is
 * about the requests SENT in the range (repeats included), read through quote_requests_created_at_idx, and what
 * became of them: their purchases (only those made since the range began, through purchases_purchased_at_idx) and
 * those purchases' returns (the unique lead_returns.purchase_id), so the cost follows the range, not the tables:
 * - verified: phone_verified_at set; the median time from sending to the code;
 * - held for review: still held, or reviewed (reviewed_at is set only by an admin's decision on a held request),
 *   approved (released after review) or rejected;
 * - return rate: returns asked for (any outcome) of those purchases, by return reason, by score band and by source
 *   (form, calculator, or a request sent from a pro's profile that gave it its first hour).
 * `bandOf` is the quality module's band of a score (score-request.ts bandOf).
 */
export async function getLeadQualityStats(db: Executor, range: OverviewRange, bandOf: (score: number) => QualityBand) {
  const from = range.startsAt;
  const sent = sql`q.created_at >= ${from}::timestamptz and q.created_at < ${range.endsAt}::timestamptz`;
  const wasHeld = sql`(q.market_status = 'held' or q.reviewed_at is not null)`;
  // range.bucket is one of three words (Bucket), never input text; the zone is a bound parameter, as it comes from a setting.
  const bucket = sql`to_char(date_trunc(${sql.raw(`'${range.bucket}'`)}, q.created_at at time zone ${range.zone}::text), 'YYYY-MM-DD')`;

  const [summary] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select count(*) as requests,
        count(*) filter (where q.phone_verified_at is not null) as verified,
        percentile_cont(0.5) within group (order by extract(epoch from q.phone_verified_at - q.created_at)) as median_seconds,
        count(*) filter (where ${wasHeld}) as held,
        count(*) filter (where q.reviewed_at is not null and q.market_status = 'released') as approved,
        count(*) filter (where q.reviewed_at is not null and q.market_status = 'rejected') as rejected,
        count(*) filter (where q.market_status = 'held') as waiting
      from quote_requests q where ${sent}`),
  );

  // One row per (source, profile request, score). The purchases are counted per request first (no lead of a request
  // is bought before it was sent, so only purchases since the range began: purchases_purchased_at_idx), then joined
  // to the range's requests, so each request counts once whatever its purchases.
  const groups = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with bought as (
        select p.quote_request_id as id, count(*) as purchases, count(r.id) as returns
        from purchases p left join lead_returns r on r.purchase_id = p.id
        where p.purchased_at >= ${from}::timestamptz group by 1
      )
      select q.source, q.requested_contractor_id is not null as profile, q.quality_score as score,
        count(*) as requests,
        count(*) filter (where q.phone_verified_at is not null) as verified,
        count(*) filter (where ${wasHeld}) as held,
        coalesce(sum(b.purchases), 0) as purchases, coalesce(sum(b.returns), 0) as returns
      from quote_requests q left join bought b on b.id = q.id
      where ${sent} group by 1, 2, 3`),
  ).map((r): QualityRow => ({
    source: String(r.source),
    profile: r.profile === true || r.profile === "t",
    score: r.score === null || r.score === undefined ? null : num(r.score),
    requests: num(r.requests),
    verified: num(r.verified),
    held: num(r.held),
    purchases: num(r.purchases),
    returns: num(r.returns),
  }));

  const byReason = rowsOf<{ reason: string; n: unknown }>(
    await db.execute(sql`select r.reason, count(*) as n
      from quote_requests q join purchases p on p.quote_request_id = q.id join lead_returns r on r.purchase_id = p.id
      where ${sent} and p.purchased_at >= ${from}::timestamptz group by 1`),
  )
    .map((r) => ({ reason: r.reason, n: num(r.n) }))
    .toSorted((a, b) => b.n - a.n || a.reason.localeCompare(b.reason));

  const perBucket = rowsOf<{ day: string; verified: unknown; unverified: unknown; held: unknown }>(
    await db.execute(sql`select ${bucket} as day,
        count(*) filter (where q.phone_verified_at is not null) as verified,
        count(*) filter (where q.phone_verified_at is null) as unverified,
        count(*) filter (where ${wasHeld}) as held
      from quote_requests q where ${sent} group by 1`),
  ).map((r) => ({ day: r.day, verified: num(r.verified), unverified: num(r.unverified), held: num(r.held) }));

  const { bySource, byBand } = foldQualityRows(groups, bandOf);
  const median = summary?.median_seconds;
  return {
    range,
    requests: num(summary?.requests),
    verified: num(summary?.verified),
    medianVerifySeconds: median === null || median === undefined ? null : Math.round(num(median)),
    held: { total: num(summary?.held), approved: num(summary?.approved), rejected: num(summary?.rejected), waiting: num(summary?.waiting) },
    purchases: groups.reduce((s, g) => s + g.purchases, 0),
    returns: groups.reduce((s, g) => s + g.returns, 0),
    returnsByReason: byReason,
    bySource,
    byBand,
    perBucket,
  };
}
