/**
 * The webhook URL form on /pro/integrations, shared by the browser and the
 * action. The browser can check the URL's form; the server adds what only it
 * can judge (app/domain/integrations/webhook-url-policy.server.ts refuses
 * private and loopback IP addresses: leads must not be POSTed into our own
 * network, OWASP SSRF prevention).
 */
import { z } from "zod";
import { field, tooLong } from "./fields";
import { WEBHOOK_URL_MAX } from "./text-limits";

export { WEBHOOK_URL_MAX };

export const webhookUrlMessages = {
  required: "Please enter the URL of your webhook endpoint.",
  invalid: "Please enter a full URL, e.g. https://example.com/webhooks/leads.",
  tooLong: tooLong("Webhook URL", WEBHOOK_URL_MAX),
  https: "Please use an https:// URL: leads contain homeowners' contact details.",
  credentials: "Please leave the user name and password out of the URL; every request is signed instead.",
  local: "Please use a public address: we cannot send leads to this server's own or a private network.",
} as const;

export type WebhookUrlOptions = {
  /** Outside production (NODE_ENV): http://localhost and http://127.0.0.1 are allowed, for a receiver on the same machine. */
  allowLocalHttp: boolean;
};

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** localhost and its subdomains always resolve to the loopback interface (RFC 6761). */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
}

/**
 * The URL to store (normalized by the WHATWG parser, which also turns forms
 * like http://0x7f.1/ into 127.0.0.1, so later checks see the real address)
 * or the first problem with it.
 */
export function checkWebhookUrl(raw: string, options: WebhookUrlOptions): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  if (value === "") return { ok: false, message: webhookUrlMessages.required };
  if (value.length > WEBHOOK_URL_MAX) return { ok: false, message: webhookUrlMessages.tooLong };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: webhookUrlMessages.invalid };
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.hostname === "") return { ok: false, message: webhookUrlMessages.invalid };
  if (url.username !== "" || url.password !== "") return { ok: false, message: webhookUrlMessages.credentials };
  const local = isLocalHostname(url.hostname);
  if (local && !options.allowLocalHttp) return { ok: false, message: webhookUrlMessages.local };
  if (url.protocol === "http:" && !(local && options.allowLocalHttp)) return { ok: false, message: webhookUrlMessages.https };
  if (url.href.length > WEBHOOK_URL_MAX) return { ok: false, message: webhookUrlMessages.tooLong };
  return { ok: true, value: url.href };
}

export function webhookSettingsSchema(options: WebhookUrlOptions) {
  return z.object({
    webhookUrl: field((raw) => checkWebhookUrl(typeof raw === "string" ? raw : "", options)),
  });
}
