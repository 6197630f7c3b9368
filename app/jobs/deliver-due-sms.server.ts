/** Delivers pending text messages of the outbox through the Twilio-compatible API (claim, lease, back-off: deliver-due-outbox.server.ts). */
import { TEXT_OPTED_OUT_NOTE } from "~/content/text-replies";
import type { Db } from "~/db/client.server";
import { textOptOutChecker } from "~/domain/privacy/text-opt-out-checker.server";
import { sendSms, type SmsConfig, type SmsRequestOptions } from "~/lib/sms.server";
import { DeliveryFailure, deliverDue, type DeliveryOptions, type DeliveryReport } from "./deliver-due-outbox.server";

export async function deliverDueSms(db: Db, config: SmsConfig, options: DeliveryOptions & SmsRequestOptions = {}): Promise<DeliveryReport> {
  // Checked at sending, not at queueing: a STOP that arrives after a text was queued still holds it back.
  const optedOut = textOptOutChecker(db);
  return deliverDue(
    db,
    "sms",
    async (row) => {
      if (await optedOut(row.to)) return { stored: TEXT_OPTED_OUT_NOTE };
      const outcome = await sendSms(config, { to: row.to, body: row.text }, options);
      if (outcome.status !== "sent") throw new DeliveryFailure(outcome.error, outcome.status === "failed");
    },
    options,
  );
}
