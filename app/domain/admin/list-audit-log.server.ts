import { eq } from "drizzle-orm";
import { auditLog, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// (at, id) desc through audit_log_at_id_idx (migration 0006).
const order = keyset(auditLog.at, auditLog.id);

/** Admin: audit entries (who, when, what, before/after), newest first, one keyset page at a time. */
export async function listAuditLog(db: Executor, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const rows = await db
    .select({ id: auditLog.id, ...order.key, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after, at: auditLog.at, actor: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(order.after(page.after))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
