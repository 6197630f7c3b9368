/**
 * Delivers pending webhook rows (Enterprise lead deliveries): `to` is the
 * URL, `text` the JSON body. Each attempt is signed with the contractor's
 * CURRENT webhook secret, read when the row is claimed for the attempt and
 * never copied into the outbox, so a rotated secret takes effect at the next
 * attempt and the outbox holds no secrets.
 * SSRF: the request goes through the outbound guard, which resolves the host
 * once, refuses private and local addresses and connects to the address it
 * checked (app/lib/signed-webhook.server.ts, app/lib/outbound/).
 */
import type { Db } from "~/db/client.server";
import type { WebhookUrlOptions } from "~/forms/webhook-settings";
import type { ResolveHost } from "~/lib/outbound/send-outbound.server";
import { postSignedWebhook } from "~/lib/signed-webhook.server";
import { DeliveryFailure, deliverDue, type DeliveryOptions, type DeliveryReport } from "./deliver-due-outbox.server";

export type WebhookDeliveryOptions = DeliveryOptions & {
  timeoutMs?: number;
  /** Which targets are allowed (webhookUrlOptionsFor(env): loopback only outside production); by default no local or private address. */
  urlPolicy?: WebhookUrlOptions;
  resolve?: ResolveHost;
};

export async function deliverDueWebhooks(db: Db, options: WebhookDeliveryOptions = {}): Promise<DeliveryReport> {
  return deliverDue(
    db,
    "webhook",
    async (row) => {
      const secret = row.webhookSecret;
      if (!secret) throw new DeliveryFailure("The contractor has no webhook signing secret.", true);
      // Signed at the real time, not the test clock: receivers check it against theirs.
      const outcome = await postSignedWebhook({
        url: row.to,
        secret,
        id: row.id,
        body: row.text,
        targets: { allowLoopback: options.urlPolicy?.allowLocalHttp ?? false, ...(options.resolve ? { resolve: options.resolve } : {}) },
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      });
      if (outcome.status !== "sent") throw new DeliveryFailure(outcome.error, outcome.status === "failed");
    },
    options,
  );
}
