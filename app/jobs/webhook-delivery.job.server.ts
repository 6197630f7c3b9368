import { webhookUrlOptionsFor } from "~/domain/integrations/webhook-url-policy.server";
import { drainDue } from "./deliver-due-outbox.server";
import { deliverDueWebhooks } from "./deliver-due-webhooks.server";
import type { JobRegistration } from "./job-types.server";
import { startOutboxSender } from "./outbox-sender-queue.server";

export const WEBHOOK_QUEUE = "webhook-deliver";

/** Sends due Enterprise webhooks (needs no provider: each contractor names its endpoint). */
export const registerWebhookDelivery: JobRegistration = async (boss, { handle, env, options }) => {
  // The same targets the settings form accepts: local receivers only outside production.
  const urlPolicy = webhookUrlOptionsFor(env);
  return startOutboxSender(
    boss,
    WEBHOOK_QUEUE,
    options.pollingIntervalSeconds,
    (lane) => drainDue(() => deliverDueWebhooks(handle.db, { urlPolicy, ...(lane ? { lane } : {}) })),
    { db: handle.db, channel: "webhook" },
  );
};
