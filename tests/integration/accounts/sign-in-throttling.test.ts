/**
 * Decision 0011: sign-in throttling that nobody can aim
 * at someone else's account. Failures count per (e-mail, client) with a
 * growing wait; only a distributed attack locks an account, and then only
 * against new devices, with one e-mail to the owner whose link (or a
 * password reset) restores access. Successful sign-ins never count. The
 * clock is injected; nothing sleeps.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { outbox, signInThrottles } from "~/db/schema";
import { confirmDevice } from "~/domain/accounts/confirm-device.server";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { ACCOUNT_LOCKED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from "~/domain/accounts/errors";
import { requestPasswordReset, resetPassword } from "~/domain/accounts/password-reset.server";
import { signIn, type SignInResult } from "~/domain/accounts/sign-in.server";
import { pruneSignInThrottles } from "~/domain/accounts/sign-in-throttle.server";
import { limitKey } from "~/lib/limit-keys.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

// Hundreds of password checks: cheaper hashes, the same check (tests/support/cheap-password-hashes.ts).
vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));

const GOOD = "correct horse battery staple";
const WRONG = "not the right password";
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const answerOf = (r: SignInResult) => (r.ok ? { ok: true } : r);

describe.each(testEngines())("sign-in throttling on %s", (engine) => {
  const t = useTestDatabase(engine, { env: { RATE_LIMIT_LOGIN_MAX: "1000", PUBLIC_URL: "https://pros.example.com" } });
  const at = (now: Date, env = t.env) => ({ db: t.db, env, now });
  const unlockMails = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

  it("one IP failing 100 times waits longer and longer (checked before the password), and the owner elsewhere signs in", async () => {
    await createAdmin(t.db, { email: "owner1@example.com", password: GOOD });
    let now = new Date("2026-11-21T10:00:00Z");
    const statuses: number[] = [];
    const waits: number[] = [];
    const refusals = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const r = await signIn(at(now), { email: "owner1@example.com", password: `${WRONG} ${i}`, ip: "198.51.100.66" });
      if (r.ok) throw new Error("a wrong password signed in");
      statuses.push(r.status);
      if (r.status !== 429) continue;
      refusals.add(r.error);
      // Even the right password is refused while the client waits: the guess is not checked at all.
      const right = await signIn(at(now), { email: "owner1@example.com", password: GOOD, ip: "198.51.100.66" });
      refusals.add(right.ok ? "signed in while waiting" : right.error);
      waits.push(r.retryAfterSeconds ?? 0);
      now = new Date(now.getTime() + (r.retryAfterSeconds ?? 0) * SECOND);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    expect([...refusals]).toEqual([TOO_MANY_ATTEMPTS_MESSAGE]);
    expect(waits.slice(0, 11)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(waits.every((w, i) => w <= 900 && (i === 0 || w >= waits[i - 1]!))).toBe(true);
    expect(waits.at(-1)).toBe(900);

    // The owner, on another network and a browser never used before, is not affected.
    const owner = await signIn(at(now), { email: "owner1@example.com", password: GOOD, ip: "203.0.113.7" });
    expect(owner).toMatchObject({ ok: true });
    // One client alone never locks the account, and nobody was mailed.
    expect(await unlockMails("owner1@example.com")).toEqual([]);
    // After waiting, the attacker's next guess is checked again (and fails as a plain wrong password).
    expect(await signIn(at(new Date(now.getTime() + 900 * SECOND)), { email: "owner1@example.com", password: WRONG, ip: "198.51.100.66" })).toEqual({
      ok: false,
      status: 401,
      error: INVALID_CREDENTIALS_MESSAGE,
    });
  });

  it("a known browser behind the attacker's address is not slowed down by the attacker", async () => {
    await createAdmin(t.db, { email: "owner2@example.com", password: GOOD });
    const now = new Date("2026-11-22T10:00:00Z");
    const first = await signIn(at(now), { email: "owner2@example.com", password: GOOD, ip: "192.0.2.50" });
    if (!first.ok) throw new Error("expected success");
    for (let i = 0; i < 6; i++) await signIn(at(now), { email: "owner2@example.com", password: WRONG, ip: "192.0.2.50" });
    expect(await signIn(at(now), { email: "owner2@example.com", password: GOOD, ip: "192.0.2.50" })).toMatchObject({ ok: false, status: 429 });
    const known = await signIn(at(now), { email: "owner2@example.com", password: GOOD, ip: "192.0.2.50", deviceToken: first.device.token });
    expect(known).toMatchObject({ ok: true });
  });

  it("30 successful sign-ins in a row never count; a success resets that client's failures", async () => {
    await createAdmin(t.db, { email: "busy@example.com", password: GOOD });
    const strict = { ...t.env, RATE_LIMIT_LOGIN_MAX: 3 };
    const now = new Date("2026-11-23T10:00:00Z");
    for (let i = 0; i < 30; i++) {
      expect(await signIn(at(now, strict), { email: "busy@example.com", password: GOOD, ip: "192.0.2.60" }), `sign-in ${i + 1}`).toMatchObject({ ok: true });
    }
    // Four failures, a success, four more: without the reset the client would be waiting by now.
    const other = new Date("2026-11-23T11:00:00Z");
    const run = async (password: string) => answerOf(await signIn(at(other), { email: "busy@example.com", password, ip: "192.0.2.61" }));
    for (let i = 0; i < 4; i++) expect(await run(WRONG)).toMatchObject({ status: 401 });
    expect(await run(GOOD)).toEqual({ ok: true });
    for (let i = 0; i < 4; i++) expect(await run(WRONG)).toMatchObject({ status: 401 });
    expect(await run(GOOD)).toEqual({ ok: true });
    expect(
      await t.db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.client, await limitKey(t.db, "sign-in-client:ip:192.0.2.61"))),
    ).toEqual([]);
  });

  it("a distributed attack mails one unlock link; known browsers, the link and a password reset restore access; unknown e-mails answer the same", async () => {
    await createAdmin(t.db, { email: "target@example.com", password: GOOD });
    const t0 = new Date("2026-11-24T10:00:00Z");
    const before = await signIn(at(t0), { email: "target@example.com", password: GOOD, ip: "192.0.2.70" });
    if (!before.ok) throw new Error("expected success");
    const knownDevice = before.device.token;

    // Ten clients, five guesses each, all at once, for the owner's e-mail and for one nobody has.
    const attack = (email: string, firstIp: number, clients: number) =>
      Promise.all(
        Array.from({ length: clients }, async (_, c) => {
          const answers = [];
          for (let i = 0; i < 5; i++) answers.push(answerOf(await signIn(at(t0), { email, password: `${WRONG} ${i}`, ip: `198.18.${firstIp + c}.1` })));
          return answers;
        }),
      );
    const [onTarget, onNobody] = await Promise.all([attack("target@example.com", 0, 10), attack("nobody-at-all@example.com", 0, 10)]);
    // Which concurrent guess is the fiftieth varies from run to run; the answers, counted, do not.
    const tally = (answers: ReturnType<typeof answerOf>[][]) =>
      answers
        .flat()
        .map((a) => JSON.stringify(a))
        .toSorted();
    expect(tally(onNobody)).toEqual(tally(onTarget));
    const flat = onTarget.flat();
    expect(flat.filter((a) => "error" in a && a.error === ACCOUNT_LOCKED_MESSAGE).length).toBeGreaterThanOrEqual(1);
    expect(flat.every((a) => "status" in a && a.status === 401)).toBe(true);
    // More clients keep failing: still only the one e-mail.
    const more = await attack("target@example.com", 20, 2);
    expect(more.flat().every((a) => "error" in a && a.error === ACCOUNT_LOCKED_MESSAGE)).toBe(true);
    const mails = (await unlockMails("target@example.com")).filter((m) => m.kind === "account.unlock");
    expect(mails).toHaveLength(1);
    expect(await unlockMails("nobody-at-all@example.com")).toEqual([]);

    const later = new Date(t0.getTime() + HOUR);
    // A new browser gets the lock message whether the password is right or not (a lock confirms no guess) …
    const fresh = { email: "target@example.com", ip: "203.0.113.80" };
    expect(await signIn(at(later), { ...fresh, password: GOOD })).toEqual({ ok: false, status: 401, error: ACCOUNT_LOCKED_MESSAGE });
    expect(await signIn(at(later), { ...fresh, password: WRONG })).toEqual({ ok: false, status: 401, error: ACCOUNT_LOCKED_MESSAGE });
    expect(await signIn(at(later), { email: "nobody-at-all@example.com", ip: "203.0.113.80", password: GOOD })).toEqual({
      ok: false,
      status: 401,
      error: ACCOUNT_LOCKED_MESSAGE,
    });
    // … the owner's browser that signed in before the attack still signs in …
    expect(await signIn(at(later), { email: "target@example.com", password: GOOD, ip: "203.0.113.81", deviceToken: knownDevice })).toMatchObject({ ok: true });

    // … the e-mailed link confirms the browser that opens it (once) …
    const token = /\/unlock\/([\w-]+)/.exec(mails[0]!.text)![1]!;
    const { device } = await confirmDevice(at(later), token, undefined);
    await expect(confirmDevice(at(later), token, undefined)).rejects.toThrow("invalid or has expired");
    const confirmed = device.token;
    expect(await signIn(at(later), { ...fresh, password: GOOD, deviceToken: confirmed })).toMatchObject({ ok: true });
    expect(await signIn(at(later), { email: "target@example.com", password: GOOD, ip: "203.0.113.82" })).toMatchObject({ error: ACCOUNT_LOCKED_MESSAGE });

    // … and a password reset lifts the lock for every browser.
    await requestPasswordReset(at(later), "target@example.com");
    const [reset] = await t.db.select().from(outbox).where(eq(outbox.kind, "account.password-reset"));
    await resetPassword(at(later), /reset-password\/([\w-]+)/.exec(reset!.text)![1]!, "a brand new long password");
    expect(await signIn(at(later), { email: "target@example.com", password: "a brand new long password", ip: "203.0.113.83" })).toMatchObject({ ok: true });
  });

  it("a lock ends by itself after 24 hours, and idle counters are pruned", async () => {
    await createAdmin(t.db, { email: "waits@example.com", password: GOOD });
    const t0 = new Date("2026-11-25T10:00:00Z");
    for (let c = 0; c < 10; c++) {
      for (let i = 0; i < 5; i++) await signIn(at(t0), { email: "waits@example.com", password: WRONG, ip: `198.19.${c}.1` });
    }
    expect(await signIn(at(new Date(t0.getTime() + 23 * HOUR)), { email: "waits@example.com", password: GOOD, ip: "203.0.113.90" })).toMatchObject({
      error: ACCOUNT_LOCKED_MESSAGE,
    });
    const dayLater = new Date(t0.getTime() + 24 * HOUR + SECOND);
    expect(await signIn(at(dayLater), { email: "waits@example.com", password: GOOD, ip: "203.0.113.90" })).toMatchObject({ ok: true });
    const stored = await limitKey(t.db, "sign-in-email:waits@example.com");
    const rows = () => t.db.select().from(signInThrottles).where(eq(signInThrottles.email, stored));
    expect((await rows()).length).toBeGreaterThan(0);
    await pruneSignInThrottles(t.db, dayLater);
    expect(await rows()).toEqual([]);
  });
});
