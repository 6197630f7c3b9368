import type { Env } from "~/env.server";
import { checkWebhookUrl, isLocalHostname, webhookUrlMessages, type WebhookUrlOptions } from "~/forms/webhook-settings";
import { isPrivateAddress } from "~/lib/outbound/address-rules.server";

export { isPrivateAddress };

/**
 * The whole server-side rule for a webhook URL: the form's rules
 * (app/forms/webhook-settings.ts), then no private or loopback IP literal,
 * except localhost / 127.0.0.1 / [::1] in development.
 */
export function checkWebhookUrlOnServer(raw: string, options: WebhookUrlOptions): ReturnType<typeof checkWebhookUrl> {
  const checked = checkWebhookUrl(raw, options);
  if (!checked.ok) return checked;
  const { hostname } = new URL(checked.value);
  if (isPrivateAddress(hostname) && !(options.allowLocalHttp && isLocalHostname(hostname))) return { ok: false, message: webhookUrlMessages.local };
  return checked;
}

/**
 * Local receivers are allowed outside production only, decided by NODE_ENV
 * (unset counts as production), never by PUBLIC_URL's scheme: a production
 * site behind a TLS proxy may well have an http PUBLIC_URL.
 */
export function webhookUrlOptionsFor(env: Pick<Env, "NODE_ENV">): WebhookUrlOptions {
  return { allowLocalHttp: env.NODE_ENV !== "production" };
}
