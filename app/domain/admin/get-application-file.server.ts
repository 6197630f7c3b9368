import { eq } from "drizzle-orm";
import { applicationFiles } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: the stored name, original name and type of one uploaded application document. */
export async function getApplicationFile(db: Executor, fileId: string) {
  const [file] = await db
    .select({
      storedName: applicationFiles.storedName,
      originalName: applicationFiles.originalName,
      mime: applicationFiles.mime,
      sizeBytes: applicationFiles.sizeBytes,
    })
    .from(applicationFiles)
    .where(eq(applicationFiles.id, fileId));
  return file;
}
