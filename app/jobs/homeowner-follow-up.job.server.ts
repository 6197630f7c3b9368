import { sendUnmatchedNotices } from "~/domain/homeowners/send-unmatched-notices.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";

export const HOMEOWNER_FOLLOW_UP_QUEUE = "homeowners-follow-up";

/**
 * Every 10 minutes: the e-mail promised within 24 hours to homeowners whose
 * request no verified pro served (due 23 hours after the request, so a run
 * every 10 minutes keeps the promise).
 */
export const registerHomeownerFollowUp: JobRegistration = async (boss, { handle, env }) => {
  await boss.createQueue(HOMEOWNER_FOLLOW_UP_QUEUE, { policy: "stately", retryLimit: 2, retryDelay: 60 });
  await boss.work(HOMEOWNER_FOLLOW_UP_QUEUE, async () => {
    const report = await sendUnmatchedNotices({ db: handle.db, env });
    if (report.emailed > 0) signalOutbox();
    logger.info("homeowner follow-ups sent", report);
  });
  await boss.schedule(HOMEOWNER_FOLLOW_UP_QUEUE, "*/10 * * * *");
};
