import { logger } from "~/logging/logger.server";
import type { PgBoss } from "pg-boss";
import type { Db } from "~/db/client.server";
import type { OutboxChannel } from "~/db/schema";
import { OUTBOX_LANES, type OutboxLane } from "~/db/outbox-lanes";
import { createStatelyQueue } from "./stately-queue.server";
import { addOutboxSender } from "./outbox-wake-dispatch.server";
import { createWaker } from "./wake-queue.server";

/**
 * The queue of one outbox sender (e-mail, SMS, webhooks, push): run in this
 * process right after a commit (signalOutbox; wake-ups coalesce, see
 * wake-queue.server.ts) and swept every minute by a 'stately' job, which also
 * picks up retries whose back-off has passed. Each channel has its own runs,
 * so one slow channel never holds up another, and so does each lane of the
 * channel (app/db/outbox-lanes.ts): a sale's lead e-mail goes out while a
 * backlog of alerts or confirmations is still being sent. `run(lane)` sends
 * the due rows of that lane, `run()` those of every lane (the sweep, the run
 * at start). A commit's wake-up reaches only the lanes with due rows (one
 * probe first: outbox-wake-dispatch.server.ts). Returns the clean-up (stop
 * listening, then wait for the runs in progress).
 */
export async function startOutboxSender(
  boss: PgBoss,
  queue: string,
  pollingIntervalSeconds: number | undefined,
  run: (lane?: OutboxLane) => Promise<void>,
  options: { db: Db; channel: OutboxChannel },
): Promise<() => Promise<void>> {
  await createStatelyQueue(boss, queue, { retryLimit: 3, retryDelay: 10, retryBackoff: true });
  await boss.work(queue, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, () => run());
  await boss.schedule(queue, "* * * * *");
  // One run at start, outside the queue: what a stopped or killed process left due is sent now. Not
  // queued, because a killed process's job may still count as active and hold this stately queue until
  // pg-boss expires it; claims lock their rows (skip locked + lease), so this run and a queued one never
  // send the same row.
  run().catch((error: unknown) => logger.warn("outbox delivery at start failed", { queue, error }));
  const wakers = OUTBOX_LANES.map((lane) => createWaker(`${queue}:${lane}`, () => run(lane)));
  const stopListening = OUTBOX_LANES.map((lane, i) => addOutboxSender(options.db, options.channel, lane, wakers[i]!));
  return async () => {
    await Promise.all(stopListening.map((stop) => stop()));
    await Promise.all(wakers.map((waker) => waker.idle()));
  };
}
