import { getVapidKeys } from "~/domain/push/get-vapid-keys.server";
import { outboundPolicyFor } from "~/lib/outbound/outbound-policy.server";
import { drainDue } from "./deliver-due-outbox.server";
import { deliverDuePush } from "./deliver-due-push.server";
import type { JobRegistration } from "./job-types.server";
import { startOutboxSender } from "./outbox-sender-queue.server";

export const PUSH_QUEUE = "push-deliver";

/**
 * Sends due Web Push alerts. Needs no settings: the VAPID key pair is made
 * here at first start (and stored, so every process and restart signs with
 * the same one).
 */
export const registerPushDelivery: JobRegistration = async (boss, { handle, env, options }) => {
  const vapid = await getVapidKeys(handle.db);
  const targets = outboundPolicyFor(env);
  return startOutboxSender(
    boss,
    PUSH_QUEUE,
    options.pollingIntervalSeconds,
    (lane) => drainDue(() => deliverDuePush(handle.db, vapid, { targets, ...(lane ? { lane } : {}) })),
    { db: handle.db, channel: "push" },
  );
};
