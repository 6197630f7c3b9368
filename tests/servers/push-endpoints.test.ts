/**
 * Web Push (decision 0018) over real HTTP against the production build: the
 * service worker is served under /pro/ (so its scope can be /pro/ and no
 * wider) with the site's CSP; the subscribe endpoints take JSON only from the
 * signed-in contractor's own pages (the same-origin check every post goes
 * through), and in production only https endpoints on the known push
 * services (or a host PUSH_SERVICE_HOSTS_EXTRA adds): every internal address
 * is refused at subscribe time with a clear 400.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema";
import { buildWorld } from "../integration/authorization/authz-world";
import { removeDataDir } from "../integration/authorization/route-harness";
import { makeBrowserKeys } from "../support/push-receiver";
import { createPostgresDatabase, testEngines } from "../support/test-database";
import { startAppServer, type AppServer } from "./app-server";

// On PostgreSQL only: the test signs contractor A in with a session it writes itself, while the server runs.
describe.skipIf(!testEngines().includes("postgres"))("Web Push endpoints of the production server", () => {
  let created: { url: string; drop(): Promise<void> };
  let main: DatabaseHandle;
  let server: AppServer;
  let cookie: string;
  let contractorId: string;
  beforeAll(async () => {
    created = await createPostgresDatabase();
    main = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    const w = await buildWorld(main.db);
    cookie = w.a.cookie;
    contractorId = w.a.contractorId;
    server = await startAppServer({
      DATABASE_URL: created.url,
      SEED_DEMO: "false",
      RUN_JOBS: "false",
      LOG_LEVEL: "error",
      PUSH_SERVICE_HOSTS_EXTRA: "push.example",
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await main?.close();
    await created?.drop();
    removeDataDir();
  }, 60_000);

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/json", origin: server.origin, "sec-fetch-site": "same-origin", cookie, ...headers },
      body: JSON.stringify(body),
    });
  const keys = makeBrowserKeys();
  const subscription = { endpoint: "https://fcm.googleapis.com/fcm/send/e2e-device-1", expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };

  it("serves the service worker at /pro/sw.js as JavaScript under the site's CSP", async () => {
    onTestFailed(() => console.log(server.output().slice(-3000)));
    const res = await fetch(`${server.origin}/pro/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^(text|application)\/javascript\b/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    const script = await res.text();
    expect(script).toContain("showNotification");
    expect(script).toMatch(/addEventListener\([`"']notificationclick/);
  });

  it("gives the signed-in contractor the same VAPID public key every time, and a stranger none", async () => {
    const key = async () => (await (await fetch(`${server.origin}/pro/push/key`, { headers: { cookie } })).json()) as { publicKey: string };
    const first = await key();
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(await key()).toEqual(first);
    const stranger = await fetch(`${server.origin}/pro/push/key`, { redirect: "manual" });
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("subscribes and unsubscribes from the site's own pages; a cross-site post is refused", async () => {
    const crossSite = await post("/pro/push/subscribe", subscription, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const subscribed = await post("/pro/push/subscribe", subscription);
    expect(subscribed.status).toBe(200);
    expect(await subscribed.json()).toEqual({ subscribed: true });
    expect(
      await main.db
        .select({ contractorId: pushSubscriptions.contractorId, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh })
        .from(pushSubscriptions),
    ).toEqual([{ contractorId, endpoint: subscription.endpoint, p256dh: keys.p256dh }]);
    const crossSiteOff = await post(
      "/pro/push/unsubscribe",
      { endpoint: subscription.endpoint },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(crossSiteOff.status).toBe(403);
    const off = await post("/pro/push/unsubscribe", { endpoint: subscription.endpoint });
    expect(await off.json()).toEqual({ subscribed: false, removed: true });
    // Only one row was there: turning off again finds nothing.
    expect(await (await post("/pro/push/unsubscribe", { endpoint: subscription.endpoint })).json()).toEqual({ subscribed: false, removed: false });
    expect(await main.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("refuses in production an http endpoint (even 127.0.0.1), a form post, a GET and an unknown change", async () => {
    const http = await post("/pro/push/subscribe", { ...subscription, endpoint: "http://127.0.0.1:9/push" });
    expect(http.status).toBe(400);
    expect(await http.json()).toMatchObject({ error: { code: "invalid_input", message: expect.stringContaining("https://") } });
    const form = await fetch(`${server.origin}/pro/push/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin, cookie },
      body: "endpoint=https%3A%2F%2Fpush.example%2Fx",
    });
    expect(form.status).toBe(415);
    const get = await fetch(`${server.origin}/pro/push/subscribe`, { headers: { cookie } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await post("/pro/push/resubscribe", subscription)).status).toBe(404);
  });

  it("refuses in production, with a clear 400 and nothing stored, every endpoint that is not a known push service", async () => {
    for (const endpoint of [
      "https://127.0.0.1:8443/push",
      "https://169.254.169.254/latest/meta-data/iam/security-credentials/",
      "https://[::1]/push",
      "https://10.0.0.5/push",
      "https://[::ffff:127.0.0.1]/push",
      // A name that resolves to 127.0.0.1 (refused by name: no lookup is needed to say no).
      "https://localtest.me/push",
      "https://fcm.googleapis.com.attacker.example/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
    ]) {
      const refused = await post("/pro/push/subscribe", { ...subscription, endpoint });
      expect({ endpoint, status: refused.status }).toEqual({ endpoint, status: 400 });
      expect(await refused.json()).toMatchObject({
        error: { code: "invalid_input", message: expect.stringContaining("push service is not one we send alerts to") },
      });
    }
    expect(await main.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("takes a push service that PUSH_SERVICE_HOSTS_EXTRA adds", async () => {
    const extra = await post("/pro/push/subscribe", { ...subscription, endpoint: "https://push.example/send/device-2" });
    expect(extra.status).toBe(200);
    expect((await post("/pro/push/unsubscribe", { endpoint: "https://push.example/send/device-2" })).status).toBe(200);
  });
});
