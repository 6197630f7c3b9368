/**
 * The inbound SMTP server for replies by e-mail (decision 0052, docs/inbound-mail.md), started by the lifecycle when
 * INBOUND_SMTP_PORT is set. It is an MX, not a relay: no AUTH; STARTTLS only when a certificate is configured
 * (INBOUND_SMTP_TLS_CERT / _KEY); only open reply addresses are accepted at RCPT (550 5.1.1 otherwise), one per
 * transaction (452 for more: the sender sends the others in another transaction, so one mail never half-lands in
 * two threads); SIZE is advertised and enforced (552). A mail is answered 250 only after its message is committed;
 * a failure of ours answers 451 so the sender tries again. Nothing personal is logged: no address, no subject, no text.
 */
import { readFile } from "node:fs/promises";
import type { SMTPServer, SMTPServerDataStream } from "smtp-server";
import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { DomainError } from "~/domain/shared/errors";
import { receiveEmailReply } from "~/domain/messages/receive-email-reply.server";
import { readOpenReplyThread } from "~/domain/messages/reply-address-thread.server";
import { logger } from "~/logging/logger.server";

export type InboundSmtp = { port: number; stop(): Promise<void> };

type SmtpError = Error & { responseCode?: number };

const smtpError = (responseCode: number, message: string): SmtpError => Object.assign(new Error(message), { responseCode });

/** A domain refusal as an SMTP answer: permanent (5xx) for what retrying cannot fix, temporary (4xx) for the rest. */
function answerFor(error: unknown): SmtpError {
  if (!(error instanceof DomainError)) return smtpError(451, "4.3.0 Temporary failure, please try again later");
  if (error.status === 404 || error.status === 410) return smtpError(550, `5.1.1 ${error.message}`);
  if (error.status === 429) return smtpError(451, "4.7.1 Too many messages in this conversation just now, please try again later");
  if (error.status === 409) return smtpError(550, `5.7.1 ${error.message}`);
  return smtpError(550, `5.6.0 ${error.message}`);
}

/** Out-of-office answers and other robots (RFC 3834) are accepted and dropped: a thread is for people. */
function isAutomatic(headers: Map<string, unknown>, mailFrom: string): boolean {
  const text = (name: string) => String(headers.get(name) ?? "").toLowerCase();
  if (mailFrom === "") return true;
  if (text("auto-submitted") && text("auto-submitted") !== "no") return true;
  if (["bulk", "junk", "list", "auto_reply"].includes(text("precedence"))) return true;
  return headers.has("x-autoreply") || headers.has("x-autorespond") || text("x-auto-response-suppress").includes("all");
}

/** The message's bytes, or null once past the limit (the rest is read and thrown away, never held). */
function readMessage(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    stream.on("error", reject);
    stream.on("end", () => resolve(stream.sizeExceeded || size > maxBytes ? null : Buffer.concat(chunks)));
  });
}

async function storeReply(db: Db, env: Env, to: string, raw: Buffer, mailFrom: string): Promise<string> {
  const { simpleParser } = await import("mailparser");
  // Links and inline images are not needed: the text is stored as text and never rendered.
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true, maxHtmlLengthToParse: 2_000_000 });
  if (isAutomatic(mail.headers, mailFrom)) {
    logger.info("inbound automatic reply dropped", { bytes: raw.length });
    return "2.6.0 Automatic reply ignored";
  }
  const attachments = mail.attachments.map((a) => ({ name: a.filename ?? "attachment", bytes: new Uint8Array(a.content) }));
  const stored = await receiveEmailReply({ db, env, now: new Date() }, { to, text: mail.text ?? "", attachments });
  logger.info("inbound reply stored", { messageId: stored.id, bytes: raw.length, attachments: attachments.length });
  return "2.6.0 Message stored";
}

/** Starts listening; resolves once the port is bound (port 0 takes a free one, for tests). */
export async function startInboundSmtp(db: Db, env: Env, options: { port?: number } = {}): Promise<InboundSmtp> {
  const { SMTPServer } = await import("smtp-server");
  const tls =
    env.INBOUND_SMTP_TLS_CERT && env.INBOUND_SMTP_TLS_KEY
      ? { cert: await readFile(env.INBOUND_SMTP_TLS_CERT), key: await readFile(env.INBOUND_SMTP_TLS_KEY) }
      : undefined;
  const maxBytes = env.INBOUND_SMTP_MAX_BYTES;
  const server: SMTPServer = new SMTPServer({
    name: env.MAIL_REPLY_DOMAIN,
    banner: "Trusted Home Pros replies",
    logger: false,
    disabledCommands: tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    ...tls,
    size: maxBytes,
    rejectOversized: true,
    disableReverseLookup: true,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: Math.min(env.SHUTDOWN_TIMEOUT_SECONDS, 10) * 1000,
    // Another recipient gets 452 and is sent again in a transaction of its own (RFC 5321 4.5.3.1.10).
    maxRecipients: 1,
    onRcptTo(address, _session, callback) {
      readOpenReplyThread(db, env, address.address, new Date()).then(
        () => callback(),
        (error: unknown) => callback(answerFor(error)),
      );
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo[0]?.address ?? "";
      const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
      readMessage(stream, maxBytes)
        .then((raw) => {
          if (!raw) throw smtpError(552, "5.3.4 Message too big");
          return storeReply(db, env, to, raw, mailFrom);
        })
        .then(
          (message) => callback(null, message),
          (error: unknown) => {
            if (error instanceof Error && "responseCode" in error) return callback(error);
            if (!(error instanceof DomainError)) logger.error("inbound reply failed", { error });
            callback(answerFor(error));
          },
        );
    },
  });
  server.on("error", (error) => logger.error("inbound SMTP server error", { error }));
  const host = env.INBOUND_SMTP_HOST ?? env.HOST;
  const port = options.port ?? env.INBOUND_SMTP_PORT ?? 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  logger.info("inbound SMTP server listening", { host, port: bound, starttls: Boolean(tls) });
  let stopping: Promise<void> | undefined;
  return {
    port: bound,
    // Stops taking connections; open sessions get closeTimeout to finish (an unfinished mail was never answered 250).
    stop: () => (stopping ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}
