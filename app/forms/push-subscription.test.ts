import { describe, expect, it } from "vitest";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "./push-subscription";

const keys = { p256dh: `B${"x".repeat(86)}`, auth: "y".repeat(22) };
const production = pushSubscriptionSchema({ allowLoopbackHttp: false });
const development = pushSubscriptionSchema({ allowLoopbackHttp: true });

describe("the push subscription a browser posts", () => {
  it("takes PushSubscription.toJSON() with an https endpoint", () => {
    const json = { endpoint: "https://fcm.googleapis.com/fcm/send/abc:def", expirationTime: null, keys };
    expect(production.parse(json)).toEqual(json);
  });

  it.each([
    ["plain http", "http://push.example/x"],
    ["a URL with credentials", "https://user:pw@push.example/x"],
    ["not a URL", "push.example/x"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a URL over the length cap", `https://push.example/${"a".repeat(1000)}`],
  ])("refuses %s as the endpoint", (_name, endpoint) => {
    expect(production.safeParse({ endpoint, keys }).success).toBe(false);
    expect(development.safeParse({ endpoint, keys }).success).toBe(false);
  });

  it("allows http://127.0.0.1 (a local stand-in push service) only outside production", () => {
    const json = { endpoint: "http://127.0.0.1:4000/push/1", keys };
    expect(production.safeParse(json).success).toBe(false);
    expect(development.safeParse(json).success).toBe(true);
    expect(development.safeParse({ ...json, endpoint: "http://localhost:4000/push/1" }).success).toBe(false);
  });

  it("refuses keys of the wrong size or alphabet, and a missing key", () => {
    const endpoint = "https://push.example/x";
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
