import { expireUnverifiedRequests } from "~/domain/quote-requests/expire-unverified-requests.server";
import { logger } from "~/logging/logger.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import type { JobRegistration } from "./job-types.server";

export const EXPIRE_UNVERIFIED_QUEUE = "quote-requests-expire-unverified";

/** Hourly: requests whose phone was not verified within 24 hours close, with a short e-mail (decision 0048). */
export const registerExpireUnverifiedRequests: JobRegistration = async (boss, { handle, env }) => {
  await boss.createQueue(EXPIRE_UNVERIFIED_QUEUE, { policy: "stately", retryLimit: 2, retryDelay: 60 });
  await boss.work(EXPIRE_UNVERIFIED_QUEUE, async () => {
    const report = await expireUnverifiedRequests({ db: handle.db, env });
    if (report.expired > 0) signalOutbox();
    logger.info("unverified quote requests expired", report);
  });
  await boss.schedule(EXPIRE_UNVERIFIED_QUEUE, "17 * * * *");
};
