import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "../db/types.server";
import { limitKey } from "./limit-keys.server";

export const RATE_LIMIT_MESSAGE = "Too many submissions. Please wait a few minutes and try again.";

export type RateLimit = { max: number; windowSeconds: number };
export type RateLimitOutcome = { allowed: boolean; count: number; retryAfterSeconds: number };

export type RateLimitHit = {
  /** The upsert returning `count`; with `unless`, nothing is counted (and no row returned) when that condition holds. */
  statement(unless?: SQL): SQL;
  /** What the count the statement returned means. */
  outcome(count: number): RateLimitOutcome;
};

/** The start (epoch ms) of the fixed window `now` falls in. */
function windowStart(limit: Pick<RateLimit, "windowSeconds">, now: Date): number {
  const windowMs = limit.windowSeconds * 1000;
  return Math.floor(now.getTime() / windowMs) * windowMs;
}

/**
 * One hit against `key` in the fixed window `now` falls in, as a statement a caller may run alone (hitRateLimit)
 * or as a CTE of a larger one, to save a round trip (the form path checks for a repeat in the same statement).
 * One atomic upsert, so concurrent requests in any number of processes each get a distinct count.
 * `key` names the bucket and may hold an e-mail or an address: the row is stored under its keyed hash (limit-keys).
 */
export async function rateLimitHit(db: Executor, key: string, limit: RateLimit, now: Date): Promise<RateLimitHit> {
  const start = windowStart(limit, now);
  const stored = await limitKey(db, key);
  return {
    statement: (unless) => sql`
      insert into rate_limits (key, window_start, count)
      select ${stored}, ${new Date(start).toISOString()}::timestamptz, 1
      ${unless ? sql`where not (${unless})` : sql``}
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`,
    outcome: (count) => ({
      allowed: count <= limit.max,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((start + limit.windowSeconds * 1000 - now.getTime()) / 1000)),
    }),
  };
}

/** Count one hit against `key` in a fixed window. */
export async function hitRateLimit(db: Executor, key: string, limit: RateLimit, now: Date): Promise<RateLimitOutcome> {
  const hit = await rateLimitHit(db, key, limit, now);
  const result = await db.execute(hit.statement());
  return hit.outcome(Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0));
}

/** Take back one hit of the current window (e.g. a sign-in that succeeded, which must not count). */
export async function refundRateLimit(db: Executor, key: string, limit: Pick<RateLimit, "windowSeconds">, now: Date): Promise<void> {
  const start = windowStart(limit, now);
  await db.execute(
    sql`update rate_limits set count = count - 1 where key = ${await limitKey(db, key)} and window_start = ${new Date(start).toISOString()} and count > 0`,
  );
}

/** Windows that ended more than a day ago are of no further use. */
export async function pruneRateLimits(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
  const result = await db.execute(sql`delete from rate_limits where window_start < ${cutoff} returning key`);
  return rowsOf(result).length;
}
