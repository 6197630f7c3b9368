/**
 * /pro/integrations on both engines: API keys (created with the key shown
 * once and only its sha256 stored, listed, revoked by their owner only) and
 * the webhook settings (URL checked against SSRF, signing secret revealed
 * and rotated), Enterprise only, every change audited without secrets.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { apiKeys, auditLog, contractors } from "~/db/schema";
import { MAX_ACTIVE_API_KEYS } from "~/domain/integrations/create-api-key.server";
import { API_KEY_LABEL_REQUIRED } from "~/forms/api-key";
import { webhookUrlMessages } from "~/forms/webhook-settings";
import { testEngines } from "../../support/test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { apiRequest, formPost, harnessEnv, run, sessionCookieFor, useRouteDatabase } from "./harness";
import { confirmIdentityOf } from "../../support/confirm-identity";

const page = () => import("~/routes/pro-integrations");
const leadsApi = () => import("~/routes/api-v1-leads");
const PAGE = "/pro/integrations";

describe.each(testEngines())("/pro/integrations on %s", (engine) => {
  const database = useRouteDatabase(engine);

  async function pro(plan: "enterprise" | "professional" = "enterprise") {
    const made = await makeContractor(database.db, harnessEnv(), { plan });
    // Confirmed, as after "Confirm it's you" (confirm-identity.test.ts covers the asking): these tests are about the page's own rules.
    return { ...made, cookie: await confirmIdentityOf(database.db, await sessionCookieFor(database.db, made.userId)) };
  }
  const post = async (cookie: string, fields: Record<string, string>) => run((await page()).action, PAGE, formPost(PAGE, fields, cookie));
  const load = async (cookie: string) => run((await page()).loader, PAGE, new Request(`http://localhost:3000${PAGE}`, { headers: { cookie } }));
  const callApi = async (key: string) => run((await leadsApi()).loader, "/api/v1/leads", apiRequest("/api/v1/leads", { key }));
  const auditOf = (contractorId: string) => database.db.select().from(auditLog).where(eq(auditLog.entityId, contractorId));

  it("creates a key shown once, stores only its sha256, lists it and revokes it", async () => {
    const a = await pro();
    const created = await post(a.cookie, { intent: "create-key", label: "  CRM sync " });
    expect(created.status).toBe(200);
    const key: string = created.body.createdKey.key;
    expect(key).toMatch(/^thp_live_[A-Za-z0-9_-]{43}$/);
    expect(created.body.createdKey.label).toBe("CRM sync");

    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.contractorId, a.contractorId));
    expect(row!.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(key.startsWith(row!.prefix)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(key.slice("thp_live_".length + 6));

    // Shown once: the page lists the key by label and prefix, never the key or its hash.
    const listed = await load(a.cookie);
    expect(listed.body.keys).toEqual([expect.objectContaining({ id: row!.id, label: "CRM sync", prefix: row!.prefix, lastUsedAt: null, revokedAt: null })]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    expect(JSON.stringify(listed.body)).not.toContain(row!.keyHash);

    expect((await callApi(key)).status).toBe(200);
    const [used] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, row!.id));
    expect(used!.lastUsedAt).toBeInstanceOf(Date);
    // Within the minute the key is not written again.
    await callApi(key);
    const [again] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, row!.id));
    expect(again!.lastUsedAt!.getTime()).toBe(used!.lastUsedAt!.getTime());

    const revoked = await post(a.cookie, { intent: "revoke-key", keyId: row!.id });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toContain('"CRM sync" was revoked');
    expect((await callApi(key)).status).toBe(401);
    expect((await load(a.cookie)).body.keys[0].revokedAt).not.toBeNull();

    const audit = await auditOf(a.contractorId);
    expect(audit.map((e) => e.action).toSorted()).toEqual(["api-key.create", "api-key.revoke"]);
    expect(JSON.stringify(audit)).not.toContain(key);
    expect(JSON.stringify(audit)).not.toContain(row!.keyHash);
  });

  it("a contractor cannot revoke another's key: 404, and the key keeps working", async () => {
    const a = await pro();
    const b = await pro();
    const key: string = (await post(a.cookie, { intent: "create-key", label: "A's key" })).body.createdKey.key;
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.contractorId, a.contractorId));
    const attempt = await post(b.cookie, { intent: "revoke-key", keyId: row!.id });
    expect(attempt.status).toBe(404);
    expect(attempt.body.error).toBe("This API key could not be found.");
    expect((await post(b.cookie, { intent: "revoke-key", keyId: "not-a-uuid" })).status).toBe(404);
    expect((await callApi(key)).status).toBe(200);
    expect(await auditOf(b.contractorId)).toEqual([]);
  });

  it("explains a bad label next to the field with a 400 and stores nothing; caps active keys", async () => {
    const a = await pro();
    const blank = await post(a.cookie, { intent: "create-key", label: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ label: [API_KEY_LABEL_REQUIRED] });
    const long = await post(a.cookie, { intent: "create-key", label: "x".repeat(61) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.label[0]).toBe("Label must be 60 characters or fewer");
    expect(long.body.values.label).toBe("x".repeat(61));
    expect(await database.db.select().from(apiKeys).where(eq(apiKeys.contractorId, a.contractorId))).toEqual([]);

    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i++) expect((await post(a.cookie, { intent: "create-key", label: `key ${i}` })).status).toBe(200);
    const over = await post(a.cookie, { intent: "create-key", label: "one too many" });
    expect(over.status).toBe(409);
    expect(over.body.fieldErrors.label[0]).toContain(`at most ${MAX_ACTIVE_API_KEYS} active keys`);
  });

  it("off the Enterprise plan: the page explains, creating is refused with 403, revoking still works", async () => {
    const a = await pro();
    await post(a.cookie, { intent: "create-key", label: "before downgrade" });
    await database.db.update(contractors).set({ plan: "professional" }).where(eq(contractors.id, a.contractorId));
    const view = await load(a.cookie);
    expect(view.body.blockedBy).toBe("plan_required");
    const refused = await post(a.cookie, { intent: "create-key", label: "after downgrade" });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("API access and webhooks are part of the Enterprise plan.");
    expect((await post(a.cookie, { intent: "save-webhook", webhookUrl: "https://hooks.example.com/x" })).status).toBe(403);
    expect((await post(a.cookie, { intent: "rotate-secret" })).status).toBe(403);
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.contractorId, a.contractorId));
    expect((await post(a.cookie, { intent: "revoke-key", keyId: row!.id })).status).toBe(200);
    const keys = await database.db.select().from(apiKeys).where(eq(apiKeys.contractorId, a.contractorId));
    expect(keys.map((k) => [k.label, k.revokedAt !== null])).toEqual([["before downgrade", true]]);

    await database.db.update(contractors).set({ plan: "enterprise", status: "suspended" }).where(eq(contractors.id, a.contractorId));
    expect((await load(a.cookie)).body.blockedBy).toBe("account_suspended");
    expect((await post(a.cookie, { intent: "create-key", label: "while suspended" })).status).toBe(403);
  });

  it("refuses webhook URLs that point into private networks (SSRF), next to the field, writing nothing", async () => {
    const a = await pro();
    for (const url of [
      "https://10.0.0.7/hook",
      "https://169.254.169.254/latest/meta-data/",
      "https://127.0.0.2:8443/hook",
      "https://0x7f.0.0.3/hook",
      "https://192.168.1.20/hook",
      "https://[fd00::5]/hook",
    ]) {
      const answer = await post(a.cookie, { intent: "save-webhook", webhookUrl: url });
      expect({ url, status: answer.status, errors: answer.body.fieldErrors }).toEqual({ url, status: 400, errors: { webhookUrl: [webhookUrlMessages.local] } });
    }
    const plain = await post(a.cookie, { intent: "save-webhook", webhookUrl: "http://hooks.example.com/leads" });
    expect(plain.body.fieldErrors).toEqual({ webhookUrl: [webhookUrlMessages.https] });
    const long = await post(a.cookie, { intent: "save-webhook", webhookUrl: `https://hooks.example.com/${"a".repeat(480)}` });
    expect(long.body.fieldErrors).toEqual({ webhookUrl: [webhookUrlMessages.tooLong] });
    const [row] = await database.db.select().from(contractors).where(eq(contractors.id, a.contractorId));
    expect([row!.webhookUrl, row!.webhookSecret]).toEqual([null, null]);
    expect(await auditOf(a.contractorId)).toEqual([]);
  });

  it("allows http://localhost only outside production (NODE_ENV), even when PUBLIC_URL is http", async () => {
    const a = await pro();
    expect((await post(a.cookie, { intent: "save-webhook", webhookUrl: "http://localhost:4000/hook" })).status).toBe(200);
    const current = harnessEnv();
    const saved = current.NODE_ENV;
    // PUBLIC_URL stays http://localhost:3000: a production site behind a TLS proxy may be configured so.
    Object.assign(current, { NODE_ENV: "production" });
    try {
      const refused = await post(a.cookie, { intent: "save-webhook", webhookUrl: "http://localhost:4000/hook" });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ webhookUrl: [webhookUrlMessages.local] });
      for (const url of ["https://127.0.0.1/hook", "https://[::1]/hook", "https://api.localhost/hook"]) {
        expect({ url, status: (await post(a.cookie, { intent: "save-webhook", webhookUrl: url })).status }).toEqual({ url, status: 400 });
      }
    } finally {
      Object.assign(current, { NODE_ENV: saved });
    }
  });

  it("saves a URL with a new Standard Webhooks secret, reveals and rotates it, clears the URL; audited without the secret", async () => {
    const a = await pro();
    const saved = await post(a.cookie, { intent: "save-webhook", webhookUrl: " https://Hooks.Example.com/leads " });
    expect(saved.status).toBe(200);
    const [row] = await database.db.select().from(contractors).where(eq(contractors.id, a.contractorId));
    expect(row!.webhookUrl).toBe("https://hooks.example.com/leads");
    const secret = row!.webhookSecret!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice("whsec_".length), "base64")).toHaveLength(32);
    expect((await load(a.cookie)).body).toMatchObject({ webhookUrl: "https://hooks.example.com/leads", hasWebhookSecret: true });
    expect(JSON.stringify((await load(a.cookie)).body)).not.toContain(secret);

    const revealed = await post(a.cookie, { intent: "reveal-secret" });
    expect(revealed.body.secret).toBe(secret);
    // The secret works with a Standard Webhooks library, as receivers will use it.
    const wh = new Webhook(secret);
    const now = new Date();
    const signature = wh.sign("msg_1", now, '{"type":"lead.purchased"}');
    expect(
      wh.verify('{"type":"lead.purchased"}', {
        "webhook-id": "msg_1",
        "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
        "webhook-signature": signature,
      }),
    ).toEqual({ type: "lead.purchased" });

    const rotated = await post(a.cookie, { intent: "rotate-secret" });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(secret);
    const [after] = await database.db.select().from(contractors).where(eq(contractors.id, a.contractorId));
    expect(after!.webhookSecret).toBe(rotated.body.secret);
    // Changing the URL keeps the secret.
    await post(a.cookie, { intent: "save-webhook", webhookUrl: "https://hooks.example.com/v2" });
    const [changed] = await database.db.select().from(contractors).where(eq(contractors.id, a.contractorId));
    expect(changed!.webhookSecret).toBe(rotated.body.secret);

    expect((await post(a.cookie, { intent: "clear-webhook" })).status).toBe(200);
    const [cleared] = await database.db.select().from(contractors).where(eq(contractors.id, a.contractorId));
    expect(cleared!.webhookUrl).toBeNull();

    const audit = await auditOf(a.contractorId);
    expect(audit.map((e) => e.action).toSorted()).toEqual(["webhook.secret-rotate", "webhook.url-clear", "webhook.url-set", "webhook.url-set"]);
    const text = JSON.stringify(audit);
    expect(text).not.toContain(secret.slice(6));
    expect(text).not.toContain(String(rotated.body.secret).slice(6));
  });

  it("reveals nothing before a URL was set, and nothing to another contractor", async () => {
    const a = await pro();
    const none = await post(a.cookie, { intent: "reveal-secret" });
    expect(none.status).toBe(400);
    expect(none.body.secret).toBeUndefined();
    const unknown = await post(a.cookie, { intent: "drop-tables" });
    expect(unknown.status).toBe(400);
  });
});
