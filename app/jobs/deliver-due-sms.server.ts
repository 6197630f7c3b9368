/** Delivers pending text messages of the outbox through the Twilio-compatible API (claim, lease, back-off: deliver-due-outbox.server.ts). */
import type { Db } from "~/db/client.server";
import { sendSms, type SmsConfig, type SmsRequestOptions } from "~/lib/sms.server";
import { DeliveryFailure, deliverDue, type DeliveryOptions, type DeliveryReport } from "./deliver-due-outbox.server";

export async function deliverDueSms(db: Db, config: SmsConfig, options: DeliveryOptions & SmsRequestOptions = {}): Promise<DeliveryReport> {
  return deliverDue(
    db,
    "sms",
    async (row) => {
      const outcome = await sendSms(config, { to: row.to, body: row.text }, options);
      if (outcome.status !== "sent") throw new DeliveryFailure(outcome.error, outcome.status === "failed");
    },
    options,
  );
}
