import { logger } from "~/logging/logger.server";
import type { PgBoss } from "pg-boss";
import { addOutboxListener } from "../lib/wakeups/outbox-signal.server";
import { OUTBOX_LANES, type OutboxLane } from "./outbox-lanes.server";
import { createStatelyQueue } from "./stately-queue.server";
import { createWaker } from "./wake-queue.server";

/**
 * The queue of one outbox sender (e-mail, SMS, webhooks): run in this process
 * right after a commit (signalOutbox; wake-ups coalesce, see wake-queue.server.ts)
 * and swept every minute by a 'stately' job, which also picks up retries whose
 * back-off has passed. Each channel has its own runs, so one slow channel
 * never holds up another; with `lanes`, so does each lane of the channel
 * (outbox-lanes.server.ts): a commit wakes each, and a sale's lead e-mail goes
 * out while a backlog of alerts is still being sent. `run(lane)` sends the
 * due rows of that lane, `run()` those of every lane (the sweep, the run at
 * start). Returns the clean-up (stop listening, then wait for the runs in
 * progress).
 */
export async function startOutboxSender(
  boss: PgBoss,
  queue: string,
  pollingIntervalSeconds: number | undefined,
  run: (lane?: OutboxLane) => Promise<void>,
  options: { lanes?: boolean } = {},
): Promise<() => Promise<void>> {
  await createStatelyQueue(boss, queue, { retryLimit: 3, retryDelay: 10, retryBackoff: true });
  await boss.work(queue, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, () => run());
  await boss.schedule(queue, "* * * * *");
  // One run at start, outside the queue: what a stopped or killed process left due is sent now. Not
  // queued, because a killed process's job may still count as active and hold this stately queue until
  // pg-boss expires it; claims lock their rows (skip locked + lease), so this run and a queued one never
  // send the same row.
  run().catch((error: unknown) => logger.warn("outbox delivery at start failed", { queue, error }));
  const wakers = options.lanes ? OUTBOX_LANES.map((lane) => createWaker(`${queue}:${lane}`, () => run(lane))) : [createWaker(queue, () => run())];
  const stopListening = wakers.map((waker) => addOutboxListener(waker.wake));
  return async () => {
    for (const stop of stopListening) stop();
    await Promise.all(wakers.map((waker) => waker.idle()));
  };
}
