/**
 * The X-Twilio-Signature of a form-encoded webhook, computed as Twilio signs
 * it: HMAC-SHA1, keyed with the account's auth token, over the full URL the
 * provider called (scheme, host, path and query string) followed by every
 * POST parameter sorted by name, each name directly followed by its value;
 * base64. A few lines, so not the provider's SDK.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function twilioSignature(authToken: string, url: string, params: readonly (readonly [string, string])[]): string {
  const sorted = params.toSorted(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const data = sorted.reduce((signed, [name, value]) => signed + name + value, url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/**
 * The same URL with the scheme's default port written out, or without it:
 * Twilio's own libraries accept either, as its signer may have used either.
 */
function urlVariants(url: string): string[] {
  const parsed = new URL(url);
  const defaultPort = parsed.protocol === "https:" ? "443" : parsed.protocol === "http:" ? "80" : undefined;
  if (!defaultPort || (parsed.port && parsed.port !== defaultPort)) return [url];
  const rest = `${parsed.pathname}${parsed.search}`;
  return [`${parsed.protocol}//${parsed.hostname}${rest}`, `${parsed.protocol}//${parsed.hostname}:${defaultPort}${rest}`];
}

/** Whether `header` is the provider's signature of this request (constant-time comparison). */
export function isTwilioSignatureValid(authToken: string, header: string | null, url: string, params: readonly (readonly [string, string])[]): boolean {
  if (!header) return false;
  const given = Buffer.from(header, "utf8");
  let valid = false;
  for (const variant of urlVariants(url)) {
    const expected = Buffer.from(twilioSignature(authToken, variant, params), "utf8");
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
  }
  return valid;
}
