import { eq } from "drizzle-orm";
import { careerApplications } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: the stored résumé file of one career application. */
export async function getCareerResume(db: Executor, careerApplicationId: string) {
  const [row] = await db
    .select({ storedName: careerApplications.resumeStoredName, originalName: careerApplications.resumeOriginalName, mime: careerApplications.resumeMime })
    .from(careerApplications)
    .where(eq(careerApplications.id, careerApplicationId));
  return row;
}
