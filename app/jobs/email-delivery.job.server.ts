import { logger } from "~/logging/logger.server";
import { createSmtpTransport } from "~/lib/smtp.server";
import { drainDue } from "./deliver-due-outbox.server";
import { deliverDueEmails } from "./deliver-due-emails.server";
import type { JobRegistration } from "./job-types.server";
import { startOutboxSender } from "./outbox-sender-queue.server";

export const OUTBOX_QUEUE = "outbox-deliver";

/** Sends due e-mails (only with SMTP_URL; otherwise they stay 'stored' in the outbox). */
export const registerEmailDelivery: JobRegistration = async (boss, { env, handle, options }) => {
  const transport = options.transport ?? (env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, { pool: true }) : undefined);
  if (!transport) {
    logger.info("SMTP_URL not set: e-mails stay in the outbox as 'stored'");
    return;
  }
  const stopListening = await startOutboxSender(
    boss,
    OUTBOX_QUEUE,
    options.pollingIntervalSeconds,
    (lane) => drainDue(() => deliverDueEmails(handle.db, transport, { from: env.MAIL_FROM, ...(lane ? { lane } : {}) })),
    { db: handle.db, channel: "email" },
  );
  return async () => {
    await stopListening();
    transport.close?.();
  };
};
