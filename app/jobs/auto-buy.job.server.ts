import { offerNewLeads } from "~/domain/marketplace/offer-new-leads.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";
import { signalLeadsOffered } from "../lib/wakeups/leads-offered-signal.server";
import { setNewLeadsListener } from "../lib/wakeups/new-leads-signal.server";
import { signalOutbox } from "../lib/wakeups/outbox-signal.server";
import { createStatelyQueue } from "./stately-queue.server";
import { createWaker } from "./wake-queue.server";

export const AUTO_BUY_QUEUE = "leads-auto-buy";

/**
 * Offers new leads to auto-buy subscribers (offer-new-leads.server.ts).
 * Run in this process right after a quote request commits (signalNewLeads;
 * wake-ups coalesce, see wake-queue.server.ts) and swept every minute by a
 * 'stately' job for leads whose wake-up was lost or that arrived through
 * another process; across runs and processes the claim (skip locked) keeps
 * each lead offered once.
 */
export const registerAutoBuy: JobRegistration = async (boss, { handle, env, options }) => {
  await createStatelyQueue(boss, AUTO_BUY_QUEUE, { retryLimit: 3, retryDelay: 10, retryBackoff: true });
  const offer = async () => {
    const report = await offerNewLeads({ db: handle.db, env });
    if (report.claimed > 0 || report.released > 0) logger.info("new leads offered to auto-buy", report);
    // Auto-bought leads queued their deliveries; send them now rather than at the next sweep.
    if (report.bought > 0) signalOutbox();
    // Alerts follow auto-buy's turn (fan-out-lead-alerts.server.ts): what it did not buy may now be alerted.
    if (report.claimed > 0) signalLeadsOffered();
  };
  await boss.work(AUTO_BUY_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, offer);
  await boss.schedule(AUTO_BUY_QUEUE, "* * * * *");
  const waker = createWaker(AUTO_BUY_QUEUE, offer);
  setNewLeadsListener(waker.wake);
  return async () => {
    setNewLeadsListener(undefined);
    await waker.idle();
  };
};
