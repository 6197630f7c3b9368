import { logger } from "~/logging/logger.server";
import { smsConfigOf } from "~/lib/sms.server";
import { drainDue } from "./deliver-due-outbox.server";
import { deliverDueSms } from "./deliver-due-sms.server";
import type { JobRegistration } from "./job-types.server";
import { startOutboxSender } from "./outbox-sender-queue.server";

export const SMS_QUEUE = "sms-deliver";

/** Sends due text messages (only with the SMS_* settings; otherwise they stay 'stored' in the outbox). */
export const registerSmsDelivery: JobRegistration = async (boss, { env, handle, options }) => {
  const config = smsConfigOf(env);
  if (!config) {
    logger.info("SMS_ACCOUNT_SID/SMS_AUTH_TOKEN/SMS_FROM not set: text messages stay in the outbox as 'stored'");
    return;
  }
  return startOutboxSender(boss, SMS_QUEUE, options.pollingIntervalSeconds, (lane) => drainDue(() => deliverDueSms(handle.db, config, lane ? { lane } : {})), {
    db: handle.db,
    channel: "sms",
  });
};
