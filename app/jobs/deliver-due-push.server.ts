/**
 * Delivers pending Web Push alerts (outbox rows of channel 'push': `to` is the
 * contractor id, `text` the JSON the service worker shows) to every browser
 * the contractor turned alerts on in. A browser the push service says is gone
 * (404/410) is forgotten at once; any other failure retries the row with the
 * outbox's back-off. A retry sends to every browser again, those that took it
 * the first time included: the alert's `tag` makes the browser replace the
 * first notification rather than show a second one.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema";
import type { VapidKeys } from "~/domain/push/get-vapid-keys.server";
import { isUuid } from "~/forms/ids";
import { sendWebPush, type PushRequestOptions } from "~/lib/web-push.server";
import { logger } from "~/logging/logger.server";
import { DeliveryFailure, deliverDue, type DeliveryOptions, type DeliveryReport } from "./deliver-due-outbox.server";

export const NO_PUSH_DEVICE = "No browser has alerts turned on for this contractor.";

export async function deliverDuePush(db: Db, vapid: VapidKeys, options: DeliveryOptions & PushRequestOptions = {}): Promise<DeliveryReport> {
  const clock = options.now ?? (() => new Date());
  return deliverDue(
    db,
    "push",
    async (row) => {
      if (!isUuid(row.to)) throw new DeliveryFailure("A push alert's recipient must be a contractor id.", true);
      const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.contractorId, row.to));
      let delivered = 0;
      const errors: string[] = [];
      const refused: string[] = [];
      for (const target of targets) {
        const outcome = await sendWebPush(vapid, target, row.text, options);
        if (outcome.status === "sent") {
          delivered += 1;
          await db.update(pushSubscriptions).set({ lastSuccessAt: clock() }).where(eq(pushSubscriptions.id, target.id));
        } else if (outcome.status === "gone") {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
          // Ids only: an endpoint identifies a person's browser.
          logger.info("push subscription gone", { subscriptionId: target.id, httpStatus: outcome.httpStatus });
        } else if (outcome.status === "refused") {
          // An endpoint on this machine or a private network can never be sent to: forget it.
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
          logger.warn("push subscription refused by the outbound guard", { subscriptionId: target.id });
          refused.push(outcome.error);
        } else {
          errors.push(outcome.error);
        }
      }
      if (errors.length > 0) throw new DeliveryFailure(`${errors.length + refused.length} of ${targets.length} browsers not reached: ${errors[0]}`, false);
      if (refused.length > 0 && delivered === 0) throw new DeliveryFailure(`${refused.length} of ${targets.length} browsers not reached: ${refused[0]}`, true);
      if (delivered === 0) return { stored: NO_PUSH_DEVICE };
    },
    options,
  );
}
