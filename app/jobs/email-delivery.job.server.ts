import { logger } from "~/lib/logger.server";
import { createSmtpTransport } from "~/lib/smtp.server";
import { deliverDueEmails } from "./deliver-due-emails.server";
import type { JobRegistration } from "./job-types.server";
import { setOutboxListener } from "./outbox-signal.server";

export const OUTBOX_QUEUE = "outbox-deliver";

/**
 * Sends due e-mails (only with SMTP_URL). Woken right after a form commits
 * (signalOutbox) and swept every minute, which also picks up retries whose
 * back-off has passed. The queue is 'stately' so wake-ups coalesce into at
 * most one queued and one running delivery.
 */
export const registerEmailDelivery: JobRegistration = async (boss, { env, handle, options }) => {
  const transport = options.transport ?? (env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : undefined);
  if (!transport) {
    logger.info("SMTP_URL not set: e-mails stay in the outbox as 'stored'");
    return;
  }
  await boss.createQueue(OUTBOX_QUEUE, { policy: "stately", retryLimit: 3, retryDelay: 10, retryBackoff: true });
  await boss.work(OUTBOX_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
    // Drain: keep going while full batches come back.
    for (let round = 0; round < 50; round++) {
      const report = await deliverDueEmails(handle.db, transport, { from: env.MAIL_FROM });
      if (report.sent + report.retrying + report.failed < 20) break;
    }
  });
  await boss.schedule(OUTBOX_QUEUE, "* * * * *");
  setOutboxListener(() => {
    boss.send(OUTBOX_QUEUE, {}).catch((error: unknown) => {
      logger.warn("outbox wake-up not queued", { message: error instanceof Error ? error.message : String(error) });
    });
  });
  return () => {
    setOutboxListener(undefined);
    transport.close?.();
  };
};
