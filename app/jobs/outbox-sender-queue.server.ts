import { logger } from "~/logging/logger.server";
import type { PgBoss } from "pg-boss";
import { addOutboxListener } from "../lib/wakeups/outbox-signal.server";
import { createStatelyQueue } from "./stately-queue.server";
import { wakeQueue } from "./wake-queue.server";

/**
 * The queue of one outbox sender (e-mail, SMS, webhooks): woken right after
 * a commit (signalOutbox) and swept every minute, which also picks up retries
 * whose back-off has passed. The queue is 'stately', so wake-ups coalesce
 * into at most one queued and one running delivery per channel, and one slow
 * channel never holds up another. Returns the clean-up (stop listening).
 */
export async function startOutboxSender(boss: PgBoss, queue: string, pollingIntervalSeconds: number | undefined, run: () => Promise<void>): Promise<() => void> {
  await createStatelyQueue(boss, queue, { retryLimit: 3, retryDelay: 10, retryBackoff: true });
  const workerId = await boss.work(queue, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, run);
  await boss.schedule(queue, "* * * * *");
  // One run at start, outside the queue: what a stopped or killed process left due is sent now. Not
  // queued, because a killed process's job may still count as active and hold this stately queue until
  // pg-boss expires it; claims lock their rows (skip locked + lease), so this run and a queued one never
  // send the same row.
  run().catch((error: unknown) => logger.warn("outbox delivery at start failed", { queue, error }));
  return addOutboxListener(() => wakeQueue(boss, queue, workerId));
}
