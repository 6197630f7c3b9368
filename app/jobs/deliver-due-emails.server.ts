/**
 * Delivers pending e-mails of the outbox. Safe with any number of workers:
 * rows are claimed with `for update skip locked`, and a claim is a lease
 * (next_attempt_at moves forward), so a worker that dies mid-send leaves the
 * row to be retried, never lost. Delivery is therefore at least once.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { rowsOf } from "~/lib/db-types.server";
import { logger } from "~/lib/logger.server";
import type { MailTransport } from "~/lib/smtp.server";

export type DeliveryOptions = {
  from: string;
  now?: () => Date;
  batchSize?: number;
  /** After this many failed attempts a row is 'failed' (shown to admins), not retried. */
  maxAttempts?: number;
  /** How long a claimed row stays invisible to other workers. */
  leaseSeconds?: number;
};

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/** 30 s, 1 min, 2 min, ... capped at 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600 * 1000);
}

type Claimed = { id: string; to: string; subject: string | null; text: string; html: string | null; attempts: number };

async function claim(db: Db, now: Date, limit: number, leaseSeconds: number): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const result = await db.execute(sql`
    update outbox set attempts = attempts + 1, next_attempt_at = ${lease}
    where id in (
      select id from outbox
      where status = 'pending' and channel = 'email' and next_attempt_at <= ${now.toISOString()}
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    returning id, "to", subject, text, html, attempts`);
  return rowsOf<Claimed>(result);
}

export async function deliverDueEmails(db: Db, transport: MailTransport, options: DeliveryOptions): Promise<DeliveryReport> {
  const clock = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 10;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const rows = await claim(db, clock(), options.batchSize ?? 20, options.leaseSeconds ?? 300);
  for (const row of rows) {
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject ?? "",
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
      await db.update(outbox).set({ status: "sent", sentAt: clock(), lastError: null }).where(eq(outbox.id, row.id));
      report.sent += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const attempts = Number(row.attempts);
      const giveUp = attempts >= maxAttempts;
      await db
        .update(outbox)
        .set(
          giveUp
            ? { status: "failed", lastError: message }
            : { lastError: message, nextAttemptAt: new Date(clock().getTime() + backoffMs(attempts)) },
        )
        .where(eq(outbox.id, row.id));
      if (giveUp) report.failed += 1;
      else report.retrying += 1;
      logger.warn("email delivery failed", { outboxId: row.id, attempts, giveUp });
    }
  }
  if (rows.length > 0) logger.info("email delivery", { ...report });
  return report;
}
