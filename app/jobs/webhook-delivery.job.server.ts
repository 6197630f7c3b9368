import { drainDue } from "./deliver-due-outbox.server";
import { deliverDueWebhooks } from "./deliver-due-webhooks.server";
import type { JobRegistration } from "./job-types.server";
import { startOutboxSender } from "./outbox-sender-queue.server";

export const WEBHOOK_QUEUE = "webhook-deliver";

/** Sends due Enterprise webhooks (needs no provider: each contractor names its endpoint). */
export const registerWebhookDelivery: JobRegistration = async (boss, { handle, options }) =>
  startOutboxSender(boss, WEBHOOK_QUEUE, options.pollingIntervalSeconds, () =>
    drainDue(() => deliverDueWebhooks(handle.db, options.fetch ? { fetch: options.fetch } : {})),
  );
