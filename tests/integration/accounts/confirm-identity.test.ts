/**
 * "Confirm it's you" on both engines, through the route modules: changing the
 * e-mail, turning two-factor sign-in off, creating an API key, changing the
 * webhook URL and the payment settings (auto-recharge, the card, the plan) are
 * refused (403, nothing written) until the session gives its password again
 * (and a code when two-factor is on), and go through in the same post that
 * does; the confirmation lasts 10 minutes; wrong answers confirm nothing and
 * are throttled. The new address's link works only in a session of its own
 * account, and the old address's link undoes the change and ends every
 * session. The clock of the domain checks comes from the context's `now`.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { apiKeys, auditLog, balanceSettings, contractors, emailChanges, oneTimeTokens, outbox, sessions, users } from "~/db/schema";
import { OTHER_ACCOUNT_LINK_MESSAGE, requestEmailChange } from "~/domain/accounts/change-email.server";
import {
  confirmIdentity,
  CONFIRM_CODE_REQUIRED_MESSAGE,
  CONFIRM_TOO_MANY_CODES_MESSAGE,
  CONFIRM_WRONG_CODE_MESSAGE,
} from "~/domain/accounts/confirm-identity.server";
import { WRONG_PASSWORD_MESSAGE } from "~/domain/accounts/current-password.server";
import { issueToken } from "~/domain/accounts/one-time-tokens.server";
import { readIdentityFreshness } from "~/domain/accounts/read-identity-freshness.server";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { readSessionToken } from "~/web/session-cookie.server";
import { enrolWithKnownSecret } from "~/domain/accounts/two-factor.server";
import { hashPassword } from "~/lib/auth/password.server";
import { totpCode } from "~/lib/auth/totp.server";
import { createLoadContext } from "~/lib/request-context.server";
import * as accountEmail from "~/routes/account-email";
import * as accountEmailRevert from "~/routes/account-email-revert";
import * as login from "~/routes/login";
import * as proAccount from "~/routes/pro-account";
import * as proBilling from "~/routes/pro-billing";
import * as proIntegrations from "~/routes/pro-integrations";
import * as proSettings from "~/routes/pro-settings";
import { isDataResult } from "../../support/route-modules";
import { testEngines } from "../../support/test-database";
import { FIXTURE_TOTP_SECRET, makeContractor } from "../marketplace/marketplace-fixtures";
import {
  confirmIdentityOf,
  databaseDigest,
  formPost,
  getRequest,
  removeDataDir,
  routeEnv,
  run,
  sessionCookieFor,
  useRouteDatabase,
} from "../authorization/route-harness";

// Dozens of password checks: real scrypt, at a cheaper cost (auth.test.ts tests the cost itself).
vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));

afterAll(() => removeDataDir());

const GOOD = "correct horse battery staple";
const MINUTE = 60_000;
type Check = { ok: false; intent: string; identityCheck: { twoFactor: boolean; resubmit: [string, string][]; error?: string; field?: string } };

describe.each(testEngines())("confirm it's you on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const db = () => database.db;
  const ctx = (now: Date) => ({ db: database.db, env: routeEnv(), now });

  async function contractor(options: { plan?: "enterprise"; twoFactor?: boolean } = {}) {
    const made = await makeContractor(db(), routeEnv(), { plan: options.plan });
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(GOOD) })
      .where(eq(users.id, made.userId));
    if (options.twoFactor) await enrolWithKnownSecret({ db: db(), env: routeEnv() }, made.userId, FIXTURE_TOTP_SECRET);
    const [u] = await db().select({ email: users.email }).from(users).where(eq(users.id, made.userId));
    return { ...made, email: u!.email, cookie: await sessionCookieFor(db(), made.userId) };
  }
  const sessionIdOf = async (cookie: string) => (await getSessionUser(ctx(new Date()), readSessionToken(cookie)))!.sessionId;
  const tokenIn = (text: string | undefined, path: string) => new RegExp(`${path}([A-Za-z0-9_-]{43})`).exec(text ?? "")?.[1] ?? "";
  const mailTo = async (to: string, kind: string) =>
    (
      await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    )[0]?.text;

  /** One of the five changes: where it is posted, its fields, and how to tell it was made. */
  type Change = {
    name: string;
    plan?: "enterprise";
    twoFactor?: boolean;
    route: { action?: unknown };
    url: string;
    fields: Record<string, string>;
    made: (c: Awaited<ReturnType<typeof contractor>>) => Promise<boolean>;
  };
  const changes: Change[] = [
    {
      name: "changing the e-mail",
      route: proAccount,
      url: "/pro/account",
      fields: { intent: "email", email: `moved-${engine}-${crypto.randomUUID().slice(0, 8)}@example.com` },
      made: async (c) => (await db().select().from(emailChanges).where(eq(emailChanges.userId, c.userId))).length === 1,
    },
    {
      name: "turning two-factor sign-in off",
      twoFactor: true,
      route: proAccount,
      url: "/pro/account",
      fields: { intent: "2fa-disable" },
      made: async (c) => (await db().select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, c.userId)))[0]!.on === null,
    },
    {
      name: "creating an API key",
      plan: "enterprise",
      route: proIntegrations,
      url: "/pro/integrations",
      fields: { intent: "create-key", label: "CRM sync" },
      made: async (c) => (await db().select().from(apiKeys).where(eq(apiKeys.contractorId, c.contractorId))).length === 1,
    },
    {
      name: "changing the webhook URL",
      plan: "enterprise",
      route: proIntegrations,
      url: "/pro/integrations",
      fields: { intent: "save-webhook", webhookUrl: "https://hooks.example.com/leads" },
      made: async (c) =>
        (await db().select({ url: contractors.webhookUrl }).from(contractors).where(eq(contractors.id, c.contractorId)))[0]!.url ===
        "https://hooks.example.com/leads",
    },
    {
      name: "turning auto-recharge on",
      route: proSettings,
      url: "/pro/settings",
      fields: { intent: "recharge", rechargeBelow: "20", rechargeAmount: "100" },
      made: async (c) =>
        (await db().select({ amount: balanceSettings.rechargeAmountCents }).from(balanceSettings).where(eq(balanceSettings.contractorId, c.contractorId)))[0]
          ?.amount === 100_00,
    },
    {
      name: "changing the plan",
      route: proBilling,
      url: "/pro/billing",
      fields: { intent: "subscribe", idempotencyKey: `confirm-${crypto.randomUUID()}` },
      made: async (c) =>
        (await db().select({ plan: contractors.plan }).from(contractors).where(eq(contractors.id, c.contractorId)))[0]!.plan === "professional",
    },
  ];
  const post = (change: Change, cookie: string, extra: Record<string, string> = {}) =>
    run((change.route as { action: never }).action, change.url, formPost(change.url, { ...change.fields, ...extra }, cookie));
  const codeAt = (minutesAhead: number) => totpCode(FIXTURE_TOTP_SECRET, new Date(Date.now() + minutesAhead * MINUTE));

  it.each(changes)("refuses $name without a fresh confirmation (403, nothing written), then makes it in the post that confirms", async (change) => {
    const c = await contractor({ plan: change.plan, twoFactor: change.twoFactor });
    const before = await databaseDigest(db());
    const refused = await post(change, c.cookie);
    expect(refused.status).toBe(403);
    const body = refused.body as Check;
    expect(body).toMatchObject({
      ok: false,
      intent: change.fields.intent === "subscribe" ? "plan" : change.fields.intent,
      identityCheck: { twoFactor: Boolean(change.twoFactor) },
    });
    // What the confirm form posts again: what was typed, nothing secret.
    expect(body.identityCheck.resubmit).toEqual(Object.entries(change.fields));
    expect(await databaseDigest(db())).toEqual(before);
    expect(await change.made(c)).toBe(false);

    const confirm: Record<string, string> = { confirmPassword: GOOD, ...(change.twoFactor ? { confirmCode: await codeAt(0) } : {}) };
    const accepted = await post(change, c.cookie, confirm);
    expect({ status: accepted.status, body: accepted.body }).toMatchObject({ status: 200, body: { ok: true } });
    expect(await change.made(c)).toBe(true);
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.userId), eq(auditLog.action, "account.identity-confirmed")));
    expect(audited?.actorUserId).toBe(c.userId);
  });

  it("saving a card asks too; once confirmed, the post reaches the card set-up (which needs Stripe here)", async () => {
    const c = await contractor();
    const card = { ...changes.find((x) => x.fields.intent === "recharge")!, fields: { intent: "card" } };
    const refused = await post(card, c.cookie);
    expect([refused.status, refused.body]).toMatchObject([403, { identityCheck: { resubmit: [["intent", "card"]] } }]);
    const reached = await post(card, c.cookie, { confirmPassword: GOOD });
    expect([reached.status, reached.body]).toMatchObject([403, { ok: false, error: expect.stringContaining("needs Stripe") }]);
  });

  it("a session that confirmed makes the changes without being asked again, for 10 minutes only", async () => {
    const c = await contractor({ plan: "enterprise" });
    const key = changes.find((x) => x.fields.intent === "create-key")!;
    await confirmIdentityOf(db(), c.cookie, new Date(Date.now() - 9 * MINUTE));
    expect((await post(key, c.cookie)).status).toBe(200);
    await confirmIdentityOf(db(), c.cookie, new Date(Date.now() - 11 * MINUTE));
    expect((await post(key, c.cookie, { label: "second" })).status).toBe(403);

    const T0 = new Date("2026-03-02T15:00:00Z");
    const who = { userId: c.userId, sessionId: await sessionIdOf(c.cookie) };
    await confirmIdentity(ctx(T0), who, { password: GOOD });
    expect(await readIdentityFreshness(ctx(new Date(T0.getTime() + 10 * MINUTE - 1)), who)).toEqual({ fresh: true, twoFactor: false });
    expect(await readIdentityFreshness(ctx(new Date(T0.getTime() + 10 * MINUTE)), who)).toEqual({ fresh: false, twoFactor: false });
    // Another session of the same account has not confirmed anything.
    const other = await sessionCookieFor(db(), c.userId);
    expect(await readIdentityFreshness(ctx(T0), { userId: c.userId, sessionId: await sessionIdOf(other) })).toMatchObject({ fresh: false });
  });

  it("a wrong password or code confirms nothing, and both are throttled per user", async () => {
    const email = changes[0]!;
    const c = await contractor({ twoFactor: true });
    const wrongPassword = await post(email, c.cookie, { confirmPassword: "not my password at all", confirmCode: await codeAt(0) });
    expect([wrongPassword.status, (wrongPassword.body as Check).identityCheck]).toMatchObject([
      400,
      { error: WRONG_PASSWORD_MESSAGE, field: "confirmPassword", twoFactor: true },
    ]);
    const noCode = await post(email, c.cookie, { confirmPassword: GOOD });
    expect([noCode.status, (noCode.body as Check).identityCheck]).toMatchObject([400, { error: CONFIRM_CODE_REQUIRED_MESSAGE, field: "confirmCode" }]);
    const wrongCode = await post(email, c.cookie, { confirmPassword: GOOD, confirmCode: "000000" });
    expect([wrongCode.status, (wrongCode.body as Check).identityCheck]).toMatchObject([400, { error: CONFIRM_WRONG_CODE_MESSAGE, field: "confirmCode" }]);
    expect((await post(email, c.cookie)).status).toBe(403);
    expect(await db().select().from(emailChanges).where(eq(emailChanges.userId, c.userId))).toHaveLength(0);
  });

  it("throttles the confirm step per user: 5 wrong codes, 10 wrong passwords, then even the right answer waits", async () => {
    const T0 = new Date("2026-03-02T15:00:00Z");
    const c = await contractor({ twoFactor: true });
    const who = { userId: c.userId, sessionId: await sessionIdOf(c.cookie) };
    for (let i = 0; i < 5; i++)
      await expect(confirmIdentity(ctx(T0), who, { password: GOOD, code: "000000" })).rejects.toMatchObject({ message: CONFIRM_WRONG_CODE_MESSAGE });
    await expect(confirmIdentity(ctx(T0), who, { password: GOOD, code: await totpCode(FIXTURE_TOTP_SECRET, T0) })).rejects.toMatchObject({
      code: "rate_limited",
      message: CONFIRM_TOO_MANY_CODES_MESSAGE,
    });
    expect(await readIdentityFreshness(ctx(T0), who)).toMatchObject({ fresh: false });

    const d = await contractor();
    const dWho = { userId: d.userId, sessionId: await sessionIdOf(d.cookie) };
    for (let i = 0; i < 10; i++)
      await expect(confirmIdentity(ctx(T0), dWho, { password: `wrong ${i}` })).rejects.toMatchObject({ message: WRONG_PASSWORD_MESSAGE });
    await expect(confirmIdentity(ctx(T0), dWho, { password: GOOD })).rejects.toMatchObject({ code: "rate_limited" });
    expect(await readIdentityFreshness(ctx(T0), dWho)).toMatchObject({ fresh: false });
  });

  it("confirms only a session of the user who gave the password", async () => {
    const c = await contractor();
    const d = await contractor();
    await expect(confirmIdentity(ctx(new Date()), { userId: c.userId, sessionId: await sessionIdOf(d.cookie) }, { password: GOOD })).rejects.toMatchObject({
      code: "authentication_required",
    });
    expect(await readIdentityFreshness(ctx(new Date()), { userId: d.userId, sessionId: await sessionIdOf(d.cookie) })).toMatchObject({ fresh: false });
  });

  it("the new address's link works only in a session of that account; sign-in comes back to it", async () => {
    const c = await contractor();
    const d = await contractor();
    const fresh = `link-${engine}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await requestEmailChange(ctx(new Date()), c.userId, fresh);
    const token = tokenIn(await mailTo(fresh, "account.email-change"), "/account/email/");
    const path = `/account/email/${token}`;

    const page = await run(accountEmail.loader, "/account/email/:token", getRequest(path));
    expect(page.body).toEqual({ signedIn: false, signInPath: `/login?redirectTo=${encodeURIComponent(path)}` });
    const stranger = await run(accountEmail.action, "/account/email/:token", formPost(path, {}));
    expect([stranger.status, stranger.body]).toMatchObject([401, { ok: false, signIn: true }]);
    const otherAccount = await run(accountEmail.action, "/account/email/:token", formPost(path, {}, d.cookie));
    expect([otherAccount.status, otherAccount.body]).toMatchObject([403, { ok: false, error: OTHER_ACCOUNT_LINK_MESSAGE }]);
    expect((await db().select({ email: users.email }).from(users).where(eq(users.id, c.userId)))[0]!.email).toBe(c.email);

    // Signing in from the link's page lands back on it.
    let answer: unknown;
    try {
      answer = await login.action({
        request: formPost("/login", { email: c.email, password: GOOD, redirectTo: path }),
        params: {},
        context: createLoadContext({ nonce: "test", ip: "192.0.2.77" }),
      } as never);
    } catch (thrown) {
      answer = thrown;
    }
    expect(answer instanceof Response ? [answer.status, answer.headers.get("location")] : isDataResult(answer)).toEqual([302, path]);

    const own = await run(accountEmail.action, "/account/email/:token", formPost(path, {}, c.cookie));
    expect([own.status, own.body]).toMatchObject([200, { ok: true }]);
    expect((await db().select({ email: users.email }).from(users).where(eq(users.id, c.userId)))[0]!.email).toBe(fresh);
  });

  it("the old address's link undoes the change by POST only, and ends every session of the account", async () => {
    const c = await contractor();
    const elsewhere = await sessionCookieFor(db(), c.userId);
    const fresh = `revert-${engine}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await requestEmailChange(ctx(new Date()), c.userId, fresh);
    const notice = await mailTo(c.email, "account.email-change-notice");
    const revertToken = tokenIn(notice, "/account/email/revert/");
    expect(revertToken).not.toBe("");
    const confirmToken = tokenIn(await mailTo(fresh, "account.email-change"), "/account/email/");
    expect((await run(accountEmail.action, "/account/email/:token", formPost(`/account/email/${confirmToken}`, {}, c.cookie))).status).toBe(200);
    // A reset link asked for meanwhile went to the new address: it must stop working too.
    await issueToken(db(), c.userId, "password-reset", new Date());

    const path = `/account/email/revert/${revertToken}`;
    const before = await databaseDigest(db());
    expect((await run(accountEmailRevert.loader, "/account/email/revert/:token", getRequest(path))).status).toBe(200);
    expect(await databaseDigest(db())).toEqual(before);

    const reverted = await run(accountEmailRevert.action, "/account/email/revert/:token", formPost(path, {}, c.cookie));
    expect([reverted.status, reverted.body]).toMatchObject([200, { ok: true }]);
    expect(reverted.headers.get("set-cookie")).toMatch(/^thp_session=;.*Max-Age=0/);
    const [u] = await db().select({ email: users.email }).from(users).where(eq(users.id, c.userId));
    const [k] = await db().select({ email: contractors.email }).from(contractors).where(eq(contractors.id, c.contractorId));
    expect([u!.email, k!.email]).toEqual([c.email, c.email]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, c.userId))).toHaveLength(0);
    expect(await getSessionUser(ctx(new Date()), readSessionToken(elsewhere))).toBeNull();
    expect(
      await db()
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, c.userId), isNull(oneTimeTokens.usedAt))),
    ).toHaveLength(0);
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.userId), eq(auditLog.action, "account.email-change-reverted")));
    expect(audited).toMatchObject({ actorUserId: c.userId, before: { email: fresh }, after: { email: c.email } });
    // The link works once.
    expect((await run(accountEmailRevert.action, "/account/email/revert/:token", formPost(path, {}))).status).toBe(400);
  });

  it("the old address's link, used before the new one, voids the confirmation link", async () => {
    const c = await contractor();
    const fresh = `early-${engine}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await requestEmailChange(ctx(new Date()), c.userId, fresh);
    const revertToken = tokenIn(await mailTo(c.email, "account.email-change-notice"), "/account/email/revert/");
    const confirmToken = tokenIn(await mailTo(fresh, "account.email-change"), "/account/email/");
    expect((await run(accountEmailRevert.action, "/account/email/revert/:token", formPost(`/account/email/revert/${revertToken}`, {}))).status).toBe(200);
    const again = await sessionCookieFor(db(), c.userId);
    expect((await run(accountEmail.action, "/account/email/:token", formPost(`/account/email/${confirmToken}`, {}, again))).status).toBe(400);
    expect((await db().select({ email: users.email }).from(users).where(eq(users.id, c.userId)))[0]!.email).toBe(c.email);
  });
});
