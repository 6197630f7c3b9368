import type { Transporter } from "nodemailer";

/** What the outbox dispatcher needs from a mail transport (nodemailer's, or a fake in tests). */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }): Promise<unknown>;
  /** Connects and says hello without sending (the /readyz check). */
  verify?(): Promise<unknown>;
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
 *
 * nodemailer (~4 MB of heap) is imported at the first message or check, not
 * when the e-mail job registers at boot.
 */
export function createSmtpTransport(url: string, options: { ignoreTLS?: boolean; pool?: boolean } = {}): MailTransport {
  let opened: Promise<Transporter> | undefined;
  const open = () =>
    (opened ??= import("nodemailer").then(({ createTransport }) =>
      createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
        ...(options.pool ? { pool: true } : {}),
        ...(options.ignoreTLS ? { ignoreTLS: true } : {}),
      } as Parameters<typeof createTransport>[0]),
    ));
  return {
    sendMail: async (message) => (await open()).sendMail(message),
    verify: async () => (await open()).verify(),
    close: () =>
      void opened?.then(
        (transport) => transport.close(),
        () => {},
      ),
  };
}
