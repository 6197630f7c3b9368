import { scrubErasedStorage } from "~/domain/privacy/scrub-erased-storage.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";

export const SCRUB_ERASED_STORAGE_QUEUE = "scrub-erased-storage";

/**
 * Daily at 09:47 UTC (04:47 in New York, 01:47 in Los Angeles in winter: the
 * quietest hour of a US marketplace): when a homeowner was erased since the last run,
 * rewrites the tables erasure changed and moves the WAL on (decision 0042).
 * Each table is locked while it is rewritten (on PGlite the whole process
 * waits: seconds per large table at 100k leads, half a minute at a million,
 * bench/results/erasure.md), so it runs then, in one process ("stately"), and
 * not at all when nothing was erased.
 */
export const registerScrubErasedStorage: JobRegistration = async (boss, { handle, env }) => {
  await boss.createQueue(SCRUB_ERASED_STORAGE_QUEUE, { policy: "stately" });
  await boss.work(SCRUB_ERASED_STORAGE_QUEUE, async () => {
    const scrub = await scrubErasedStorage({ db: handle.db, env }, handle);
    if (!scrub.scrubbed) return;
    const { tables, ...rest } = scrub;
    const summary = { ...rest, tables: tables.length, longestLockMs: Math.max(0, ...tables.map((t) => t.ms)) };
    // On PostgreSQL the WAL is the server's: say when its settings keep erased values there.
    if (scrub.wal === "not-permitted" || scrub.walRecycle === "on")
      logger.warn("erased storage scrubbed; the WAL still needs the operator (docs/decisions/0042-erasure-on-disk.md)", summary);
    else logger.info("erased storage scrubbed", summary);
  });
  await boss.schedule(SCRUB_ERASED_STORAGE_QUEUE, "47 9 * * *");
};
