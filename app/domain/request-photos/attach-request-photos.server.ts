import { requestPhotos } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import type { StoredPhoto } from "~/domain/submissions/process-form-submission.server";

/**
 * The photos of a quote request just stored, in the caller's transaction, in the order they were chosen. Their
 * files are already written (process-form-submission removes them if this transaction fails).
 */
export async function attachRequestPhotos(tx: Tx, quoteRequestId: string, photos: readonly StoredPhoto[], now: Date): Promise<void> {
  if (photos.length === 0) return;
  await tx.insert(requestPhotos).values(photos.map((p, position) => ({ quoteRequestId, position, ...p, createdAt: now })));
}
