/**
 * Consent certificates on both engines: every request stored by createQuoteRequest gets one, signed
 * with the platform key kept in app_secrets; its buyer gets it (page, JSON, API, webhook) and another pro gets 404;
 * the public verify endpoint says genuine for it and not for an edited one or another key id; the offline script
 * agrees with the published keys; erasure keeps it unchanged until 5 years later, then housekeeping removes it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { appSecrets, consentCertificates, contractors, outbox } from "~/db/schema";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { eraseHomeowner } from "~/domain/privacy/erase-homeowner.server";
import { purgePrivacyRecords } from "~/domain/privacy/purge-privacy-records.server";
import { publishedKeys, retireSigningKey } from "~/domain/consent-certificates/certificate-keys.server";
import { matchesHash, verifyCertificate } from "~/domain/consent-certificates/certificate";
import { publicKeys } from "~/domain/consent-certificates/certificate-keys.server";
import { createApiKey } from "~/domain/integrations/create-api-key.server";
import { PUBLIC_API_RATE_LIMIT } from "~/web/handle-public-api-request.server";
import { testEngines } from "../../support/test-database";
import { expectAnswerMatchesContract, expectWebhookMatchesContract } from "../../support/openapi-contract";
import { BROOKLYN, makeContractor } from "../marketplace/marketplace-fixtures";
import { apiRequest, harnessEnv, ORIGIN, run, sessionCookieFor, useRouteDatabase } from "./harness";
import { certifiedLead } from "./rest-api-certificates";

const DAY = 86_400_000;
let n = 0;

describe.each(testEngines())("consent certificates on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const db = () => database.db;

  /** A request as the quote form stores it, its lead bought by an Enterprise plumber with a webhook; another pro beside. */
  async function bought() {
    const i = ++n;
    const now = new Date();
    const phone = `+1718556${String(1000 + i).padStart(4, "0")}`;
    const email = `cert${i}-${engine}@example.com`;
    const { quoteRequestId: id, leadId } = await certifiedLead(db(), harnessEnv(), { phone, email });
    const buyer = await makeContractor(db(), harnessEnv(), { plan: "enterprise", categories: ["plumbing"], base: BROOKLYN, balanceCents: 500_00 });
    await db()
      .update(contractors)
      .set({ webhookUrl: "https://hooks.example.com/leads", webhookSecret: `whsec_${Buffer.alloc(32, 1).toString("base64")}` })
      .where(eq(contractors.id, buyer.contractorId));
    const other = await makeContractor(db(), harnessEnv(), { plan: "enterprise", categories: ["plumbing"], base: BROOKLYN, balanceCents: 500_00 });
    const { purchaseId } = await purchaseLead({ db: db(), env: harnessEnv() }, buyer.contractorId, leadId, `cert-${crypto.randomUUID()}`);
    return { id, phone, email, buyer, other, purchaseId, now };
  }

  const page = async (purchaseId: string, userId: string, json = false) => {
    const route = json ? await import("~/routes/pro-lead-certificate-json") : await import("~/routes/pro-lead-certificate");
    const url = `/pro/leads/${purchaseId}/certificate${json ? ".json" : ""}`;
    return run(
      route.loader,
      json ? "/pro/leads/:purchaseId/certificate.json" : "/pro/leads/:purchaseId/certificate",
      new Request(`${ORIGIN}${url}`, { headers: { cookie: await sessionCookieFor(db(), userId) } }),
    ).catch((error: unknown) => {
      if (error instanceof Response) return { status: error.status, headers: error.headers, body: null };
      const status = (error as { init?: { status?: number } }).init?.status;
      if (status) return { status, headers: new Headers(), body: null };
      throw error;
    });
  };
  const verify = async (body: unknown, ip = "198.51.100.1") => {
    const route = await import("~/routes/api-v1-certificates-verify");
    const request = apiRequest("/api/v1/certificates/verify", { method: "POST", json: body });
    const answer = await route.action({ request, params: {}, context: { get: () => ({ ip }) } } as never);
    const outcome = { status: answer.status, headers: answer.headers, body: await answer.json() };
    expectAnswerMatchesContract("POST", "/api/v1/certificates/verify", outcome);
    return outcome;
  };

  it("stores a signed certificate with every request, which verifies with the published key and matches the buyer's phone and e-mail", async () => {
    const b = await bought();
    const [row] = await db().select().from(consentCertificates).where(eq(consentCertificates.quoteRequestId, b.id));
    expect(row).toBeDefined();
    const json = await page(b.purchaseId, b.buyer.userId, true);
    expect(json.status).toBe(200);
    const signed = json.body;
    expect(signed.certificate).toMatchObject({
      id: row!.id,
      keyId: row!.keyId,
      seller: "Trusted Home Pros",
      pageUrl: "http://localhost:3000/get-quotes",
      source: "form",
      consent: { textVersion: "2025-10-02", prosAgreed: 1 },
    });
    expect(verifyCertificate(signed, await publicKeys(db()))).toMatchObject({ genuine: true, reason: "valid" });
    expect(await matchesHash(signed.certificate, "phone", b.phone)).toBe(true);
    expect(await matchesHash(signed.certificate, "email", b.email)).toBe(true);
    // The key lives with the server's other secrets, and is published.
    expect(await db().select({ name: appSecrets.name }).from(appSecrets).where(eq(appSecrets.name, "consent-certificate-key"))).toHaveLength(1);
    expect((await publishedKeys(db())).keys.map((k) => k.kid)).toEqual([row!.keyId]);
  });

  it("serves it to the buyer only: page, JSON, API and webhook; another pro and an unknown id get 404", async () => {
    const b = await bought();
    const html = await page(b.purchaseId, b.buyer.userId);
    expect(html.status).toBe(200);
    expect(html.body).toMatchObject({ genuine: true, signed: { certificate: { reference: expect.any(String) } } });
    const { default: Page } = await import("~/routes/pro-lead-certificate");
    const Stub = createRoutesStub([
      {
        path: "/pro/leads/:purchaseId/certificate",
        Component: () => createElement(Page, { loaderData: html.body, params: { purchaseId: b.purchaseId }, matches: [] } as never),
      },
    ]);
    const markup = renderToString(createElement(Stub, { initialEntries: [`/pro/leads/${b.purchaseId}/certificate`] }));
    const signed = html.body.signed;
    for (const text of [
      "the signature checks",
      signed.certificate.hashes.phone,
      signed.certificate.consent.textSha256,
      `/pro/leads/${b.purchaseId}/certificate.json`,
    ])
      expect(markup).toContain(text);
    expect(markup).toContain("the Terms of Service and the Privacy Policy.");
    for (const value of [b.phone, b.email]) expect(markup).not.toContain(value);
    // The lead's page links to it.
    const lead = await import("~/routes/pro-lead");
    const leadPage = await run(
      lead.loader,
      "/pro/leads/:purchaseId",
      new Request(`${ORIGIN}/pro/leads/${b.purchaseId}`, { headers: { cookie: await sessionCookieFor(db(), b.buyer.userId) } }),
    );
    expect(leadPage.body.hasCertificate).toBe(true);
    for (const [who, id] of [
      [b.other.userId, b.purchaseId],
      [b.buyer.userId, crypto.randomUUID()],
      [b.buyer.userId, "nope"],
    ] as const) {
      expect((await page(id, who)).status).toBe(404);
      expect((await page(id, who, true)).status).toBe(404);
    }
    const route = await import("~/routes/api-v1-purchase-certificate");
    const keyOf = async (c: { contractorId: string; userId: string }) =>
      (await createApiKey({ db: db(), env: harnessEnv() }, { contractorId: c.contractorId, actorUserId: c.userId, label: "t" })).key;
    const url = `/api/v1/purchases/${b.purchaseId}/certificate`;
    const mine = await run(route.loader, "/api/v1/purchases/:id/certificate", apiRequest(url, { key: await keyOf(b.buyer) }));
    expectAnswerMatchesContract("GET", url, mine);
    expect(mine.status).toBe(200);
    expect(mine.body.consentCertificate).toEqual(html.body.signed);
    const theirs = await run(route.loader, "/api/v1/purchases/:id/certificate", apiRequest(url, { key: await keyOf(b.other) }));
    expectAnswerMatchesContract("GET", url, theirs);
    expect({ status: theirs.status, code: theirs.body.error.code }).toEqual({ status: 404, code: "not_found" });
    const [hook] = await db()
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.contractorId, b.buyer.contractorId), eq(outbox.channel, "webhook")));
    expectWebhookMatchesContract(hook!.text);
    expect(JSON.parse(hook!.text).data.consentCertificate).toEqual(html.body.signed);
  });

  it("POST /api/v1/certificates/verify: genuine as served; any edit, another key id or a forged signature is not; bad input is a 400; rate limited", async () => {
    const b = await bought();
    const signed = (await page(b.purchaseId, b.buyer.userId, true)).body;
    expect((await verify(signed)).body).toEqual({ genuine: true, reason: "valid", keyId: signed.signature.keyId, certificateId: signed.certificate.id });
    const edits = [
      { ...signed.certificate, consent: { ...signed.certificate.consent, prosAgreed: 3 } },
      { ...signed.certificate, hashes: { ...signed.certificate.hashes, phone: signed.certificate.hashes.email } },
      { ...signed.certificate, consentedAt: new Date(b.now.getTime() - DAY).toISOString() },
      { ...signed.certificate, seller: "Someone Else" },
    ];
    for (const certificate of edits)
      expect((await verify({ certificate, signature: signed.signature })).body).toMatchObject({ genuine: false, reason: "bad_signature" });
    expect((await verify({ ...signed, signature: { ...signed.signature, keyId: "thp-notours" } })).body).toMatchObject({
      genuine: false,
      reason: "unknown_key",
    });
    const bad = await verify({ certificate: "x" });
    expect({ status: bad.status, code: bad.body.error.code }).toEqual({ status: 400, code: "invalid_input" });
    const ip = `198.51.100.${50 + n}`;
    let last = await verify(signed, ip);
    for (let i = 1; i <= PUBLIC_API_RATE_LIMIT.max; i++) last = await verify(signed, ip);
    expect({ status: last.status, code: last.body.error.code, retry: last.headers.get("retry-after") !== null }).toEqual({
      status: 429,
      code: "rate_limited",
      retry: true,
    });
  });

  it("after a key retires, its certificates still verify and new ones get a new key id", async () => {
    const before = await bought();
    const old = (await page(before.purchaseId, before.buyer.userId, true)).body;
    await retireSigningKey(db());
    const after = await bought();
    const fresh = (await page(after.purchaseId, after.buyer.userId, true)).body;
    expect(fresh.signature.keyId).not.toBe(old.signature.keyId);
    expect((await verify(old)).body.genuine).toBe(true);
    expect((await verify(fresh)).body.genuine).toBe(true);
    expect((await publishedKeys(db())).keys.map((k) => k.kid)).toEqual(expect.arrayContaining([old.signature.keyId, fresh.signature.keyId]));
    expect((await publishedKeys(db())).keys[0]!.kid).toBe(fresh.signature.keyId);
  });

  it("scripts/verify-certificate.ts checks it offline against the published keys, with the phone and e-mail", async () => {
    const b = await bought();
    const signed = (await page(b.purchaseId, b.buyer.userId, true)).body;
    const dir = mkdtempSync(path.join(tmpdir(), "thp-cert-"));
    const files = { cert: path.join(dir, "c.json"), keys: path.join(dir, "k.json"), edited: path.join(dir, "e.json") };
    writeFileSync(files.cert, JSON.stringify({ consentCertificate: signed }, null, 2));
    writeFileSync(files.keys, JSON.stringify(await publishedKeys(db())));
    writeFileSync(files.edited, JSON.stringify({ ...signed, certificate: { ...signed.certificate, pageUrl: "https://elsewhere.example" } }));
    const script = (...args: string[]) => {
      try {
        return { code: 0, out: execFileSync(process.execPath, ["scripts/verify-certificate.ts", ...args], { encoding: "utf8", stdio: "pipe" }) };
      } catch (error) {
        const e = error as { status: number; stdout: string };
        return { code: e.status, out: e.stdout };
      }
    };
    expect(script(files.cert, files.keys, "--phone", b.phone, "--email", b.email.toUpperCase())).toEqual({
      code: 0,
      out: `genuine: certificate ${signed.certificate.id} (${signed.certificate.reference}) signed by key ${signed.signature.keyId}, unchanged\nphone matches the certificate\nemail matches the certificate\n`,
    });
    expect(script(files.cert, files.keys, "--phone", "+12125550000")).toMatchObject({ code: 1, out: expect.stringContaining("phone does NOT match") });
    expect(script(files.edited, files.keys)).toMatchObject({ code: 1, out: expect.stringContaining("NOT genuine") });
    expect(script(files.cert).code).toBe(2);
  });

  it("erasure keeps the certificate unchanged (hashes only) for 5 years; then housekeeping deletes it", async () => {
    const b = await bought();
    const [before] = await db().select().from(consentCertificates).where(eq(consentCertificates.quoteRequestId, b.id));
    const now = new Date();
    await db().transaction((tx) => eraseHomeowner(tx, harnessEnv(), { quoteRequestId: b.id }, now));
    const [after] = await db().select().from(consentCertificates).where(eq(consentCertificates.quoteRequestId, b.id));
    expect({ ...after, purgeAfter: null }).toEqual({ ...before, purgeAfter: null });
    expect(after!.purgeAfter!.getTime()).toBeGreaterThan(now.getTime() + 5 * 365 * DAY);
    const text = JSON.stringify(after);
    for (const value of [b.phone.slice(2), b.email, "Jane Cert", "203.0.113.7"]) expect(text).not.toContain(value);
    expect((await verify(signedOfRow(after!))).body.genuine).toBe(true);
    // Still the buyer's after the erasure.
    expect((await page(b.purchaseId, b.buyer.userId, true)).status).toBe(200);
    await purgePrivacyRecords(db(), new Date(now.getTime() + 4 * 365 * DAY));
    expect(await db().select({ id: consentCertificates.id }).from(consentCertificates).where(eq(consentCertificates.quoteRequestId, b.id))).toHaveLength(1);
    expect((await purgePrivacyRecords(db(), new Date(now.getTime() + 5 * 366 * DAY))).consentCertificates).toBeGreaterThanOrEqual(1);
    expect(await db().select({ id: consentCertificates.id }).from(consentCertificates).where(eq(consentCertificates.quoteRequestId, b.id))).toHaveLength(0);
  });
});

const signedOfRow = (row: { body: unknown; keyId: string; signature: string }) => ({
  certificate: row.body,
  signature: { algorithm: "Ed25519", keyId: row.keyId, value: row.signature },
});
