/**
 * Self-service (decision 0029), at the domain level on both engines: password
 * change (other sessions end), e-mail change by link (wrong, expired, reused;
 * notice to the old address), mobile phone by SMS code (wrong, expired, too
 * many tries), business profile, and two-factor sign-in (enrol, sign in with a
 * code, recovery codes once each, throttling, disable). The clock is moved
 * through the context's `now`, never waited for.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog, contractors, outbox, phoneVerifications, sessions, users } from "~/db/schema";
import { changePassword } from "~/domain/accounts/change-password.server";
import { confirmEmailChange, EMAIL_CHANGE_TTL_MS, requestEmailChange } from "~/domain/accounts/change-email.server";
import { WRONG_PASSWORD_MESSAGE } from "~/domain/accounts/current-password.server";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { answerChallenge, CHALLENGE_GONE_MESSAGE, WRONG_CODE_MESSAGE } from "~/domain/accounts/sign-in-challenge.server";
import { signIn } from "~/domain/accounts/sign-in.server";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, twoFactorState } from "~/domain/accounts/two-factor.server";
import { confirmPhoneChange, PHONE_CODE_TTL_MS, requestPhoneChange } from "~/domain/contractors/change-phone.server";
import { updateBusinessProfile } from "~/domain/contractors/update-business-profile.server";
import { hashPassword, verifyPassword } from "~/lib/auth/password.server";
import { totpCode } from "~/lib/auth/totp.server";
import { deliverDueSms } from "~/jobs/deliver-due-sms.server";
import { smsConfigOf } from "~/lib/sms.server";
import { testEnv } from "../../support/form-requests";
import { startHttpStandIn } from "../../support/http-stand-in";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";

// Real scrypt at a cheaper cost: these tests hash and check passwords often (auth.test.ts tests the cost itself).
vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));

const GOOD = "correct horse battery staple";
const NEW = "a brand new passphrase here";
const T0 = new Date("2026-03-02T15:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(testEngines())("self-service on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now = T0) => ({ db: t.db, env: t.env, now });

  async function contractorWithPassword() {
    const made = await makeContractor(t.db, t.env);
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(GOOD) })
      .where(eq(users.id, made.userId));
    const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, made.userId));
    return { ...made, email: u!.email };
  }
  async function signedIn(email: string, ip = "192.0.2.10") {
    const r = await signIn(ctx(), { email, password: GOOD, ip });
    if (!r.ok) throw new Error("sign-in failed");
    const found = await getSessionUser(ctx(), r.session.token);
    return { cookie: r.session.token, sessionId: found!.sessionId };
  }
  const lastMail = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)))[0];
  const tokenIn = (text: string | null | undefined) => /\/account\/email\/([A-Za-z0-9_-]{43})/.exec(text ?? "")?.[1] ?? "";

  it("changes the password: the current one is required, every other session ends, this one stays", async () => {
    const c = await contractorWithPassword();
    const here = await signedIn(c.email);
    const elsewhere = await signedIn(c.email, "192.0.2.11");
    await expect(changePassword(ctx(), c.userId, here.sessionId, { currentPassword: "not my password at all", password: NEW })).rejects.toMatchObject({
      code: "invalid_input",
      message: WRONG_PASSWORD_MESSAGE,
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, c.userId))).toHaveLength(2);
    await expect(changePassword(ctx(), c.userId, here.sessionId, { currentPassword: GOOD, password: "password1234" })).rejects.toMatchObject({
      code: "invalid_input",
    });

    await changePassword(ctx(), c.userId, here.sessionId, { currentPassword: GOOD, password: NEW });
    expect(await getSessionUser(ctx(), here.cookie)).not.toBeNull();
    expect(await getSessionUser(ctx(), elsewhere.cookie)).toBeNull();
    const [u] = await t.db.select().from(users).where(eq(users.id, c.userId));
    expect(await verifyPassword(NEW, u!.passwordHash!)).toBe(true);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.userId), eq(auditLog.action, "account.password-changed")));
    expect(row?.actorUserId).toBe(c.userId);
  });

  it("changes the e-mail only through the link sent to the new address; the old one gets a notice; the link works once", async () => {
    const c = await contractorWithPassword();
    const fresh = `moved-${c.contractorId.slice(0, 8)}@example.com`;
    await requestEmailChange(ctx(), c.userId, fresh);
    expect((await lastMail(c.email))?.text).toContain(fresh);
    const token = tokenIn((await lastMail(fresh))?.text);
    expect(token).not.toBe("");
    const [still] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, c.userId));
    expect(still!.email).toBe(c.email);

    await expect(confirmEmailChange(ctx(), "B".repeat(43), c.userId)).rejects.toMatchObject({ code: "invalid_token" });
    expect(await confirmEmailChange(ctx(), token, c.userId)).toEqual({ email: fresh });
    const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, c.userId));
    const [k] = await t.db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, c.contractorId));
    expect([u!.email, k!.email]).toEqual([fresh, fresh]);
    await expect(confirmEmailChange(ctx(), token, c.userId)).rejects.toMatchObject({ code: "invalid_token" });
  });

  it("refuses an expired e-mail link and an address another account uses", async () => {
    const c = await contractorWithPassword();
    const other = await contractorWithPassword();
    await expect(requestEmailChange(ctx(), c.userId, other.email)).rejects.toMatchObject({ code: "email_taken" });
    const fresh = `late-${c.contractorId.slice(0, 8)}@example.com`;
    await requestEmailChange(ctx(), c.userId, fresh);
    const token = tokenIn((await lastMail(fresh))?.text);
    await expect(confirmEmailChange(ctx(at(EMAIL_CHANGE_TTL_MS + 1)), token, c.userId)).rejects.toMatchObject({ code: "invalid_token" });
    const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, c.userId));
    expect(u!.email).toBe(c.email);
  });

  it("changes the mobile phone only with the SMS code; a wrong code counts, an expired one fails", async () => {
    const c = await contractorWithPassword();
    await requestPhoneChange(ctx(), c.userId, c.contractorId, "+12125552345");
    const sms = await lastMail("+12125552345");
    expect(sms).toMatchObject({ channel: "sms", kind: "account.phone-code" });
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    const [pending] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.contractorId, c.contractorId));
    expect(pending!.codeHash).not.toContain(code);
    const wrong = code === "000000" ? "111111" : "000000";
    await expect(confirmPhoneChange(ctx(), c.userId, c.contractorId, wrong)).rejects.toMatchObject({ code: "invalid_input" });
    const [after] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.contractorId, c.contractorId));
    expect(after!.attempts).toBe(1);
    expect(await confirmPhoneChange(ctx(), c.userId, c.contractorId, code)).toEqual({ phone: "+12125552345" });
    const [k] = await t.db.select({ phone: contractors.phone }).from(contractors).where(eq(contractors.id, c.contractorId));
    expect(k!.phone).toBe("+12125552345");

    await requestPhoneChange(ctx(), c.userId, c.contractorId, "+12125552346");
    const late = /\b(\d{6})\b/.exec((await lastMail("+12125552346"))!.text)![1]!;
    await expect(confirmPhoneChange(ctx(at(PHONE_CODE_TTL_MS + 1)), c.userId, c.contractorId, late)).rejects.toMatchObject({ code: "invalid_token" });
    const [same] = await t.db.select({ phone: contractors.phone }).from(contractors).where(eq(contractors.id, c.contractorId));
    expect(same!.phone).toBe("+12125552345");
  });

  it("sends the phone code through the outbox SMS channel to the SMS API (an HTTP stand-in), and that code confirms", async () => {
    const twilio = await startHttpStandIn();
    const settings = testEnv({
      SMS_API_URL: twilio.url,
      SMS_ACCOUNT_SID: "AC5ef8732a3c49700934481addd5ce1659",
      SMS_AUTH_TOKEN: "token-xyz",
      SMS_FROM: "+15125552199",
      LEAD_PHONE_VERIFICATION: "optional",
    }); // With an SMS provider LEAD_PHONE_VERIFICATION defaults to required; these leads must be on sale at once.
    try {
      twilio.respond(() => ({ status: 201, body: JSON.stringify({ sid: "SM0042", status: "queued" }) }));
      const c = await contractorWithPassword();
      const smsCtx = { db: t.db, env: settings.env, now: T0 };
      await requestPhoneChange(smsCtx, c.userId, c.contractorId, "+12125552348");
      expect((await deliverDueSms(t.db, smsConfigOf(settings.env)!)).sent).toBeGreaterThanOrEqual(1);
      const posted = twilio.requests.map((r) => new URLSearchParams(r.body)).find((b) => b.get("To") === "+12125552348");
      const code = /\b(\d{6})\b/.exec(posted?.get("Body") ?? "")?.[1] ?? "";
      expect(await confirmPhoneChange(smsCtx, c.userId, c.contractorId, code)).toEqual({ phone: "+12125552348" });
    } finally {
      await twilio.stop();
      settings.cleanup();
    }
  });

  it("ends a phone code after 5 wrong tries, even if the right one comes next", async () => {
    const c = await contractorWithPassword();
    await requestPhoneChange(ctx(), c.userId, c.contractorId, "+12125552347");
    const code = /\b(\d{6})\b/.exec((await lastMail("+12125552347"))!.text)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) await expect(confirmPhoneChange(ctx(), c.userId, c.contractorId, wrong)).rejects.toMatchObject({ code: "invalid_input" });
    await expect(confirmPhoneChange(ctx(), c.userId, c.contractorId, wrong)).rejects.toMatchObject({ code: "rate_limited" });
    await expect(confirmPhoneChange(ctx(), c.userId, c.contractorId, code)).rejects.toMatchObject({ code: "invalid_input" });
    const [k] = await t.db.select({ phone: contractors.phone }).from(contractors).where(eq(contractors.id, c.contractorId));
    expect(k!.phone).toBe("+12125552100");
  });

  it("saves the business profile with the contractor as the audit actor, and refuses a bad one writing nothing", async () => {
    const c = await contractorWithPassword();
    await updateBusinessProfile(ctx(), c.userId, c.contractorId, {
      businessName: "Ridge Line Roofing",
      website: "https://ridgeline.example.com",
      yearsInBusiness: 12,
    });
    await expect(
      updateBusinessProfile(ctx(), c.userId, c.contractorId, { businessName: "", website: "javascript:alert(1)", yearsInBusiness: 5 }),
    ).rejects.toMatchObject({ code: "invalid_input" });
    const [k] = await t.db.select().from(contractors).where(eq(contractors.id, c.contractorId));
    expect([k!.businessName, k!.website, k!.yearsInBusiness]).toEqual(["Ridge Line Roofing", "https://ridgeline.example.com", 12]);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.contractorId), eq(auditLog.action, "contractor.profile")));
    expect(rows.map((r) => r.actorUserId)).toEqual([c.userId]);
  });

  it("setting up two-factor sign-in takes 5 codes in 15 minutes, however many are sent at once", async () => {
    const c = await contractorWithPassword();
    await startTwoFactor(ctx(), c.userId, GOOD);
    const secret = (await twoFactorState(ctx(), c.userId)).enrolment!.secret;
    const wrong = (await totpCode(secret, T0)) === "000000" ? "111111" : "000000";
    const tries = await Promise.allSettled(Array.from({ length: 8 }, () => confirmTwoFactor(ctx(), c.userId, wrong)));
    const codes = tries.map((r) => (r.status === "rejected" ? (r.reason as { code: string }).code : "ok")).toSorted();
    expect(codes).toEqual([...Array(5).fill("invalid_input"), ...Array(3).fill("rate_limited")].toSorted());
    // Even the right code waits for the window now.
    await expect(confirmTwoFactor(ctx(), c.userId, await totpCode(secret, T0))).rejects.toMatchObject({ code: "rate_limited", details: { field: "code" } });
    expect((await twoFactorState(ctx(), c.userId)).enabled).toBe(false);
  });

  it("enrols two-factor sign-in, then asks for a code after the password; recovery codes work once each; disable needs the password", async () => {
    const c = await contractorWithPassword();
    await expect(startTwoFactor(ctx(), c.userId, "wrong password here")).rejects.toMatchObject({ message: WRONG_PASSWORD_MESSAGE });
    await startTwoFactor(ctx(), c.userId, GOOD);
    const secret = (await twoFactorState(ctx(), c.userId)).enrolment!.secret;
    expect((await twoFactorState(ctx(), c.userId)).enrolment!.qrSvg).toMatch(/^<svg/);
    await expect(confirmTwoFactor(ctx(), c.userId, "000000" === (await totpCode(secret, T0)) ? "111111" : "000000")).rejects.toMatchObject({
      code: "invalid_input",
    });
    const { recoveryCodes } = await confirmTwoFactor(ctx(), c.userId, await totpCode(secret, T0));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // The password alone opens no session now.
    const later = at(60_000);
    const first = await signIn(ctx(later), { email: c.email, password: GOOD, ip: "192.0.2.20" });
    expect(first).toMatchObject({ ok: false, status: 200, secondFactor: true });
    const challenge = "challenge" in first ? first.challenge.token : undefined;
    expect(await answerChallenge(ctx(later), { challengeToken: challenge, code: "12345", ip: "192.0.2.20" })).toMatchObject({
      ok: false,
      error: WRONG_CODE_MESSAGE,
    });
    const done = await answerChallenge(ctx(later), { challengeToken: challenge, code: await totpCode(secret, later), ip: "192.0.2.20" });
    expect(done).toMatchObject({ ok: true, user: { id: c.userId } });
    // The challenge is spent, and the same TOTP code does not open a second one.
    expect(await answerChallenge(ctx(later), { challengeToken: challenge, code: await totpCode(secret, later), ip: "192.0.2.20" })).toMatchObject({
      ok: false,
      error: CHALLENGE_GONE_MESSAGE,
    });
    const second = await signIn(ctx(later), { email: c.email, password: GOOD, ip: "192.0.2.20" });
    const token2 = "challenge" in second ? second.challenge.token : undefined;
    expect(await answerChallenge(ctx(later), { challengeToken: token2, code: await totpCode(secret, later), ip: "192.0.2.20" })).toMatchObject({
      ok: false,
      error: WRONG_CODE_MESSAGE,
    });
    // A recovery code works once (any case, with or without the dash).
    expect(
      await answerChallenge(ctx(later), { challengeToken: token2, code: recoveryCodes[0]!.toUpperCase().replace("-", ""), ip: "192.0.2.20" }),
    ).toMatchObject({ ok: true });
    const third = await signIn(ctx(later), { email: c.email, password: GOOD, ip: "192.0.2.20" });
    const token3 = "challenge" in third ? third.challenge.token : undefined;
    expect(await answerChallenge(ctx(later), { challengeToken: token3, code: recoveryCodes[0]!, ip: "192.0.2.20" })).toMatchObject({
      ok: false,
      error: WRONG_CODE_MESSAGE,
    });
    expect((await twoFactorState(ctx(), c.userId)).recoveryCodesLeft).toBe(9);

    // Turning it off asks "Confirm it's you" first, in the route (confirm-identity.test.ts); the verb itself just turns it off.
    await disableTwoFactor(ctx(), c.userId);
    expect(await signIn(ctx(later), { email: c.email, password: GOOD, ip: "192.0.2.20" })).toMatchObject({ ok: true });
  });

  it("throttles codes like passwords: a challenge ends after 5 wrong codes, then the client waits", async () => {
    const c = await contractorWithPassword();
    await startTwoFactor(ctx(), c.userId, GOOD);
    const secret = (await twoFactorState(ctx(), c.userId)).enrolment!.secret;
    await confirmTwoFactor(ctx(), c.userId, await totpCode(secret, T0));
    const ip = "198.51.100.77";
    const r = await signIn(ctx(), { email: c.email, password: GOOD, ip });
    const token = "challenge" in r ? r.challenge.token : undefined;
    for (let i = 0; i < 4; i++)
      expect(await answerChallenge(ctx(), { challengeToken: token, code: "abcdef", ip })).toMatchObject({ ok: false, status: 401, error: WRONG_CODE_MESSAGE });
    expect(await answerChallenge(ctx(), { challengeToken: token, code: "abcdef", ip })).toMatchObject({ ok: false, restart: true });
    // Five failures of this e-mail and client: the next password attempt from it waits too.
    expect(await signIn(ctx(), { email: c.email, password: GOOD, ip })).toMatchObject({ ok: false, status: 429 });
  });
});
