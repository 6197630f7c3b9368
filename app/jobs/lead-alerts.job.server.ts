import { fanOutLeadAlerts } from "~/domain/alerts/fan-out-lead-alerts.server";
import { sendAlertDigests } from "~/domain/alerts/send-alert-digests.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";
import { setLeadsOfferedListener } from "../lib/wakeups/leads-offered-signal.server";
import { signalOutbox } from "../lib/wakeups/outbox-signal.server";
import { createStatelyQueue } from "./stately-queue.server";
import { createWaker } from "./wake-queue.server";

export const ALERT_FAN_OUT_QUEUE = "lead-alerts-fan-out";
export const ALERT_DIGEST_QUEUE = "lead-alerts-digest";

/**
 * New-lead alerts (app/domain/alerts). The fan-out is woken by the auto-buy
 * job after each run that offered leads (alerts follow auto-buy's turn) and
 * swept every minute; its claim and lead_alerts' key keep every alert
 * single across retries and processes. Digests of held alerts (quiet hours,
 * hourly cap) are due on the minute, so that job runs every minute.
 */
export const registerLeadAlerts: JobRegistration = async (boss, { handle, env, options }) => {
  const retry = { retryLimit: 3, retryDelay: 10, retryBackoff: true };
  await createStatelyQueue(boss, ALERT_FAN_OUT_QUEUE, retry);
  await createStatelyQueue(boss, ALERT_DIGEST_QUEUE, retry);
  const fanOut = async () => {
    const report = await fanOutLeadAlerts({ db: handle.db, env });
    if (report.claimed > 0) logger.info("new-lead alerts fanned out", report);
    if (report.sent > 0) signalOutbox();
  };
  await boss.work(ALERT_FAN_OUT_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, fanOut);
  await boss.work(ALERT_DIGEST_QUEUE, async () => {
    const report = await sendAlertDigests({ db: handle.db, env });
    if (report.alerts > 0) logger.info("alert digests sent", report);
    if (report.digests > 0) signalOutbox();
  });
  await boss.schedule(ALERT_FAN_OUT_QUEUE, "* * * * *");
  await boss.schedule(ALERT_DIGEST_QUEUE, "* * * * *");
  // Woken in this process (wake-queue.server.ts: no pg-boss job per wake-up); the sweep covers the rest.
  const waker = createWaker(ALERT_FAN_OUT_QUEUE, fanOut);
  setLeadsOfferedListener(waker.wake);
  return async () => {
    setLeadsOfferedListener(undefined);
    await waker.idle();
  };
};
