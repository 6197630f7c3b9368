import { purgePrivacyRecords } from "~/domain/privacy/purge-privacy-records.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";
import { pruneFormRecords } from "./prune-form-records.server";
import { pruneOrphanUploads } from "./prune-orphan-uploads.server";

export const PRUNE_QUEUE = "forms-prune";

/** Hourly clean-up of rate-limit windows, fingerprints, uploads left without a record by a crash, and privacy records past their time. */
export const registerFormsPrune: JobRegistration = async (boss, { handle, env }) => {
  await boss.createQueue(PRUNE_QUEUE, { policy: "stately" });
  await boss.work(PRUNE_QUEUE, async () => {
    const pruned = await pruneFormRecords(handle.db);
    const orphanUploads = await pruneOrphanUploads(handle.db, env.DATA_DIR);
    const privacy = await purgePrivacyRecords(handle.db, new Date());
    logger.info("forms pruned", {
      ...pruned,
      orphanUploads,
      purgedConsentProofs: privacy.consentProofs,
      purgedConsentCertificates: privacy.consentCertificates,
      expiredPrivacyRequests: privacy.privacyRequests,
    });
  });
  await boss.schedule(PRUNE_QUEUE, "17 * * * *");
};
