import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { contractors, outbox, type OutboxChannel, type OutboxStatus } from "~/db/schema";
import type { Executor } from "~/db/types.server";

export type OutboxFilter = { channel?: OutboxChannel; status?: OutboxStatus; to?: string };

/**
 * Admin: the e-mails, text messages and webhooks the product sent or stored,
 * newest first; optionally one channel, one status or one recipient (an
 * address, a phone number or a webhook URL). Lead deliveries name the
 * contractor they are for.
 */
export async function listOutbox(db: Executor, filter: OutboxFilter = {}, limit = 100) {
  const where: SQL[] = [];
  if (filter.channel) where.push(eq(outbox.channel, filter.channel));
  if (filter.status) where.push(eq(outbox.status, filter.status));
  if (filter.to) where.push(sql`lower(${outbox.to}) = ${filter.to.trim().toLowerCase()}`);
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      contractorId: outbox.contractorId,
      contractorName: contractors.businessName,
    })
    .from(outbox)
    .leftJoin(contractors, eq(contractors.id, outbox.contractorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
