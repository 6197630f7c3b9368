/**
 * The JSON the "Alerts on this device" switch on /pro/settings posts: a
 * browser's PushSubscription (`subscription.toJSON()`) to turn alerts on, its
 * endpoint alone to turn them off. The endpoint is where the server will POST,
 * so it must be https (the push services all are); plain http to 127.0.0.1 is
 * allowed only outside production, for a local stand-in push service in tests.
 */
import { z } from "zod";

export const PUSH_ENDPOINT_MAX = 1000;

export type PushEndpointOptions = { allowLoopbackHttp: boolean };

export const pushSubscriptionMessages = {
  endpoint: "This browser's push address is not usable: it must be an https:// URL.",
  keys: "This browser's push keys are not usable.",
} as const;

// base64url (padding tolerated): an uncompressed P-256 point is 65 bytes (87 characters), the auth secret 16 (22).
const P256DH = /^B[A-Za-z0-9_-]{86}={0,1}$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

function endpointOk(raw: string, options: PushEndpointOptions): boolean {
  if (raw.length > PUSH_ENDPOINT_MAX) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "" || url.hostname === "") return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && url.hostname === "127.0.0.1" && options.allowLoopbackHttp;
}

const endpointField = (options: PushEndpointOptions) =>
  z.string().refine((raw) => endpointOk(raw, options), pushSubscriptionMessages.endpoint);

export function pushSubscriptionSchema(options: PushEndpointOptions) {
  return z.object({
    endpoint: endpointField(options),
    // The browser's own field; the server does not act on it (a push service answers 404/410 once it lapses).
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z.string().regex(P256DH, pushSubscriptionMessages.keys),
      auth: z.string().regex(AUTH, pushSubscriptionMessages.keys),
    }),
  });
}

/** Turning off needs only the endpoint; only this contractor's row with it is removed, so no further rule is needed. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) });

export type PushSubscriptionInput = z.output<ReturnType<typeof pushSubscriptionSchema>>;
