import { desc } from "drizzle-orm";
import { careerApplications } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: job applications from the careers page, newest first (the résumé is downloaded separately). */
export async function listCareerApplications(db: Executor, limit = 200) {
  return db
    .select({ id: careerApplications.id, positionId: careerApplications.positionId, fullName: careerApplications.fullName, email: careerApplications.email, phone: careerApplications.phone, note: careerApplications.note, resumeOriginalName: careerApplications.resumeOriginalName, resumeSizeBytes: careerApplications.resumeSizeBytes, createdAt: careerApplications.createdAt })
    .from(careerApplications)
    .orderBy(desc(careerApplications.createdAt))
    .limit(limit);
}
