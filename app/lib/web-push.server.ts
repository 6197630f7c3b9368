/**
 * One Web Push message to one browser: the `web-push` package encrypts the
 * payload to the browser's keys (aes128gcm, RFC 8291) and signs the request
 * for the push service (VAPID, RFC 8292); the POST itself goes through fetch
 * (timeout, a test's fetch, and the same error words as the other senders).
 * `web-push` (with its ASN.1 and big-number libraries) is imported at the
 * first push, not at boot.
 */
import { describeFetchError } from "./fetch-error.server";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/**
 * 'sent': the push service took it. 'gone': the subscription has expired or
 * was revoked (404/410, RFC 8030 §7.3): never send to it again. 'retry':
 * anything else (rate limits, outages, a refusal we may yet get past).
 */
export type PushOutcome = { status: "sent" } | { status: "gone"; httpStatus: number } | { status: "retry"; error: string; httpStatus?: number };

export type PushRequestOptions = { fetch?: typeof fetch; timeoutMs?: number; ttlSeconds?: number };

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
  // fetch sets Content-Length itself from the body.
  for (const [name, value] of Object.entries(details.headers)) if (name.toLowerCase() !== "content-length") headers[name] = String(value);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { status: "retry", error: describeFetchError(error) };
  }
  const text = (await response.text().catch(() => "")).slice(0, 300);
  if (response.ok) return { status: "sent" };
  if (response.status === 404 || response.status === 410) return { status: "gone", httpStatus: response.status };
  return { status: "retry", error: `HTTP ${response.status}${text ? `: ${text}` : ""}`.slice(0, 500), httpStatus: response.status };
}
