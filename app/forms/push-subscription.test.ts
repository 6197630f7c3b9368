import { describe, expect, it } from "vitest";
import { isPushServiceHost, PUSH_SERVICE_HOSTS, pushSubscriptionMessages, pushSubscriptionSchema, pushUnsubscribeSchema } from "./push-subscription";

const keys = { p256dh: `B${"x".repeat(86)}`, auth: "y".repeat(22) };
const production = pushSubscriptionSchema({ allowLoopback: false, extraHosts: [] });
const development = pushSubscriptionSchema({ allowLoopback: true, extraHosts: [] });
const endpointError = (schema: typeof production, endpoint: string) =>
  schema.safeParse({ endpoint, keys }).error?.issues.find((i) => i.path[0] === "endpoint")?.message;

describe("the push subscription a browser posts", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://fcm.googleapis.com/wp/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGuQyavXutnMH6",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    "https://FCM.googleapis.com./fcm/send/x",
  ])("takes PushSubscription.toJSON() with an endpoint on a known push service: %s", (endpoint) => {
    const json = { endpoint, expirationTime: null, keys };
    expect(production.parse(json)).toEqual(json);
  });

  it.each([
    ["plain http", "http://fcm.googleapis.com/fcm/send/x", pushSubscriptionMessages.endpoint],
    ["a URL with credentials", "https://user:pw@fcm.googleapis.com/x", pushSubscriptionMessages.endpoint],
    ["not a URL", "fcm.googleapis.com/x", pushSubscriptionMessages.endpoint],
    ["a javascript: URL", "javascript:alert(1)", pushSubscriptionMessages.endpoint],
    ["a URL over the length cap", `https://fcm.googleapis.com/${"a".repeat(1000)}`, pushSubscriptionMessages.endpoint],
    ["loopback by address", "https://127.0.0.1:8443/push", pushSubscriptionMessages.service],
    ["cloud metadata", "https://169.254.169.254/latest/meta-data", pushSubscriptionMessages.service],
    ["IPv6 loopback", "https://[::1]/push", pushSubscriptionMessages.service],
    ["a private address", "https://10.0.0.5/push", pushSubscriptionMessages.service],
    ["a name that resolves to loopback", "https://localtest.me/push", pushSubscriptionMessages.service],
    ["a look-alike of a push service", "https://fcm.googleapis.com.attacker.example/x", pushSubscriptionMessages.service],
    ["the bare suffix of a wildcard", "https://push.apple.com/x", pushSubscriptionMessages.service],
    ["a push service on another port", "https://fcm.googleapis.com:8443/x", pushSubscriptionMessages.service],
  ])("refuses %s as the endpoint in production", (_name, endpoint, message) => {
    expect(endpointError(production, endpoint)).toBe(message);
  });

  it("allows a loopback stand-in push service (127.0.0.1, [::1]) only outside production", () => {
    for (const endpoint of ["http://127.0.0.1:4000/push/1", "https://127.0.0.1:4000/push/1", "http://[::1]:4000/push/1"]) {
      expect({
        endpoint,
        production: production.safeParse({ endpoint, keys }).success,
        development: development.safeParse({ endpoint, keys }).success,
      }).toEqual({ endpoint, production: false, development: true });
    }
    expect(development.safeParse({ endpoint: "http://localhost:4000/push/1", keys }).success).toBe(false);
  });

  it("takes the extra hosts a setting adds, exact or by a *. wildcard, and no more", () => {
    const extended = pushSubscriptionSchema({ allowLoopback: false, extraHosts: ["push.example.org", "*.push.example.net"] });
    expect(extended.safeParse({ endpoint: "https://push.example.org/x", keys }).success).toBe(true);
    expect(extended.safeParse({ endpoint: "https://eu.push.example.net/x", keys }).success).toBe(true);
    expect(extended.safeParse({ endpoint: "https://push.example.net/x", keys }).success).toBe(false);
    expect(extended.safeParse({ endpoint: "https://evil.push.example.org/x", keys }).success).toBe(false);
    expect(isPushServiceHost("fcm.googleapis.com", [])).toBe(true);
    expect(PUSH_SERVICE_HOSTS).toContain("*.push.apple.com");
  });

  it("refuses keys of the wrong size or alphabet, and a missing key", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/x";
    expect(production.safeParse({ endpoint, keys }).success).toBe(true);
    expect(production.safeParse({ endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(1) } }).success).toBe(false);
    expect(production.safeParse({ endpoint, keys: { ...keys, auth: `${keys.auth}AA` } }).success).toBe(false);
    expect(production.safeParse({ endpoint, keys: { ...keys, auth: "+/".repeat(11) } }).success).toBe(false);
    expect(production.safeParse({ endpoint, keys: { p256dh: keys.p256dh } }).success).toBe(false);
  });

  it("turning off needs only a non-empty endpoint", () => {
    expect(pushUnsubscribeSchema.safeParse({ endpoint: "https://push.example/x" }).success).toBe(true);
    expect(pushUnsubscribeSchema.safeParse({ endpoint: "" }).success).toBe(false);
    expect(pushUnsubscribeSchema.safeParse({}).success).toBe(false);
  });
});
