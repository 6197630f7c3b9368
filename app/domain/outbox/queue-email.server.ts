/**
 * The one way the product sends e-mail. A message is an outbox row written
 * in the caller's transaction, so an acknowledged submission and its e-mail
 * commit (or roll back) together; app/jobs delivers pending rows over SMTP.
 * Without SMTP_URL the row is 'stored' for the admin console to show.
 */
import { outbox } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Executor } from "../../db/types.server";
import { write } from "../../db/write-batch.server";

export type EmailMessage = {
  /** What the message is about, e.g. 'quote-request.confirmation' (for the admin console). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. Reply-To a thread's reply address (never a person's own address). */
  headers?: Record<string, string>;
};

export async function sendEmail(tx: Executor, env: Pick<Env, "SMTP_URL">, message: EmailMessage, now = new Date()): Promise<string> {
  // The id is made here, so the row may wait for its transaction's batch (write) and still be named to the caller.
  const id = crypto.randomUUID();
  await write(
    tx,
    tx.insert(outbox).values({
      id,
      channel: "email",
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      status: env.SMTP_URL ? "pending" : "stored",
      nextAttemptAt: now,
      createdAt: now,
    }),
  );
  return id;
}
