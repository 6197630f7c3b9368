import { and, asc, desc, eq } from "drizzle-orm";
import { applicationFiles, auditLog, contractorApplications, contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: one application with its uploaded documents, its contractor (once approved) and its audit trail. */
export async function getApplication(db: Executor, applicationId: string) {
  const [application] = await db.select().from(contractorApplications).where(eq(contractorApplications.id, applicationId));
  if (!application) return undefined;
  const files = await db
    .select({
      id: applicationFiles.id,
      kind: applicationFiles.kind,
      originalName: applicationFiles.originalName,
      mime: applicationFiles.mime,
      sizeBytes: applicationFiles.sizeBytes,
    })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(asc(applicationFiles.kind));
  const [contractor] = await db.select({ id: contractors.id }).from(contractors).where(eq(contractors.applicationId, applicationId));
  const history = await db
    .select({ action: auditLog.action, after: auditLog.after, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "contractor_application"), eq(auditLog.entityId, applicationId)))
    .orderBy(desc(auditLog.at));
  return { application, files, contractorId: contractor?.id ?? null, history };
}
