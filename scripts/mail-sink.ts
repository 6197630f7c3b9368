/**
 * npm run mail-sink [-- --port 2525]
 *
 * A mail catcher for the demo and the end-to-end tests: a loopback SMTP
 * server that accepts every message and prints it (recipient, subject, text)
 * to the terminal, so the links the product e-mails (a set-password
 * invitation, a review invitation) can be followed without a mail provider.
 * The admin outbox never shows those links. Start the app with
 * SMTP_URL=smtp://127.0.0.1:2525. A development tool only: it keeps nothing
 * and listens on 127.0.0.1; scripts/e2e-server.ts starts it with a directory
 * that receives each message as JSON, which tests/e2e/support/mail.ts reads.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string[]; subject: string; text: string; replyTo: string | null; receivedAt: string };

/** The recipient, subject and plain text of a message (mailparser decodes the MIME parts, encodings and headers). */
export async function readMail(raw: Buffer, to: string[]): Promise<CaughtMail> {
  const mail = await simpleParser(raw);
  return {
    to,
    subject: mail.subject ?? "",
    text: (mail.text ?? "").trimEnd(),
    replyTo: mail.replyTo?.value[0]?.address ?? null,
    receivedAt: new Date().toISOString(),
  };
}

/** Listens on 127.0.0.1:`port` (0: any free port); each message goes to `onMail`. */
export async function startMailSink(port: number, onMail: (mail: CaughtMail) => void): Promise<{ port: number; stop(): Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        readMail(
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((r) => r.address),
        ).then(
          (mail) => {
            onMail(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return { port: (server.server.address() as AddressInfo).port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Each message as one JSON file in `dir`, named so that a listing sorts oldest first. */
export function mailToDirectory(dir: string): (mail: CaughtMail) => void {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return (mail) => writeFileSync(path.join(dir, `${Date.now()}-${String((n += 1)).padStart(6, "0")}.json`), JSON.stringify(mail));
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: "string", default: "2525" } } });
  const sink = await startMailSink(Number(values.port), (mail) => {
    console.log(`\n── ${mail.receivedAt} · to ${mail.to.join(", ")} · ${mail.subject}\n${mail.text}`);
  });
  console.log(`Mail sink on smtp://127.0.0.1:${sink.port}: start the app with SMTP_URL=smtp://127.0.0.1:${sink.port}. Ctrl-C stops it.`);
}
