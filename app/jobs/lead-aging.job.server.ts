import { ageLeads } from "~/domain/marketplace/age-leads.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";

export const LEAD_AGING_QUEUE = "leads-aging";

/** Hourly: unsold leads age at 90 days (priced from the aged range) and expire at 180 (age-leads.server.ts). */
export const registerLeadAging: JobRegistration = async (boss, { handle, env }) => {
  await boss.createQueue(LEAD_AGING_QUEUE, { policy: "stately", retryLimit: 2, retryDelay: 60 });
  await boss.work(LEAD_AGING_QUEUE, async () => {
    const report = await ageLeads({ db: handle.db, env });
    logger.info("leads aged", report);
  });
  await boss.schedule(LEAD_AGING_QUEUE, "41 * * * *");
};
