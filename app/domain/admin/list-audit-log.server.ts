import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, contractorApplications, contractors, leadReturns, leads, purchases, quoteRequests, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// (at, id) desc through audit_log_at_id_idx (migration 0006).
const order = keyset(auditLog.at, auditLog.id);
const actorContractor = alias(contractors, "actor_contractor");
const subject = alias(contractors, "subject_contractor");
const subjectLead = alias(leads, "subject_lead");
const subjectReturn = alias(leadReturns, "subject_return");
const returnPurchase = alias(purchases, "return_purchase");
const subjectRequest = alias(quoteRequests, "subject_request");
const subjectApplication = alias(contractorApplications, "subject_application");

/** entity_id as a uuid when the entry is about `entity` and the text is a uuid; null otherwise (entity_id is free text). */
const idOf = (entity: string) =>
  sql`case when ${auditLog.entity} = ${entity} and ${auditLog.entityId} ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then ${auditLog.entityId}::uuid end`;

/**
 * Admin: audit entries (who, when, what, before/after), newest first, one keyset page at a time, with the names the
 * log reads in words (describe-audit-entry.ts): the acting user's e-mail and role, the business of a contractor's user,
 * and the contractor, application or lead (its reference, trade and place) an entry is about. Each name is a
 * primary-key lookup per row of the page.
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
      subjectBusiness: sql<string | null>`coalesce(${subject.businessName}, ${subjectApplication.businessName})`,
      subjectReference: subjectRequest.reference,
      subjectCategory: subjectRequest.category,
      subjectCity: subjectRequest.city,
      subjectState: subjectRequest.state,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(actorContractor, eq(actorContractor.id, users.contractorId))
    // Only contractor entries carry a contractor id, and entity_id is free text: the case casts nothing that is not a uuid.
    .leftJoin(subject, sql`${subject.id} = ${idOf("contractor")}`)
    .leftJoin(subjectApplication, sql`${subjectApplication.id} = ${idOf("contractor_application")}`)
    .leftJoin(subjectLead, sql`${subjectLead.id} = ${idOf("lead")}`)
    .leftJoin(subjectReturn, sql`${subjectReturn.id} = ${idOf("lead_return")}`)
    .leftJoin(returnPurchase, eq(returnPurchase.id, subjectReturn.purchaseId))
    .leftJoin(subjectRequest, sql`${subjectRequest.id} = coalesce(${subjectLead.quoteRequestId}, ${returnPurchase.quoteRequestId}, ${idOf("quote_request")})`)
    .where(order.after(page.after))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
