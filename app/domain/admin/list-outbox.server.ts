import { and, eq, sql, type SQL } from "drizzle-orm";
import { contractors, outbox, type OutboxChannel, type OutboxStatus } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { hideCredentials } from "~/domain/outbox/link-tokens";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

export type OutboxFilter = { channel?: OutboxChannel | undefined; status?: OutboxStatus | undefined; to?: string | undefined };

// (created_at, id) desc through outbox_created_id_idx, or its channel / status / lower(to) variant when filtered (migration 0006).
const order = keyset(outbox.createdAt, outbox.id);

/**
 * Admin: the e-mails, text messages and webhooks the product sent or stored,
 * newest first; optionally one channel, one status or one recipient (an
 * address, a phone number or a webhook URL). Lead deliveries name the
 * contractor they are for. One keyset page at a time. The tokens of
 * private and one-time links and the codes sent by text are hidden: whoever
 * reads the outbox (or its export) must not be able to use them; "Re-send"
 * issues fresh ones (redeliverOutboxMessage).
 */
export async function listOutbox(db: Executor, filter: OutboxFilter = {}, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const where: (SQL | undefined)[] = [order.after(page.after)];
  if (filter.channel) where.push(eq(outbox.channel, filter.channel));
  if (filter.status) where.push(eq(outbox.status, filter.status));
  if (filter.to) where.push(sql`lower(${outbox.to}) = ${filter.to.trim().toLowerCase()}`);
  const rows = await db
    .select({
      id: outbox.id,
      ...order.key,
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
    .where(and(...where))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(
    rows.map((m) => ({ ...m, subject: m.subject === null ? null : hideCredentials(m.subject), text: hideCredentials(m.text) })),
    limit,
  );
}
