import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contractors, outbox } from "~/db/schema";
import { generateWebhookSecret } from "~/domain/deliveries/generate-webhook-secret.server";
import { backoffMs } from "~/jobs/deliver-due-outbox.server";
import { deliverDueWebhooks } from "~/jobs/deliver-due-webhooks.server";
import { outboundMessages } from "~/lib/outbound/send-outbound.server";
import { closedPortUrl, startHttpStandIn, type RecordedRequest } from "../../support/http-stand-in";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { expectWebhookMatchesContract } from "../../support/openapi-contract";
import { exampleWebhookPayload } from "~/domain/integrations/example-webhook-payload";
import { makeContractor } from "../marketplace/marketplace-fixtures";

/** The stand-in receiver listens on 127.0.0.1: allowed only under the policy outside production (NODE_ENV). */
const dev = { urlPolicy: { allowLocalHttp: true } };

/** A real body (the composer's, for a made-up lead), so every delivered body is also checked against the OpenAPI document. */
const payload = JSON.stringify(JSON.parse(exampleWebhookPayload("http://localhost:3000")));

describe.each(testEngines())("webhook delivery on %s", (engine) => {
  const t = useTestDatabase(engine);
  let receiver: Awaited<ReturnType<typeof startHttpStandIn>>;
  beforeAll(async () => {
    receiver = await startHttpStandIn();
  });
  afterAll(async () => {
    await receiver.stop();
  });
  afterEach(async () => {
    // Every body the sender delivered, as /api/v1/openapi.json documents it (webhooks: lead.purchased).
    for (const request of receiver.requests) expectWebhookMatchesContract(request.body);
    await t.db.delete(outbox);
    receiver.requests.length = 0;
  });

  async function enterprise(secret: string | null) {
    const { contractorId } = await makeContractor(t.db, t.env, { plan: "enterprise" });
    await t.db
      .update(contractors)
      .set({ webhookUrl: `${receiver.url}/hooks/leads`, webhookSecret: secret })
      .where(eq(contractors.id, contractorId));
    return contractorId;
  }

  async function queueWebhook(contractorId: string, url = `${receiver.url}/hooks/leads`) {
    // Due as of the JS clock, like the rows the app writes: the column default (the database's
    // now(), microseconds) can land after a millisecond-precise `new Date()` taken just after it.
    const [row] = await t.db
      .insert(outbox)
      .values({ channel: "webhook", kind: "lead.purchased", contractorId, to: url, text: payload, status: "pending", nextAttemptAt: new Date() })
      .returning();
    return row!;
  }

  /** What a contractor's endpoint does: verify with the Standard Webhooks library, 204 or 401. */
  function verifyingWith(secret: string, verified: unknown[]) {
    return (request: RecordedRequest) => {
      try {
        verified.push(new Webhook(secret).verify(request.body, request.headers as Record<string, string>));
        return { status: 204 };
      } catch {
        return { status: 401, body: '{"error":"bad signature"}' };
      }
    };
  }

  const rowOf = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it("POSTs the JSON signed with the contractor's secret; the receiver verifies it; 2xx marks it sent", async () => {
    const secret = generateWebhookSecret();
    const row = await queueWebhook(await enterprise(secret));
    const verified: unknown[] = [];
    receiver.respond(verifyingWith(secret, verified));
    expect(await deliverDueWebhooks(t.db, dev)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(verified).toEqual([JSON.parse(payload)]);
    const request = receiver.requests[0]!;
    expect(request).toMatchObject({ method: "POST", path: "/hooks/leads", body: payload });
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["webhook-id"]).toBe(row.id);
    expect(request.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("signs with the secret as it is at send time: after a rotation the old secret no longer verifies", async () => {
    const old = generateWebhookSecret();
    const contractorId = await enterprise(old);
    const row = await queueWebhook(contractorId);
    const rotated = generateWebhookSecret();
    await t.db.update(contractors).set({ webhookSecret: rotated }).where(eq(contractors.id, contractorId));
    const verified: unknown[] = [];
    receiver.respond(verifyingWith(old, verified));
    let now = new Date(Date.now() + 1000);
    expect(await deliverDueWebhooks(t.db, { ...dev, now: () => now })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(verified).toEqual([]);
    const waiting = await rowOf(row.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 401 Unauthorized" });
    expect(waiting.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(1));
    receiver.respond(verifyingWith(rotated, verified));
    now = new Date(now.getTime() + backoffMs(1));
    expect(await deliverDueWebhooks(t.db, { ...dev, now: () => now })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(verified).toHaveLength(1);
    // The same webhook-id on every attempt, so the receiver can drop a repeat.
    expect(receiver.requests.map((r) => r.headers["webhook-id"])).toEqual([row.id, row.id]);
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("retries 5xx and unreachable endpoints with back-off, and does not follow redirects", async () => {
    const contractorId = await enterprise(generateWebhookSecret());
    receiver.respond(() => ({ status: 500, body: "stack trace: at /srv/internal/app.js" }));
    const failing = await queueWebhook(contractorId);
    const unreachable = await queueWebhook(contractorId, `${await closedPortUrl()}/hook`);
    expect(await deliverDueWebhooks(t.db, dev)).toEqual({ sent: 0, retrying: 2, failed: 0 });
    // The status only, never the receiver's answer.
    expect((await rowOf(failing.id)).lastError).toBe("HTTP 500 Internal Server Error");
    expect((await rowOf(unreachable.id)).lastError).toContain("ECONNREFUSED");
    await t.db.delete(outbox);

    receiver.requests.length = 0;
    receiver.respond((r) => (r.path === "/hooks/leads" ? { status: 307, headers: { location: "/elsewhere" } } : { status: 204 }));
    const redirected = await queueWebhook(contractorId);
    expect(await deliverDueWebhooks(t.db, dev)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(receiver.requests.map((r) => r.path)).toEqual(["/hooks/leads"]);
    expect((await rowOf(redirected.id)).lastError).toBe("HTTP 307: redirects are not followed.");
  });

  it("refuses non-http(s) URLs and a missing secret at once, without a request", async () => {
    const withSecret = await enterprise(generateWebhookSecret());
    const withoutSecret = await enterprise(null);
    const fileUrl = await queueWebhook(withSecret, "file:///etc/passwd");
    const noSecret = await queueWebhook(withoutSecret);
    expect(await deliverDueWebhooks(t.db, { ...dev, maxAttempts: 10 })).toEqual({ sent: 0, retrying: 0, failed: 2 });
    expect(receiver.requests).toHaveLength(0);
    expect(await rowOf(fileUrl.id)).toMatchObject({ status: "failed", attempts: 1, lastError: "The webhook URL is not an http:// or https:// URL." });
    expect(await rowOf(noSecret.id)).toMatchObject({ status: "failed", attempts: 1, lastError: "The contractor has no webhook signing secret." });
  });
  it("refuses local and private targets outside development, by the address the name resolves to, without a request", async () => {
    const contractorId = await enterprise(generateWebhookSecret());
    const local = await queueWebhook(contractorId);
    expect(await deliverDueWebhooks(t.db)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(local.id)).toMatchObject({ status: "failed", lastError: outboundMessages.refused });
    await t.db.delete(outbox);

    const rebound = await queueWebhook(contractorId, "https://hooks.example.com/leads");
    const toPrivate = { resolve: async () => ["93.184.215.14", "10.0.0.5"] };
    expect(await deliverDueWebhooks(t.db, toPrivate)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(rebound.id)).toMatchObject({ status: "failed", lastError: outboundMessages.refused });
    await t.db.delete(outbox);

    const unresolvable = await queueWebhook(contractorId, "https://hooks.example.com/leads");
    const dnsDown = { resolve: async () => Promise.reject(new Error("ENOTFOUND")) };
    expect(await deliverDueWebhooks(t.db, dnsDown)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowOf(unresolvable.id)).toMatchObject({ status: "pending", lastError: "The host hooks.example.com could not be resolved." });
    expect(receiver.requests).toHaveLength(0);
  });
});
