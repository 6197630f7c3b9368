import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, sessions, users } from "~/db/schema";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { INVALID_CREDENTIALS_MESSAGE } from "~/domain/accounts/errors";
import { acceptInvitation, issueInvitation } from "~/domain/accounts/invitations.server";
import { PASSWORD_RESET_SENT_MESSAGE, requestPasswordReset, resetPassword } from "~/domain/accounts/password-reset.server";
import { requireRole, safeRedirectTo } from "~/web/require-role.server";
import { getSessionUser, signOut } from "~/domain/accounts/sessions.server";
import { signIn } from "~/domain/accounts/sign-in.server";
import { hashPassword, passwordPolicyError, passwordPolicyMessages, SCRYPT_CONCURRENCY, scryptLoad, verifyPassword } from "~/lib/auth/password.server";
import { hashToken } from "~/lib/auth/tokens.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { clearedSessionCookie, sessionCookie } from "~/web/session-cookie.server";
import { deviceCookie } from "~/web/device-cookie.server";
import { sessionCookieHeader } from "../../support/session-cookies";

const GOOD = "correct horse battery staple";

describe("passwords", () => {
  it("hashes with scrypt N=2^17 r=8 p=1 and a 16-byte salt; verifies in constant time", async () => {
    const hash = await hashPassword(GOOD);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword(GOOD)).not.toBe(hash);
    expect(await verifyPassword(GOOD, hash)).toBe(true);
    expect(await verifyPassword(`${GOOD}!`, hash)).toBe(false);
    expect(await verifyPassword(GOOD, "scrypt$garbage")).toBe(false);
  });

  it("runs one hash at a time (128 MiB each); the others wait their turn and still answer", async () => {
    let mostActive = 0;
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      const { active, pending } = scryptLoad();
      mostActive = Math.max(mostActive, active);
      mostWaiting = Math.max(mostWaiting, pending);
    }, 1);
    try {
      const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`${GOOD} ${i}`)));
      expect(await Promise.all(hashes.map((hash, i) => verifyPassword(`${GOOD} ${i}`, hash)))).toEqual(Array(6).fill(true));
    } finally {
      clearInterval(sampler);
    }
    expect(mostActive).toBe(1);
    expect(SCRYPT_CONCURRENCY).toBe(1);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(scryptLoad()).toEqual({ active: 0, pending: 0 });
  });

  it("follows ASVS 6.2: 12 to 128 characters, no composition rules, no common passwords", () => {
    expect(passwordPolicyError("short pass")).toBe(passwordPolicyMessages.tooShort);
    expect(passwordPolicyError("x".repeat(129))).toBe(passwordPolicyMessages.tooLong);
    const commons = ["password1234", "Password123!", "qwertyuiop123", "passwordpassword", "aaaaaaaaaaaa", "123456789012", "iloveyou2025"];
    expect(commons.filter((p) => passwordPolicyError(p) !== passwordPolicyMessages.common)).toEqual([]);
    expect(passwordPolicyError("all lower case words ok")).toBeUndefined();
    expect(passwordPolicyError("🙂🙂🙂🙂 emoji fine")).toBeUndefined();
  });
});

describe.each(testEngines())("accounts on %s", (engine) => {
  const t = useTestDatabase(engine, { env: { RATE_LIMIT_LOGIN_MAX: "1000", PUBLIC_URL: "https://pros.example.com" } });
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });

  it("createAdmin refuses weak passwords and bad e-mails; signs in with a secure, renewed cookie", async () => {
    await expect(createAdmin(t.db, { email: "boss@example.com", password: "password1234" })).rejects.toThrow(passwordPolicyMessages.common);
    await expect(createAdmin(t.db, { email: "not-an-email", password: GOOD })).rejects.toThrow("valid e-mail");
    await createAdmin(t.db, { email: "Boss@Example.com", password: GOOD });
    const first = await signIn(ctx(), { email: "BOSS@example.com", password: GOOD, ip: "192.0.2.1" });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const publicUrl = t.env.PUBLIC_URL;
    expect(sessionCookie(first.session, { publicUrl })).toMatch(/^thp_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    expect(deviceCookie(first.device, { publicUrl })).toMatch(/^thp_device=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000; Secure$/);
    const second = await signIn(ctx(), { email: "boss@example.com", password: GOOD, ip: "192.0.2.1" });
    if (!second.ok) throw new Error("expected success");
    expect(second.session.token).not.toBe(first.session.token);
    // Only the token's hash is stored.
    const token = first.session.token;
    expect(await t.db.select().from(sessions).where(eq(sessions.id, token))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token))),
    ).toHaveLength(1);
    const found = await getSessionUser(ctx(), first.session.token);
    expect(found?.user).toMatchObject({ email: "boss@example.com", role: "admin" });
  });

  it("answers the same generic error for an unknown e-mail and a wrong password", async () => {
    const unknown = await signIn(ctx(), { email: "nobody@example.com", password: GOOD, ip: "192.0.2.2" });
    const wrong = await signIn(ctx(), { email: "boss@example.com", password: "wrong password here", ip: "192.0.2.2" });
    expect(unknown).toEqual({ ok: false, status: 401, error: INVALID_CREDENTIALS_MESSAGE });
    expect(wrong).toEqual({ ok: false, status: 401, error: INVALID_CREDENTIALS_MESSAGE });
  });

  it("rate-limits failed sign-ins per IP, whatever the e-mail", async () => {
    const strict = { db: t.db, env: { ...t.env, RATE_LIMIT_LOGIN_MAX: 3 } };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await signIn(strict, { email: `x${i}@example.com`, password: GOOD, ip: "203.0.113.99" }));
    expect(results.map((r) => (r.ok ? 200 : r.status))).toEqual([401, 401, 401, 429]);
  });

  it("sessions slide forward when used, expire when idle, and end at sign-out", async () => {
    const t0 = new Date("2026-11-01T00:00:00Z");
    const r = await signIn(ctx(t0), { email: "boss@example.com", password: GOOD, ip: "192.0.2.9" });
    if (!r.ok) throw new Error("expected success");
    const cookie = r.session.token;
    expect((await getSessionUser(ctx(new Date(t0.getTime() + 60_000)), cookie))?.renewed).toBeUndefined();
    const renewed = await getSessionUser(ctx(new Date(t0.getTime() + 13 * 86_400_000)), cookie);
    expect(renewed?.renewed).toEqual({ token: cookie, maxAgeSeconds: 14 * 86_400 });
    expect(await getSessionUser(ctx(new Date(t0.getTime() + 26 * 86_400_000)), cookie)).not.toBeNull();
    expect(await getSessionUser(ctx(new Date(t0.getTime() + 41 * 86_400_000)), cookie)).toBeNull();
    const r2 = await signIn(ctx(), { email: "boss@example.com", password: GOOD, ip: "192.0.2.9" });
    if (!r2.ok) throw new Error("expected success");
    await signOut(ctx(), r2.session.token);
    expect(clearedSessionCookie({ publicUrl: t.env.PUBLIC_URL })).toContain("Max-Age=0");
    expect(await getSessionUser(ctx(), r2.session.token)).toBeNull();
  });

  it("requireRole sends strangers to /login?redirectTo=… and refuses the wrong role", async () => {
    const stranger = new Request("https://pros.example.com/admin/applications?status=new");
    const thrown = await requireRole(ctx(), stranger, "admin").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fapplications%3Fstatus%3Dnew");
    const r = await signIn(ctx(), { email: "boss@example.com", password: GOOD, ip: "192.0.2.10" });
    if (!r.ok) throw new Error("expected success");
    const asAdmin = new Request("https://pros.example.com/pro", { headers: { cookie: sessionCookieHeader(r.session) } });
    // Admins need two-factor sign-in (ADMIN_TWO_FACTOR=required): enrolment first, then the console.
    expect(((await requireRole(ctx(), asAdmin, "admin").catch((e: unknown) => e)) as Response).headers.get("location")).toBe("/account/two-factor");
    await t.db.update(users).set({ totpSecret: "JBSWY3DPEHPK3PXP", totpEnabledAt: new Date() }).where(eq(users.email, "boss@example.com"));
    expect((await requireRole(ctx(), asAdmin, "admin")).user.email).toBe("boss@example.com");
    // Back to password-only sign-in for the tests below that sign this admin in.
    await t.db.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.email, "boss@example.com"));
    const refused = await requireRole(ctx(), asAdmin, "contractor").catch((e: unknown) => e);
    expect((refused as Response).status).toBe(403);
    expect(safeRedirectTo("//evil.example", "/pro")).toBe("/pro");
    expect(safeRedirectTo("/pro/leads", "/pro")).toBe("/pro/leads");
    expect(safeRedirectTo("/pro/leads?tab=new&x=%2F", "/pro")).toBe("/pro/leads?tab=new&x=%2F");
    for (const bad of [
      "/\\evil.example",
      "/pro\r\nSet-Cookie: x=1",
      "/pro\n",
      "/pro/\u0000",
      "/pro leads",
      "/pro/ünïcode",
      "/a//b",
      "https://evil.example",
      "pro",
    ]) {
      expect(safeRedirectTo(bad, "/pro")).toBe("/pro");
    }
  });

  it("invitation: a contractor sets a password once from the link and is signed in", async () => {
    const { userId } = await makeContractor(t.db, t.env);
    const { token } = await t.db.transaction((tx) => issueInvitation(tx, t.env, userId));
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, "account.invitation"));
    expect(mail!.text).toContain(`https://pros.example.com/invite/${token}`);
    const [u] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(await signIn(ctx(), { email: u!.email, password: GOOD, ip: "192.0.2.11" })).toMatchObject({ ok: false, status: 401 });
    await expect(acceptInvitation(ctx(), token, "short")).rejects.toThrow(passwordPolicyMessages.tooShort);
    const accepted = await acceptInvitation(ctx(), token, GOOD);
    expect((await getSessionUser(ctx(), accepted.session.token))?.user.role).toBe("contractor");
    await expect(acceptInvitation(ctx(), token, GOOD)).rejects.toThrow("invalid or has expired");
    expect(await signIn(ctx(), { email: u!.email, password: GOOD, ip: "192.0.2.11" })).toMatchObject({ ok: true });
  });

  it("password reset: same answer for unknown e-mails, one-time link, old sessions end", async () => {
    expect(await requestPasswordReset(ctx(), "ghost@example.com")).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(await t.db.select().from(outbox).where(eq(outbox.to, "ghost@example.com"))).toEqual([]);
    const old = await signIn(ctx(), { email: "boss@example.com", password: GOOD, ip: "192.0.2.12" });
    if (!old.ok) throw new Error("expected success");
    expect(await requestPasswordReset(ctx(), "Boss@example.com")).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, "account.password-reset"));
    const token = /reset-password\/([\w-]+)/.exec(mail!.text)![1]!;
    await resetPassword(ctx(), token, "a brand new long password");
    await expect(resetPassword(ctx(), token, "another brand new password")).rejects.toThrow("invalid or has expired");
    expect(await getSessionUser(ctx(), old.session.token)).toBeNull();
    expect(await signIn(ctx(), { email: "boss@example.com", password: "a brand new long password", ip: "192.0.2.12" })).toMatchObject({ ok: true });
    // Expired after an hour.
    await requestPasswordReset(ctx(), "boss@example.com");
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, "account.password-reset"));
    const late = /reset-password\/([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
    await expect(resetPassword(ctx(new Date(Date.now() + 2 * 3600_000)), late, "yet another long password")).rejects.toThrow("invalid or has expired");
  });
});
