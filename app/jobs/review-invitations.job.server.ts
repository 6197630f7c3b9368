import { sendReviewInvitations } from "~/domain/reviews/send-review-invitations.server";
import { addOutboxListener, signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";
import { createStatelyQueue } from "./stately-queue.server";
import { createWaker } from "./wake-queue.server";

export const REVIEW_INVITATIONS_QUEUE = "review-invitations";

/**
 * Every 10 minutes, and once at start (so a server that was down catches up at once): the review invitations due
 * REVIEW_INVITATION_DAYS after each sale. An invitation is a day-scale promise, so ten minutes late is on time.
 * With 0 days ("invite right after the sale", e.g. a demo or the e2e run) it also runs when a commit wakes the
 * outbox senders — every sale does — so the invitation follows the sale within seconds.
 */
export const registerReviewInvitations: JobRegistration = async (boss, { handle, env }) => {
  await createStatelyQueue(boss, REVIEW_INVITATIONS_QUEUE, { retryLimit: 2, retryDelay: 60, retryBackoff: false });
  const run = async () => {
    const report = await sendReviewInvitations({ db: handle.db, env });
    if (report.sent > 0) {
      signalOutbox();
      logger.info("review invitations sent", report);
    }
  };
  await boss.work(REVIEW_INVITATIONS_QUEUE, run);
  await boss.schedule(REVIEW_INVITATIONS_QUEUE, "*/10 * * * *");
  await boss.send(REVIEW_INVITATIONS_QUEUE, {});
  if (env.REVIEW_INVITATION_DAYS !== 0) return;
  // Its own signalOutbox wakes it once more: that run finds nothing left and stops there.
  const waker = createWaker(REVIEW_INVITATIONS_QUEUE, run);
  const stopListening = addOutboxListener(waker.wake);
  return async () => {
    stopListening();
    await waker.idle();
  };
};
