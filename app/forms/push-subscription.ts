/**
 * The JSON the "Alerts on this device" switch on /pro/settings posts: a
 * browser's PushSubscription (`subscription.toJSON()`) to turn alerts on, its
 * endpoint alone to turn them off. The endpoint is where the server will POST,
 * so it must be an https URL on a known push service (the browsers' own:
 * PUSH_SERVICE_HOSTS, extended by the PUSH_SERVICE_HOSTS_EXTRA setting);
 * a loopback stand-in (127.0.0.1, [::1]) is allowed only outside production,
 * for tests. Sending goes through the outbound guard as well
 * (app/lib/outbound/send-outbound.server.ts), which checks the addresses the
 * host resolves to.
 */
import { z } from "zod";

export const PUSH_ENDPOINT_MAX = 1000;

/**
 * Where browsers' push subscriptions point: Chrome and Edge on Android (FCM),
 * Firefox (Mozilla autopush), Safari (Apple), Edge on Windows (WNS).
 * "*." matches any subdomain, never the bare suffix.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
  "*.push.apple.com",
  "*.notify.windows.com",
] as const;

export type PushEndpointOptions = {
  /** Outside production (NODE_ENV): a loopback stand-in push service. */
  allowLoopback: boolean;
  /** PUSH_SERVICE_HOSTS_EXTRA: host names ("push.example.com") or wildcards ("*.push.example.com"). */
  extraHosts: readonly string[];
};

export const pushSubscriptionMessages = {
  endpoint: "This browser's push address is not usable: it must be an https:// URL.",
  service: "This browser's push service is not one we send alerts to. Please use Chrome, Edge, Firefox or Safari with their own push service.",
  keys: "This browser's push keys are not usable.",
} as const;

// base64url (padding tolerated): an uncompressed P-256 point is 65 bytes (87 characters), the auth secret 16 (22).
const P256DH = /^B[A-Za-z0-9_-]{86}={0,1}$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]"]);

/** True when `hostname` (lower case, as URL gives it) is one of the known push services or an extra host. */
export function isPushServiceHost(hostname: string, extraHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return [...PUSH_SERVICE_HOSTS, ...extraHosts].some((pattern) =>
    pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern,
  );
}

type EndpointProblem = keyof typeof pushSubscriptionMessages | null;

function endpointProblem(raw: string, options: PushEndpointOptions): EndpointProblem {
  if (raw.length > PUSH_ENDPOINT_MAX) return "endpoint";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "endpoint";
  }
  if (url.username !== "" || url.password !== "" || url.hostname === "") return "endpoint";
  if (options.allowLoopback && LOOPBACK_HOSTS.has(url.hostname) && (url.protocol === "http:" || url.protocol === "https:")) return null;
  if (url.protocol !== "https:") return "endpoint";
  // The push services listen on 443 only; another port is another service.
  if (url.port !== "" || !isPushServiceHost(url.hostname, options.extraHosts)) return "service";
  return null;
}

const endpointField = (options: PushEndpointOptions) =>
  z.string().superRefine((raw, ctx) => {
    const problem = endpointProblem(raw, options);
    if (problem) ctx.addIssue({ code: "custom", message: pushSubscriptionMessages[problem] });
  });

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
