/**
 * One Web Push message to one browser: the `web-push` package encrypts the
 * payload to the browser's keys (aes128gcm, RFC 8291) and signs the request
 * for the push service (VAPID, RFC 8292); the POST itself goes through the
 * outbound guard (app/lib/outbound/send-outbound.server.ts: checked address,
 * no redirects, time limits, no answer body kept). `web-push` (with its ASN.1
 * and big-number libraries) is imported at the first push, not at boot.
 */
import { OutboundError, sendOutbound, statusLine, type OutboundPolicy } from "./outbound/send-outbound.server";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/**
 * 'sent': the push service took it. 'gone': the subscription has expired or
 * was revoked (404/410, RFC 8030 §7.3): never send to it again. 'retry':
 * anything else (rate limits, outages, a refusal we may yet get past).
 */
export type PushOutcome =
  | { status: "sent" }
  | { status: "gone"; httpStatus: number }
  | { status: "retry"; error: string; httpStatus?: number }
  /** The endpoint is not one the guard lets us reach (a private or local address): it never will be. */
  | { status: "refused"; error: string };

export type PushRequestOptions = {
  /** Which targets the guard allows; by default public addresses only (production). */
  targets?: OutboundPolicy;
  timeoutMs?: number;
  ttlSeconds?: number;
};

/** A day: an alert about a lead is of no use later than that (push services keep it while the device is off). */
const DEFAULT_TTL_SECONDS = 24 * 3600;

export async function sendWebPush(vapid: VapidDetails, target: PushTarget, payload: string, options: PushRequestOptions = {}): Promise<PushOutcome> {
  const { default: webpush } = await import("web-push");
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: vapid,
    TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
    contentEncoding: "aes128gcm",
    // A new lead is worth waking the device for (RFC 8030 §5.3).
    urgency: "high",
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  let status: number;
  try {
    ({ status } = await sendOutbound(
      { url: details.endpoint, method: details.method, headers, body: details.body ? new Uint8Array(details.body) : null, timeoutMs: options.timeoutMs },
      options.targets ?? { allowLoopback: false },
    ));
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return error.permanent
      ? { status: "refused", error: error.message }
      : { status: "retry", error: error.message, ...(error.httpStatus ? { httpStatus: error.httpStatus } : {}) };
  }
  if (status >= 200 && status < 300) return { status: "sent" };
  if (status === 404 || status === 410) return { status: "gone", httpStatus: status };
  // The status only: a push service's (or anything else's) answer body is never kept.
  return { status: "retry", error: statusLine(status), httpStatus: status };
}
