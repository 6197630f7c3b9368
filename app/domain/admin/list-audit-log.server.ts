import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, contractors, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// (at, id) desc through audit_log_at_id_idx (migration 0006).
const order = keyset(auditLog.at, auditLog.id);
const actorContractor = alias(contractors, "actor_contractor");
const subject = alias(contractors, "subject_contractor");

/**
 * Admin: audit entries (who, when, what, before/after), newest first, one keyset page at a time, with the names the
 * log reads in words (describe-audit-entry.ts): the acting user's e-mail and role, the business of a contractor's user,
 * and the contractor an entry is about. Each name is a primary-key lookup per row of the page.
 */
export async function listAuditLog(db: Executor, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const rows = await db
    .select({
      id: auditLog.id,
      ...order.key,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.at,
      actor: users.email,
      actorRole: users.role,
      actorBusiness: actorContractor.businessName,
      subjectBusiness: subject.businessName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(actorContractor, eq(actorContractor.id, users.contractorId))
    // Only contractor entries carry a contractor id, and entity_id is free text: the case casts nothing that is not a uuid.
    .leftJoin(subject, sql`${subject.id} = case when ${auditLog.entity} = 'contractor' and ${auditLog.entityId} ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then ${auditLog.entityId}::uuid end`)
    .where(order.after(page.after))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
