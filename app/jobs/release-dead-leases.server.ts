import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "~/logging/logger.server";

/**
 * A delivery claims its outbox rows with a five-minute lease
 * (deliver-due-outbox.server.ts). A process killed mid-batch (kill -9, a
 * power cut, the exit after a failed write) leaves its leases behind, and the
 * e-mails and webhooks of sales it acknowledged would wait out the lease. On
 * PGlite the data directory belongs to this process alone (the lock of
 * docs/decisions/0008), so every lease found at start is a dead process's:
 * make those rows due now. A row waiting out a back-off is retried once early,
 * which costs one attempt. On PostgreSQL other live processes may hold leases,
 * so nothing is released there; a dead process's rows are sent when their
 * lease ends.
 */
export async function releaseDeadLeases(handle: DatabaseHandle, now = new Date()): Promise<void> {
  if (handle.kind !== "pglite") return;
  const released = await handle.db.execute(sql`
    update outbox set next_attempt_at = ${now.toISOString()}
    where status = 'pending' and attempts > 0 and next_attempt_at > ${now.toISOString()}`);
  const count = (released as { affectedRows?: number }).affectedRows ?? 0;
  if (count > 0) logger.info("outbox leases of a stopped process released", { rows: count });
}
