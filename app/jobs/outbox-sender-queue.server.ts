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
  return addOutboxListener(() => wakeQueue(boss, queue, workerId));
}
