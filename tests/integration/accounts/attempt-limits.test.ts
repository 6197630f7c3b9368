/**
 * Every attempt limit holds under concurrency: 150 attempts fired at once
 * (Promise.all; on PostgreSQL they run in parallel over the pool, on PGlite
 * they interleave at every query) are checked exactly as many times as the
 * limit allows. Each attempt is claimed by one atomic statement before its
 * code or password is checked, so a read made before another attempt's
 * write cannot let an extra one through. The clock is injected.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { contractors, outbox, users } from "~/db/schema";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "~/domain/accounts/errors";
import { answerChallenge, CHALLENGE_GONE_MESSAGE, CHALLENGE_MAX_FAILURES, WRONG_CODE_MESSAGE } from "~/domain/accounts/sign-in-challenge.server";
import { signIn } from "~/domain/accounts/sign-in.server";
import { CLIENT_FREE_FAILURES } from "~/domain/accounts/sign-in-throttle.server";
import { confirmTwoFactor, startTwoFactor, twoFactorState } from "~/domain/accounts/two-factor.server";
import { confirmPhoneChange, PHONE_CODE_MAX_ATTEMPTS, requestPhoneChange } from "~/domain/contractors/change-phone.server";
import { hashPassword } from "~/lib/auth/password.server";
import { totpCode } from "~/lib/auth/totp.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";

// Hundreds of password checks: cheaper hashes, the same check (tests/support/cheap-password-hashes.ts).
vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));

const GOOD = "correct horse battery staple";
const T0 = new Date("2026-12-01T10:00:00Z");
const PARALLEL = 150;
const tally = (answers: string[]) => answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a]: (t[a] ?? 0) + 1 }), {});

describe.each(testEngines())("attempt limits under concurrency on %s", (engine) => {
  const t = useTestDatabase(engine, { env: { RATE_LIMIT_LOGIN_MAX: "10000" } });
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

  it(`150 wrong two-factor codes at once on one challenge: exactly ${CHALLENGE_MAX_FAILURES} are checked, and the right code after them is refused`, async () => {
    const c = await contractorWithPassword();
    await startTwoFactor(ctx(), c.userId, GOOD);
    const secret = (await twoFactorState(ctx(), c.userId)).enrolment!.secret;
    await confirmTwoFactor(ctx(), c.userId, await totpCode(secret, T0));
    const now = new Date(T0.getTime() + 5 * 60_000);
    const ip = "198.51.100.90";
    const started = await signIn(ctx(now), { email: c.email, password: GOOD, ip });
    const challengeToken = "challenge" in started ? started.challenge.token : undefined;
    expect(challengeToken).toBeTruthy();
    const right = await totpCode(secret, now);
    const wrong = right === "000000" ? "111111" : "000000";

    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => answerChallenge(ctx(now), { challengeToken, code: wrong, ip })));

    const kinds = tally(answers.map((a) => (a.ok ? "signed in" : a.error)));
    // Four wrong-code answers; the fifth check ends the challenge, as does every attempt past it. (Had the right
    // password before them stayed counted, the client's fifth failure would have come one code earlier.)
    expect(kinds[WRONG_CODE_MESSAGE]).toBe(CHALLENGE_MAX_FAILURES - 1);
    expect(kinds["signed in"]).toBeUndefined();
    expect((kinds[CHALLENGE_GONE_MESSAGE] ?? 0) + (kinds[TOO_MANY_ATTEMPTS_MESSAGE] ?? 0)).toBe(PARALLEL - (CHALLENGE_MAX_FAILURES - 1));
    expect(await answerChallenge(ctx(now), { challengeToken, code: right, ip })).toMatchObject({ ok: false });
    // Each checked code counted once as a failure of this e-mail and client: exactly five, so the client waits the
    // first step of the back-off (1 s), not the 15 minutes 150 counted failures would give.
    expect(await signIn(ctx(now), { email: c.email, password: GOOD, ip })).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 1 });
    expect(await signIn(ctx(new Date(now.getTime() + 1000)), { email: c.email, password: GOOD, ip })).toMatchObject({
      ok: false,
      status: 200,
      secondFactor: true,
    });
  });

  it(`150 wrong passwords at once for one e-mail from one client: exactly ${CLIENT_FREE_FAILURES} are checked, the rest wait`, async () => {
    const c = await contractorWithPassword();
    const ip = "198.51.100.91";

    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => signIn(ctx(), { email: c.email, password: `not the password ${i}`, ip })));

    const statuses = tally(answers.map((a) => (a.ok ? "signed in" : String(a.status))));
    expect(statuses).toEqual({ "401": CLIENT_FREE_FAILURES, "429": PARALLEL - CLIENT_FREE_FAILURES });
    // Five failures counted, no more: the right password now waits the first step of the back-off, like any attempt from this client.
    expect(await signIn(ctx(), { email: c.email, password: GOOD, ip })).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 1 });
    // After the wait it is checked, and signs in.
    expect(await signIn(ctx(new Date(T0.getTime() + 1000)), { email: c.email, password: GOOD, ip })).toMatchObject({ ok: true });
  });

  it(`150 wrong SMS codes at once for one mobile-number change: exactly ${PHONE_CODE_MAX_ATTEMPTS} are checked, and the right code after them is refused`, async () => {
    const c = await contractorWithPassword();
    await requestPhoneChange(ctx(), c.userId, c.contractorId, "+12125552399");
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "+12125552399"), eq(outbox.kind, "account.phone-code")));
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        confirmPhoneChange(ctx(), c.userId, c.contractorId, wrong).then(
          () => "changed",
          (error: Error) => error.message,
        ),
      ),
    );

    const kinds = tally(answers);
    expect(kinds["This code is not right. Please check the text message."]).toBe(PHONE_CODE_MAX_ATTEMPTS - 1);
    expect(kinds["Too many wrong codes. Please ask for a new one."]).toBe(1);
    expect(kinds["No code is waiting. Please ask for a new one."]).toBe(PARALLEL - PHONE_CODE_MAX_ATTEMPTS);
    await expect(confirmPhoneChange(ctx(), c.userId, c.contractorId, code)).rejects.toMatchObject({ code: "invalid_input" });
    const [k] = await t.db.select({ phone: contractors.phone }).from(contractors).where(eq(contractors.id, c.contractorId));
    expect(k!.phone).not.toBe("+12125552399");
  });
});
