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
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string[]; subject: string; text: string; receivedAt: string };

/** Undo quoted-printable: soft line breaks, then =XX bytes (read as UTF-8). */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 words in a header (=?UTF-8?Q?…?= or ?B?). */
function fromEncodedWords(value: string): string {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=\s*/g, (_m, how: string, text: string) =>
    how.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : fromQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** The recipient, subject and plain text of a message as nodemailer writes it (one text/plain part, or the first of a multipart). */
export function readMail(raw: string, to: string[]): CaughtMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  let body = raw.slice(split + 4);
  const header = (name: string, from = head) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(from)?.[1]?.trim() ?? "";
  let encoding = header("Content-Transfer-Encoding");
  const boundary = /boundary="?([^";]+)"?/i.exec(header("Content-Type"))?.[1];
  if (boundary) {
    const part = body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? "";
    const partSplit = part.indexOf("\r\n\r\n");
    encoding = header("Content-Transfer-Encoding", part.slice(0, partSplit).replace(/\r\n[ \t]+/g, " "));
    body = part.slice(partSplit + 4);
  }
  const text = /quoted-printable/i.test(encoding) ? fromQuotedPrintable(body) : /base64/i.test(encoding) ? Buffer.from(body, "base64").toString("utf8") : body;
  return { to, subject: fromEncodedWords(header("Subject")), text: text.replace(/\r\n/g, "\n").trimEnd(), receivedAt: new Date().toISOString() };
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
        onMail(readMail(Buffer.concat(chunks).toString("latin1"), session.envelope.rcptTo.map((r) => r.address)));
        callback();
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
