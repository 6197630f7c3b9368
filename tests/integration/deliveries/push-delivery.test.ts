/**
 * Web Push (decision 0018), server side at the HTTP level: push rows of the
 * outbox go to a local stand-in push service, encrypted to each subscribed
 * browser's keys and VAPID-signed; the test decrypts them as the browser
 * would and verifies the signature as a push service would. 404/410 forget a
 * browser, other failures retry the row.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { appSecrets, contractors, outbox, pushSubscriptions } from "~/db/schema";
import { getVapidKeys, VAPID_SUBJECT } from "~/domain/push/get-vapid-keys.server";
import { removePushSubscription } from "~/domain/push/remove-push-subscription.server";
import { savePushSubscription } from "~/domain/push/save-push-subscription.server";
import { backoffMs } from "~/jobs/deliver-due-outbox.server";
import { deliverDuePush, NO_PUSH_DEVICE } from "~/jobs/deliver-due-push.server";
import { startJobs, stopJobs } from "~/jobs/jobs.server";
import { outboundMessages } from "~/lib/outbound/send-outbound.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { startHttpStandIn } from "../../support/http-stand-in";
import { makeBrowserKeys, verifyVapid, type BrowserKeys } from "../../support/push-receiver";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { waitFor } from "../../support/wait-for";

/** The stand-in push service listens on 127.0.0.1: reachable only under the policy outside production. */
const dev = { targets: { allowLoopback: true } };
const production = { targets: { allowLoopback: false } };

const alert = {
  title: "New roofing lead in Austin, TX 78701",
  body: "$45.00 for you. Buy it before another pro does.",
  url: "https://thp.example/pro?lead=abc",
  tag: "lead-abc",
};

async function queuePush(db: Db, contractorId: string, payload: unknown = alert) {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: "push",
      kind: "lead.alert",
      to: contractorId,
      contractorId,
      subject: null,
      text: JSON.stringify(payload),
      status: "pending",
      nextAttemptAt: new Date(),
    })
    .returning();
  return row!;
}

describe.each(testEngines())("Web Push delivery on %s", (engine) => {
  const database = useTestDatabase(engine);
  let pushService: Awaited<ReturnType<typeof startHttpStandIn>>;
  let contractorId: string;
  let otherContractorId: string;

  beforeAll(async () => {
    pushService = await startHttpStandIn();
    contractorId = (await makeContractor(database.db, database.env)).contractorId;
    otherContractorId = (await makeContractor(database.db, database.env)).contractorId;
  });
  afterAll(() => pushService.stop());
  afterEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(pushSubscriptions);
    pushService.requests.length = 0;
    pushService.respond(() => ({ status: 201 }));
  });

  const subscribe = async (who: string, name: string): Promise<BrowserKeys & { endpoint: string }> => {
    const keys = makeBrowserKeys();
    const endpoint = `${pushService.url}/push/${name}`;
    await savePushSubscription({ db: database.db, env: database.env }, who, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, "Vitest browser");
    return { ...keys, endpoint };
  };
  const subscriptionsOf = (who: string) => database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.contractorId, who));
  const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it("makes one VAPID key pair, the same for two processes starting at once", async () => {
    await database.db.delete(appSecrets);
    const [a, b] = await Promise.all([getVapidKeys(database.db), getVapidKeys(database.db)]);
    expect(a).toEqual(b);
    expect(a.subject).toBe(VAPID_SUBJECT);
    expect(VAPID_SUBJECT).toMatch(/^mailto:.+@.+/);
    expect(Buffer.from(a.publicKey, "base64url")).toHaveLength(65);
    expect(await database.db.select().from(appSecrets)).toHaveLength(1);
    expect(await getVapidKeys(database.db)).toEqual(a);
  });

  it("sends the alert to each of the contractor's browsers, encrypted to its keys and VAPID-signed; the row is sent", async () => {
    const vapid = await getVapidKeys(database.db);
    const phone = await subscribe(contractorId, "phone");
    const laptop = await subscribe(contractorId, "laptop");
    await subscribe(otherContractorId, "someone-else");
    const row = await queuePush(database.db, contractorId);

    expect(await deliverDuePush(database.db, vapid, dev)).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(pushService.requests.map((r) => r.path).toSorted()).toEqual(["/push/laptop", "/push/phone"]);
    for (const browser of [phone, laptop]) {
      const request = pushService.requests.find((r) => `${pushService.url}${r.path}` === browser.endpoint)!;
      expect(request.method).toBe("POST");
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      // Only this browser's keys open the message, and it is the alert, byte for byte.
      expect(browser.decrypt(request.bytes)).toBe(JSON.stringify(alert));
      expect(() => (browser === phone ? laptop : phone).decrypt(request.bytes)).toThrow("unable to authenticate data");
      const { key, claims } = verifyVapid(request.headers.authorization);
      expect(key).toBe(vapid.publicKey);
      expect(claims.aud).toBe(new URL(browser.endpoint).origin);
      expect(claims.sub).toBe(VAPID_SUBJECT);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
    }
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await subscriptionsOf(contractorId)).every((s) => s.lastSuccessAt instanceof Date)).toBe(true);
    // Nothing is due any more: nothing is sent twice.
    expect(await deliverDuePush(database.db, vapid, dev)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(pushService.requests).toHaveLength(2);
  });

  it.each([410, 404])("a %i from the push service forgets that browser and keeps the others", async (status) => {
    const vapid = await getVapidKeys(database.db);
    await subscribe(contractorId, "gone");
    const kept = await subscribe(contractorId, "kept");
    pushService.respond((r) => ({ status: r.path === "/push/gone" ? status : 201 }));
    const row = await queuePush(database.db, contractorId);
    expect(await deliverDuePush(database.db, vapid, dev)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await subscriptionsOf(contractorId)).map((s) => s.endpoint)).toEqual([kept.endpoint]);
    expect(await rowOf(row.id)).toMatchObject({ status: "sent" });
  });

  it("when every browser is gone, the row is kept as 'stored' with the reason; no browser at all: the same, nothing sent", async () => {
    const vapid = await getVapidKeys(database.db);
    await subscribe(contractorId, "only");
    pushService.respond(() => ({ status: 410 }));
    const row = await queuePush(database.db, contractorId);
    expect(await deliverDuePush(database.db, vapid, dev)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await subscriptionsOf(contractorId)).toEqual([]);
    expect(await rowOf(row.id)).toMatchObject({ status: "stored", lastError: NO_PUSH_DEVICE, sentAt: null });

    pushService.requests.length = 0;
    const next = await queuePush(database.db, contractorId);
    await deliverDuePush(database.db, vapid, dev);
    expect(pushService.requests).toEqual([]);
    expect(await rowOf(next.id)).toMatchObject({ status: "stored", lastError: NO_PUSH_DEVICE });
  });

  it("a 500 keeps the browser and retries the row after the back-off, then sends it", async () => {
    const vapid = await getVapidKeys(database.db);
    const browser = await subscribe(contractorId, "flaky");
    pushService.respond(() => ({ status: 500, body: "push service down: db=10.0.0.7 user=admin" }));
    const row = await queuePush(database.db, contractorId);
    let now = new Date(Date.now() + 1000);
    const clock = { ...dev, now: () => now, maxAttempts: 3 };
    expect(await deliverDuePush(database.db, vapid, clock)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await rowOf(row.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "1 of 1 browsers not reached: HTTP 500 Internal Server Error" });
    expect(waiting.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(1));
    expect(await subscriptionsOf(contractorId)).toHaveLength(1);
    // Not due yet: the push service is not asked again.
    expect(await deliverDuePush(database.db, vapid, clock)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(pushService.requests).toHaveLength(1);
    pushService.respond(() => ({ status: 201 }));
    now = new Date(now.getTime() + backoffMs(1));
    expect(await deliverDuePush(database.db, vapid, clock)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(browser.decrypt(pushService.requests[1]!.bytes)).toBe(JSON.stringify(alert));
  });

  it("in production, never contacts a browser endpoint on this machine or a private network, even through a name; the subscription is dropped", async () => {
    const vapid = await getVapidKeys(database.db);
    const keys = makeBrowserKeys();
    const ctx = { db: database.db, env: database.env };
    // Rows the form refuses today, as an older release (or a listed extra host gone bad) may have left them.
    for (const endpoint of [`${pushService.url}/push/direct`, "https://push.extra.example/push/named", "https://rebind.extra.example/push/mixed"]) {
      await savePushSubscription(ctx, contractorId, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, null);
    }
    const row = await queuePush(database.db, contractorId);
    const resolve = async (host: string) => (host === "push.extra.example" ? ["127.0.0.1"] : ["93.184.215.14", "127.0.0.1"]);
    expect(await deliverDuePush(database.db, vapid, { targets: { ...production.targets, resolve } })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(pushService.requests).toEqual([]);
    expect(await rowOf(row.id)).toMatchObject({ status: "failed", lastError: `3 of 3 browsers not reached: ${outboundMessages.refused}` });
    expect(await subscriptionsOf(contractorId)).toEqual([]);
  });

  it("does not follow a push service's redirect to a loopback receiver, and keeps none of its answer", async () => {
    const vapid = await getVapidKeys(database.db);
    await subscribe(contractorId, "redirecting");
    pushService.respond((r) =>
      r.path === "/push/redirecting"
        ? { status: 307, headers: { location: `${pushService.url}/internal/admin` }, body: "internal: secret=abc" }
        : { status: 201 },
    );
    const row = await queuePush(database.db, contractorId);
    expect(await deliverDuePush(database.db, vapid, dev)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(pushService.requests.map((r) => r.path)).toEqual(["/push/redirecting"]);
    const waiting = await rowOf(row.id);
    expect(waiting.lastError).toBe("1 of 1 browsers not reached: HTTP 307: redirects are not followed.");
    expect(JSON.stringify(waiting)).not.toContain("secret");
  });

  it("a row whose recipient is no contractor id fails at once", async () => {
    const vapid = await getVapidKeys(database.db);
    const [row] = await database.db
      .insert(outbox)
      .values({ channel: "push", kind: "lead.alert", to: "not-an-id", text: "{}", status: "pending", nextAttemptAt: new Date() })
      .returning();
    expect(await deliverDuePush(database.db, vapid, dev)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(row!.id)).toMatchObject({ status: "failed" });
  });

  it("a browser subscribing again refreshes its keys; signed in as another contractor, it moves; turning off removes only one's own", async () => {
    const ctx = { db: database.db, env: database.env };
    const first = await subscribe(contractorId, "shared");
    const again = makeBrowserKeys();
    await savePushSubscription(ctx, contractorId, { endpoint: first.endpoint, keys: { p256dh: again.p256dh, auth: again.auth } }, null);
    expect(await subscriptionsOf(contractorId)).toEqual([expect.objectContaining({ endpoint: first.endpoint, p256dh: again.p256dh, auth: again.auth })]);
    await database.db.update(contractors).set({ alertPush: false }).where(eq(contractors.id, otherContractorId));
    await savePushSubscription(ctx, otherContractorId, { endpoint: first.endpoint, keys: { p256dh: again.p256dh, auth: again.auth } }, null);
    expect(await subscriptionsOf(contractorId)).toEqual([]);
    // Turning alerts on in a browser chooses the push channel too.
    expect((await database.db.select({ on: contractors.alertPush }).from(contractors).where(eq(contractors.id, otherContractorId)))[0]).toEqual({ on: true });
    expect(await removePushSubscription(ctx, contractorId, first.endpoint)).toEqual({ removed: false });
    expect(await subscriptionsOf(otherContractorId)).toHaveLength(1);
    expect(await removePushSubscription(ctx, otherContractorId, first.endpoint)).toEqual({ removed: true });
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("the background job, started with the others, makes the key pair and delivers a row the moment the outbox rings", async () => {
    await database.db.delete(appSecrets);
    await startJobs(database.handle, database.env, { pollingIntervalSeconds: 0.5 });
    try {
      const [secret] = await database.db.select().from(appSecrets);
      expect(secret?.name).toBe("vapid");
      const browser = await subscribe(contractorId, "job");
      const row = await queuePush(database.db, contractorId);
      signalOutbox();
      const sent = await waitFor(async () => ((await rowOf(row.id)).status === "sent" ? true : undefined), {
        timeoutMs: 30_000,
        what: "the push row to be sent",
      });
      expect(sent).toBe(true);
      expect(browser.decrypt(pushService.requests.at(-1)!.bytes)).toBe(JSON.stringify(alert));
      expect(verifyVapid(pushService.requests.at(-1)!.headers.authorization).key).toBe(JSON.parse(secret!.value).publicKey);
    } finally {
      await stopJobs();
    }
  }, 60_000);
});
