import { desc, eq } from "drizzle-orm";
import { auditLog, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: the latest audit entries (who, when, what, before/after), newest first. */
export async function listAuditLog(db: Executor, limit = 200) {
  return db
    .select({ id: auditLog.id, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after, at: auditLog.at, actor: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.at))
    .limit(limit);
}
