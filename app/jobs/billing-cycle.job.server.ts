import { runBillingCycle } from "~/domain/billing/run-billing-cycle.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";

export const BILLING_CYCLE_QUEUE = "billing-cycle";

/** Hourly: trial-ending e-mails and test-mode renewals (run-billing-cycle.server.ts); each step is idempotent. */
export const registerBillingCycle: JobRegistration = async (boss, { handle, env }) => {
  await boss.createQueue(BILLING_CYCLE_QUEUE, { policy: "stately" });
  await boss.work(BILLING_CYCLE_QUEUE, async () => {
    const done = await runBillingCycle({ db: handle.db, env });
    if (done.reminders + done.renewed + done.ended > 0) logger.info("billing cycle", done);
  });
  await boss.schedule(BILLING_CYCLE_QUEUE, "17 * * * *");
};
