import { and, isNull, lte } from "drizzle-orm";
import { consentCertificates, consentProofs, privacyRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/**
 * Housekeeping (the hourly prune job): consent proofs and the consent certificates of erased requests past their 5 years,
 * and privacy requests never confirmed whose link expired (the only ones
 * still holding an address; completed ones forgot it when carried out).
 */
export async function purgePrivacyRecords(db: Executor, now: Date): Promise<{ consentProofs: number; consentCertificates: number; privacyRequests: number }> {
  const proofs = await db.delete(consentProofs).where(lte(consentProofs.purgeAfter, now)).returning({ id: consentProofs.id });
  const certificates = await db.delete(consentCertificates).where(lte(consentCertificates.purgeAfter, now)).returning({ id: consentCertificates.id });
  const requests = await db
    .delete(privacyRequests)
    .where(and(isNull(privacyRequests.completedAt), lte(privacyRequests.expiresAt, now)))
    .returning({ id: privacyRequests.id });
  return { consentProofs: proofs.length, consentCertificates: certificates.length, privacyRequests: requests.length };
}
