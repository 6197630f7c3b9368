import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { outbox } from "~/db/schema";
import type { Executor } from "~/lib/db-types.server";

/** Admin: the e-mails and text messages the product sent or stored, newest first; optionally one channel or one recipient. */
export async function listOutbox(db: Executor, filter: { channel?: "email" | "sms"; to?: string } = {}, limit = 100) {
  const where: SQL[] = [];
  if (filter.channel) where.push(eq(outbox.channel, filter.channel));
  if (filter.to) where.push(sql`lower(${outbox.to}) = ${filter.to.trim().toLowerCase()}`);
  return db
    .select({ id: outbox.id, channel: outbox.channel, kind: outbox.kind, to: outbox.to, subject: outbox.subject, text: outbox.text, status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
