import { and, isNull, lte } from "drizzle-orm";
import { consentProofs, privacyRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/**
 * Housekeeping (the hourly prune job): consent proofs past their 5 years,
 * and privacy requests never confirmed whose link expired (the only ones
 * still holding an address; completed ones forgot it when carried out).
 */
export async function purgePrivacyRecords(db: Executor, now: Date): Promise<{ consentProofs: number; privacyRequests: number }> {
  const proofs = await db.delete(consentProofs).where(lte(consentProofs.purgeAfter, now)).returning({ id: consentProofs.id });
  const requests = await db
    .delete(privacyRequests)
    .where(and(isNull(privacyRequests.completedAt), lte(privacyRequests.expiresAt, now)))
    .returning({ id: privacyRequests.id });
  return { consentProofs: proofs.length, privacyRequests: requests.length };
}
