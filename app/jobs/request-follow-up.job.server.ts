import { followUpRequests } from "~/domain/homeowners/follow-up-requests.server";
import { sendReplyReminders } from "~/domain/reply-reminders/send-reply-reminders.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";
import { createStatelyQueue } from "./stately-queue.server";

export const REQUEST_FOLLOW_UP_QUEUE = "request-follow-up";

/**
 * Every 5 minutes, and once at start (a server that was down catches up at once): the 24-hour sweep of quote
 * requests (the homeowner's update, the open spots back on offer) and the one reminder of buyers with no reply a day
 * after buying (decision 0053). Both are day-scale promises, so 5 minutes late is on time; both handlers are
 * idempotent (each row is marked in the transaction that queues its messages).
 */
export const registerRequestFollowUp: JobRegistration = async (boss, { handle, env }) => {
  await createStatelyQueue(boss, REQUEST_FOLLOW_UP_QUEUE, { retryLimit: 2, retryDelay: 60, retryBackoff: false });
  await boss.work(REQUEST_FOLLOW_UP_QUEUE, async () => {
    const ctx = { db: handle.db, env };
    const requests = await followUpRequests(ctx);
    const reminders = await sendReplyReminders(ctx);
    if (requests.emailed + requests.reoffered + reminders.sent > 0) signalOutbox();
    if (requests.looked + reminders.sent > 0) logger.info("24-hour follow-up", { ...requests, reminders: reminders.sent });
  });
  await boss.schedule(REQUEST_FOLLOW_UP_QUEUE, "*/5 * * * *");
  await boss.send(REQUEST_FOLLOW_UP_QUEUE, {});
};
