/**
 * Delivers pending webhook rows (Enterprise lead deliveries): `to` is the
 * URL, `text` the JSON body. Each attempt is signed with the contractor's
 * CURRENT webhook secret, read when the row is claimed for the attempt and
 * never copied into the outbox, so a rotated secret takes effect at the next
 * attempt and the outbox holds no secrets.
 * SSRF: every address the URL's host resolves to must be public
 * (check-webhook-target.server.ts); see also app/lib/signed-webhook.server.ts.
 */
import type { Db } from "~/db/client.server";
import { checkWebhookTarget, type ResolveHost } from "~/domain/integrations/check-webhook-target.server";
import type { WebhookUrlOptions } from "~/forms/webhook-settings";
import { isWebhookUrl, postSignedWebhook } from "~/lib/signed-webhook.server";
import { DeliveryFailure, deliverDue, type DeliveryOptions, type DeliveryReport } from "./deliver-due-outbox.server";

export type WebhookDeliveryOptions = DeliveryOptions & {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Which targets are allowed (webhookUrlOptionsFor(PUBLIC_URL)); by default no local or private address. */
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
      if (isWebhookUrl(row.to)) {
        const target = await checkWebhookTarget(row.to, options.urlPolicy ?? { allowLocalHttp: false }, options.resolve);
        if (!target.ok) throw new DeliveryFailure(target.message, target.permanent);
      }
      // Signed at the real time, not the test clock: receivers check it against theirs.
      const outcome = await postSignedWebhook({
        url: row.to,
        secret,
        id: row.id,
        body: row.text,
        fetch: options.fetch,
        timeoutMs: options.timeoutMs,
      });
      if (outcome.status !== "sent") throw new DeliveryFailure(outcome.error, outcome.status === "failed");
    },
    options,
  );
}
