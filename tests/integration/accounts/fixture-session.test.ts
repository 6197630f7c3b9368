/**
 * The end-to-end tests' session fixture at the domain level, on both engines
 * (decision 0045): it opens the same session a sign-in opens after the code
 * step of an admin with two-factor sign-in (same cookies, same rows, identity
 * not confirmed), and nothing for an unknown e-mail. That no production
 * server offers it is tests/servers/e2e-session-fixture.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { knownDevices, sessions, users } from "~/db/schema";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { openFixtureSession } from "~/domain/accounts/open-fixture-session.server";
import { readIdentityFreshness } from "~/domain/accounts/read-identity-freshness.server";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { answerChallenge } from "~/domain/accounts/sign-in-challenge.server";
import { signIn } from "~/domain/accounts/sign-in.server";
import { totpCode } from "~/lib/auth/totp.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const PASSWORD = "fixture admin pass 7Qk2";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const T0 = new Date("2026-03-02T15:00:00Z");

describe.each(testEngines())("the e2e session fixture on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now = T0) => ({ db: t.db, env: t.env, now });

  async function adminWithTwoFactor(email: string) {
    const { userId } = await createAdmin(t.db, { email, password: PASSWORD });
    await t.db.update(users).set({ totpSecret: SECRET, totpEnabledAt: T0 }).where(eq(users.id, userId));
    return userId;
  }

  it("opens the session a sign-in opens after the code step: same cookies, signed in, identity not confirmed", async () => {
    const email = "fixture.admin@example.com";
    const userId = await adminWithTwoFactor(email);

    // The real way: password, then a code.
    const first = await signIn(ctx(), { email, password: PASSWORD, ip: "192.0.2.30" });
    const challengeToken = "challenge" in first ? first.challenge.token : undefined;
    const real = await answerChallenge(ctx(), { challengeToken, code: await totpCode(SECRET, T0), ip: "192.0.2.30" });
    if (!real.ok) throw new Error("the real sign-in failed");

    const fixture = await openFixtureSession(ctx(), " Fixture.Admin@Example.com ");
    expect(fixture).toMatchObject({ user: { id: userId, email, role: "admin", contractorId: null } });
    expect(fixture!.session.maxAgeSeconds).toBe(real.session.maxAgeSeconds);
    expect(fixture!.device.maxAgeSeconds).toBe(real.device.maxAgeSeconds);

    const found = await getSessionUser(ctx(), fixture!.session.token);
    expect(found?.user).toEqual({ id: userId, email, role: "admin", contractorId: null });
    // Sensitive changes still ask "Confirm it's you", with a code, as after a real sign-in.
    expect(await readIdentityFreshness(ctx(), { userId, sessionId: found!.sessionId })).toEqual({ fresh: false, twoFactor: true });

    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(2);
    const [a, b] = rows.map(({ id: _id, ...rest }) => rest);
    expect(a).toEqual(b);
    expect(await t.db.select().from(knownDevices).where(eq(knownDevices.userId, userId))).toHaveLength(2);
  });

  it("opens nothing for an e-mail no account has", async () => {
    const before = (await t.db.select().from(sessions)).length;
    expect(await openFixtureSession(ctx(), "nobody.here@example.com")).toBeNull();
    expect(await t.db.select().from(sessions)).toHaveLength(before);
  });
});
