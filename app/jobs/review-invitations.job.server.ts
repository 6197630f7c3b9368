import { sendReviewInvitations } from "~/domain/reviews/send-review-invitations.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";
import { createStatelyQueue } from "./stately-queue.server";

export const REVIEW_INVITATIONS_QUEUE = "review-invitations";

/**
 * Every 10 minutes, and once at start (so a server that was down catches up at once): the review invitations due
 * REVIEW_INVITATION_DAYS after each sale. An invitation is a day-scale promise, so ten minutes late is on time.
 */
export const registerReviewInvitations: JobRegistration = async (boss, { handle, env }) => {
  await createStatelyQueue(boss, REVIEW_INVITATIONS_QUEUE, { retryLimit: 2, retryDelay: 60, retryBackoff: false });
  await boss.work(REVIEW_INVITATIONS_QUEUE, async () => {
    const report = await sendReviewInvitations({ db: handle.db, env });
    if (report.sent > 0) {
      signalOutbox();
      logger.info("review invitations sent", report);
    }
  });
  await boss.schedule(REVIEW_INVITATIONS_QUEUE, "*/10 * * * *");
  await boss.send(REVIEW_INVITATIONS_QUEUE, {});
};
