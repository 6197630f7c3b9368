import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { IDEMPOTENCY_WINDOW_MS } from "~/domain/submissions/submission-context.server";
import { rowsOf } from "~/db/types.server";
import { pruneRateLimits } from "~/lib/rate-limit.server";

/**
 * Housekeeping of the form machinery: old rate-limit windows, and submission
 * fingerprints well past the 15-minute idempotency window (kept a day, for support).
 */
export async function pruneFormRecords(db: Db, now = new Date()): Promise<{ rateLimits: number; submissions: number }> {
  const rateLimits = await pruneRateLimits(db, now);
  const cutoff = new Date(now.getTime() - Math.max(IDEMPOTENCY_WINDOW_MS, 24 * 3600 * 1000)).toISOString();
  const result = await db.execute(sql`delete from form_submissions where created_at < ${cutoff} returning id`);
  return { rateLimits, submissions: rowsOf(result).length };
}
