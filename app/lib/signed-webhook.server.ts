/**
 * Signed webhook POSTs in the Standard Webhooks format
 * (https://www.standardwebhooks.com): headers webhook-id, webhook-timestamp
 * (Unix seconds) and webhook-signature ("v1,<base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}`>", keyed with the base64 part of a
 * "whsec_..." secret). Receivers verify with any Standard Webhooks library.
 *
 * SSRF: the URL is chosen by a contractor, so the request goes through the
 * outbound guard (app/lib/outbound/send-outbound.server.ts): every address the
 * host resolves to must be public (loopback only outside production), the
 * connection goes to the address that was checked, redirects are not
 * followed, and nothing of the receiver's answer but its status is kept.
 */
import { Webhook } from "standardwebhooks";
import { OutboundError, sendOutbound, statusLine, type OutboundPolicy } from "./outbound/send-outbound.server";

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
  /** Which targets the guard allows; by default public addresses only (production). */
  targets?: OutboundPolicy;
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
  let status: number;
  try {
    ({ status } = await sendOutbound(
      {
        url: request.url,
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "user-agent": "TrustedHomePros-Webhooks/1" },
        body: request.body,
        ...(request.timeoutMs ? { timeoutMs: request.timeoutMs } : {}),
      },
      request.targets ?? { allowLoopback: false },
    ));
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    // A private or local target stays one: no retry. A redirect, a time-out or a dropped connection may pass later.
    return { status: error.permanent ? "failed" : "retry", error: error.message, ...(error.httpStatus ? { httpStatus: error.httpStatus } : {}) };
  }
  if (status >= 200 && status < 300) return { status: "sent", httpStatus: status };
  return { status: "retry", error: statusLine(status), httpStatus: status };
}
