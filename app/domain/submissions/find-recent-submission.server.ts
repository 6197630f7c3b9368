import { and, desc, eq, gt, sql } from "drizzle-orm";
import { formSubmissions } from "~/db/schema";
import { rowsOf, type Executor } from "~/db/types.server";
import type { RateLimitHit, RateLimitOutcome } from "~/lib/rate-limit.server";
import { IDEMPOTENCY_WINDOW_MS } from "./submission-context.server";

function recentSubmission(db: Executor, fingerprint: string, now: Date) {
  const since = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  return db
    .select({ result: formSubmissions.result })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.fingerprint, fingerprint), gt(formSubmissions.createdAt, since)))
    .orderBy(desc(formSubmissions.createdAt))
    .limit(1);
}

/** The result of an identical submission in the last 15 minutes, if there was one. */
export async function findRecentSubmission(db: Executor, fingerprint: string, now: Date): Promise<unknown> {
  const [row] = await recentSubmission(db, fingerprint, now);
  return row?.result;
}

export type RecentOrHit = { earlier: unknown; limit?: undefined } | { earlier: undefined; limit: RateLimitOutcome };

/**
 * Before a submission's transaction: the earlier result of an identical submission, or else one hit against the
 * rate limit. One statement (a round trip fewer on every form post, decision 0041); a repeat is never counted, so a
 * double click at the limit still gets its first answer.
 */
export async function findRecentOrHitRateLimit(db: Executor, fingerprint: string, now: Date, hit: RateLimitHit): Promise<RecentOrHit> {
  const result = await db.execute(sql`
    with earlier as (${recentSubmission(db, fingerprint, now).getSQL()}),
    hit as (${hit.statement(sql`exists (select from earlier)`)})
    select (select result from earlier) as result, (select count from hit) as count`);
  // Both drivers decode jsonb: `result` is the stored object, or null.
  const [row] = rowsOf<{ result: object | null; count: number | null }>(result);
  if (row?.result) return { earlier: row.result };
  return { earlier: undefined, limit: hit.outcome(Number(row?.count ?? 0)) };
}
