import { sendDocumentReminders } from "~/domain/documents/send-document-reminders.server";
import { pruneLeadSkips } from "~/domain/documents/lead-skips.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";

export const DOCUMENT_REMINDERS_QUEUE = "documents-reminders";

/**
 * Hourly: the 30- and 7-day license and insurance expiry reminders (each sent once, whatever runs: the reminder
 * row is the claim), and the housekeeping of old lead skip reasons. Hourly rather than daily so a restart or a
 * failed run delays a reminder by an hour, not a day.
 */
export const registerDocumentReminders: JobRegistration = async (boss, { handle, env }) => {
  await boss.createQueue(DOCUMENT_REMINDERS_QUEUE, { policy: "stately", retryLimit: 2, retryDelay: 60 });
  await boss.work(DOCUMENT_REMINDERS_QUEUE, async () => {
    const report = await sendDocumentReminders({ db: handle.db, env });
    if (report.reminded > 0) signalOutbox();
    const skipsPruned = await pruneLeadSkips(handle.db, new Date());
    logger.info("document reminders sent", { ...report, skipsPruned });
  });
  await boss.schedule(DOCUMENT_REMINDERS_QUEUE, "17 * * * *");
};
