/** The /privacy form (deletion, do not sell or share), confirmed by an e-mailed one-day link. */
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, leads, outbox, privacyRequests, quoteRequests } from "~/db/schema";
import { rowsOf } from "~/db/types.server";
import { confirmPrivacyRequest, openPrivacyRequest } from "~/domain/privacy/confirm-privacy-request.server";
import { ERASED_NAME } from "~/domain/privacy/erase-homeowner.server";
import { purgePrivacyRecords } from "~/domain/privacy/purge-privacy-records.server";
import { PRIVACY_REQUEST_SENT, requestPrivacy } from "~/domain/privacy/request-privacy.server";
import { hashToken } from "~/lib/auth/tokens.server";
import { PRIVACY_LINK_INVALID, privacyRequestMessages, privacyRequestSchema } from "~/forms/privacy-request";
import { runFormIntent } from "~/web/run-intent.server";
import { countRows, urlencodedPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { sendQuoteRequest } from "../homeowners/homeowner-world";

const HOUR = 3600 * 1000;

describe.each(testEngines())("privacy requests on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now, ip: "198.51.100.77" });
  /** The token of the newest confirmation e-mail to an address. */
  async function linkTo(email: string): Promise<string> {
    const [mail] = await t.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, "privacy.confirm")))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return /\/privacy\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";
  }

  it("deletion: nothing happens until the e-mailed link is confirmed; then the address's data is erased and the link is spent", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10013", pros: "1", details: "Fence by the oak." });
    expect(await requestPrivacy(ctx(), { kind: "delete", email: sent.email.toUpperCase() })).toBe(PRIVACY_REQUEST_SENT);
    const token = await linkTo(sent.email);
    expect(token).toHaveLength(43);
    // Only the hash is stored; the request is untouched so far.
    expect(await t.db.$count(privacyRequests, eq(privacyRequests.tokenHash, hashToken(token)))).toBe(1);
    expect(rowsOf(await t.db.execute(sql`select 1 from privacy_requests where token_hash = ${token}`))).toHaveLength(0);
    expect((await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, sent.id)))[0]?.email).toBe(sent.email);
    expect(await openPrivacyRequest(t.db, token, new Date())).toMatchObject({ kind: "delete" });

    expect(await confirmPrivacyRequest(ctx(), token)).toContain("deleted");
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, sent.id));
    expect(row).toMatchObject({ fullName: ERASED_NAME, email: "", phone: "", details: "" });
    expect(row?.erasedAt).toBeInstanceOf(Date);
    const [request] = await t.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.tokenHash, hashToken(token)));
    expect(request).toMatchObject({ email: null });
    expect(request?.completedAt).toBeInstanceOf(Date);
    // Reused: refused, and changes nothing.
    await expect(confirmPrivacyRequest(ctx(), token)).rejects.toMatchObject({ code: "invalid_token", message: PRIVACY_LINK_INVALID });
    expect(await openPrivacyRequest(t.db, token, new Date())).toBeUndefined();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, request!.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["privacy.completed", "privacy.requested"]);
    expect(JSON.stringify(audit)).not.toContain(sent.email);
  });

  it("do not sell or share: the address's requests leave the market; its data stays", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10014", pros: "2" });
    await requestPrivacy(ctx(), { kind: "do-not-sell", email: sent.email });
    expect(await confirmPrivacyRequest(ctx(), await linkTo(sent.email))).toContain("will not sell");
    expect((await t.db.select({ status: leads.status }).from(leads).where(eq(leads.quoteRequestId, sent.id))).map((l) => l.status)).toEqual([
      "invalid",
      "invalid",
    ]);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, sent.id));
    expect(row?.email).toBe(sent.email);
    expect(row?.contactStoppedAt).toBeInstanceOf(Date);
  });

  it("a wrong, malformed or expired link does nothing; an unknown address gets the same answer", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10016", pros: "1" });
    const now = new Date();
    await requestPrivacy(ctx(now), { kind: "delete", email: sent.email });
    const token = await linkTo(sent.email);
    for (const [bad, at] of [
      ["A".repeat(43), now],
      ["short", now],
      [token, new Date(now.getTime() + 25 * HOUR)],
    ] as const) {
      await expect(confirmPrivacyRequest(ctx(at), bad)).rejects.toMatchObject({ code: "invalid_token" });
    }
    expect((await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, sent.id)))[0]?.email).toBe(sent.email);
    // The unconfirmed request (the only kind that still holds an address) is purged once its link expired.
    expect((await purgePrivacyRecords(t.db, new Date(now.getTime() + 25 * HOUR))).privacyRequests).toBeGreaterThanOrEqual(1);
    expect(await t.db.$count(privacyRequests, eq(privacyRequests.email, sent.email))).toBe(0);
    expect(await requestPrivacy(ctx(), { kind: "delete", email: "nobody-known@example.com" })).toBe(PRIVACY_REQUEST_SENT);
  });

  it.each([
    ["no address", { kind: "delete" }, privacyRequestMessages.required],
    ["a malformed address", { kind: "delete", email: "not-an-email" }, privacyRequestMessages.invalid],
    ["no choice", { email: "someone@example.com" }, privacyRequestMessages.kind],
    ["an unknown choice", { kind: "sell-more", email: "someone@example.com" }, privacyRequestMessages.kind],
  ])("the /privacy form refuses %s with a clear message and 400, writing nothing", async (_name, fields, message) => {
    const digest = async () => ({ ...(await countRows(t.db)), privacy: await t.db.$count(privacyRequests), audit: await t.db.$count(auditLog) });
    const before = await digest();
    const result = await runFormIntent(urlencodedPost("/privacy", fields), privacyRequestSchema, (input) => requestPrivacy(ctx(), input), {
      intent: "privacy-request",
      hidden: [],
    });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, error: message });
    expect(await digest()).toEqual(before);
  });
});
