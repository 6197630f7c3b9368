import { runAutoRecharges } from "~/domain/payments/auto-recharge.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";

export const AUTO_RECHARGE_QUEUE = "payments-auto-recharge";

/**
 * Every minute: charge the saved card of each contractor whose balance fell below their recharge threshold
 * (one charge per crossing: payments/auto-recharge.server.ts). The crossing is counted in the purchase's own
 * transaction, so a run that misses it (a restart) charges it on the next one.
 */
export const registerAutoRecharge: JobRegistration = async (boss, { handle, env }) => {
  await boss.createQueue(AUTO_RECHARGE_QUEUE, { policy: "stately", retryLimit: 1, retryDelay: 30 });
  await boss.work(AUTO_RECHARGE_QUEUE, async () => {
    const report = await runAutoRecharges({ db: handle.db, env });
    if (report.charged > 0) logger.info("auto-recharges started", report);
  });
  await boss.schedule(AUTO_RECHARGE_QUEUE, "* * * * *");
};
