import { sendContactReminders } from "~/domain/contact-reminders/send-contact-reminders.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";
import { createStatelyQueue } from "./stately-queue.server";

export const CONTACT_REMINDERS_QUEUE = "contact-reminders";

/**
 * Every minute, and once at start (a server that was down catches up at once): the reminders of bought leads not
 * marked contacted an hour after purchase. The reminder is an hour-scale promise, so a minute late is on time; the
 * handler is idempotent (each purchase is marked in the transaction that queues its message).
 */
export const registerContactReminders: JobRegistration = async (boss, { handle, env }) => {
  await createStatelyQueue(boss, CONTACT_REMINDERS_QUEUE, { retryLimit: 2, retryDelay: 30, retryBackoff: false });
  await boss.work(CONTACT_REMINDERS_QUEUE, async () => {
    const report = await sendContactReminders({ db: handle.db, env });
    if (report.sent > 0) {
      signalOutbox();
      logger.info("contact reminders sent", report);
    }
  });
  await boss.schedule(CONTACT_REMINDERS_QUEUE, "* * * * *");
  await boss.send(CONTACT_REMINDERS_QUEUE, {});
};
