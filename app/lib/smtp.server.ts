import { createTransport } from "nodemailer";

/** What the outbox dispatcher needs from a mail transport (nodemailer's, or a fake in tests). */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }): Promise<unknown>;
  close?(): void;
};

/**
 * An SMTP transport from SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * Short timeouts: a slow server delays one job, not the whole queue.
 */
export function createSmtpTransport(url: string, options: { ignoreTLS?: boolean } = {}): MailTransport {
  return createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(options.ignoreTLS ? { ignoreTLS: true } : {}),
  } as Parameters<typeof createTransport>[0]);
}
