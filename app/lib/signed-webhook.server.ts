/**
 * Signed webhook POSTs in the Standard Webhooks format
 * (https://www.standardwebhooks.com): headers webhook-id, webhook-timestamp
 * (Unix seconds) and webhook-signature ("v1,<base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}`>", keyed with the base64 part of a
 * "whsec_..." secret). Receivers verify with any Standard Webhooks library.
 *
 * SSRF: the URL is chosen by a contractor, so this request goes wherever
 * they point it, including hosts only this server can reach (loopback,
 * the private network, cloud metadata addresses). The settings form
 * validates URLs; here only http(s) is accepted and redirects are not
 * followed. A production deployment should also route these requests
 * through an egress proxy (or a network policy) that blocks private ranges.
 */
import { Webhook } from "standardwebhooks";
import { describeFetchError } from "./fetch-error.server";

export type WebhookOutcome =
  | { status: "sent"; httpStatus: number }
  /** 'failed' is final (bad URL or secret); 'retry' may succeed later. */
  | { status: "retry" | "failed"; error: string; httpStatus?: number };

export type SignedWebhook = {
  url: string;
  /** "whsec_" + base64, as Standard Webhooks libraries expect. */
  secret: string;
  /** Stable across retries, so a receiver can drop repeats (delivery is at least once). */
  id: string;
  /** The JSON body, sent byte for byte as signed. */
  body: string;
  now?: Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Only http: and https: URLs are ever requested (no file:, data:, ftp: ...). */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The headers of one signed request (exported for tests and for the settings page's example). */
export function signWebhook(secret: string, id: string, body: string, now: Date): Record<string, string> {
  const signature = new Webhook(secret).sign(id, now, body);
  return { "webhook-id": id, "webhook-timestamp": String(Math.floor(now.getTime() / 1000)), "webhook-signature": signature };
}

export async function postSignedWebhook(request: SignedWebhook): Promise<WebhookOutcome> {
  if (!isWebhookUrl(request.url)) return { status: "failed", error: "The webhook URL is not an http:// or https:// URL." };
  let headers: Record<string, string>;
  try {
    headers = signWebhook(request.secret, request.id, request.body, request.now ?? new Date());
  } catch {
    return { status: "failed", error: "The webhook signing secret is missing or not valid." };
  }
  let response: Response;
  try {
    response = await (request.fetch ?? fetch)(request.url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "user-agent": "TrustedHomePros-Webhooks/1" },
      body: request.body,
      // A redirect could lead the signed lead elsewhere (or inside the network): not followed.
      redirect: "manual",
      signal: AbortSignal.timeout(request.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { status: "retry", error: describeFetchError(error) };
  }
  // The receiver's answer is not needed; release the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return { status: "sent", httpStatus: response.status };
  return { status: "retry", error: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`, httpStatus: response.status };
}
