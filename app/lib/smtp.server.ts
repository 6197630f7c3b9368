import { createTransport } from "nodemailer";

/** What the outbox dispatcher needs from a mail transport (nodemailer's, or a fake in tests). */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }): Promise<unknown>;
  close?(): void;
};

/**
 * An SMTP transport from SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * Short timeouts: a slow server delays one job, not the whole queue.
 *
 * `pool` keeps connections open between messages (the outbox sender's): a
 * fresh connection per message waits for the server's greeting, which
 * servers delay on purpose to catch early talkers (100 ms even on a loopback
 * smtp-server, more on real relays, plus TLS). Sent one by one, that capped
 * delivery at ~9 e-mails/s, so a burst of quote-request confirmations queued
 * lead e-mails behind it for tens of seconds (`npm run bench`: every lead
 * e-mail missed its 10 s). Pooled, a message takes ~6 ms. A pooled
 * transport must be closed (close()).
 */
export function createSmtpTransport(url: string, options: { ignoreTLS?: boolean; pool?: boolean } = {}): MailTransport {
  return createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(options.pool ? { pool: true } : {}),
    ...(options.ignoreTLS ? { ignoreTLS: true } : {}),
  } as Parameters<typeof createTransport>[0]);
}
