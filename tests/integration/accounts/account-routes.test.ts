/**
 * Self-service and two-factor sign-in (decision 0029) through the route modules, on both engines: an admin without
 * two-factor sign-in is sent to enrolment and can open nothing else until
 * enrolled (ADMIN_TWO_FACTOR=required, the default; `optional` lets it pass);
 * sign-in then takes the password and a code on /login/code; /pro/account
 * refuses bad input with a 4xx and a message, writing nothing; the e-mail
 * link page changes the address only when its button is pressed.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contractors, outbox, users } from "~/db/schema";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { createSession } from "~/domain/accounts/sessions.server";
import { totpCode } from "~/lib/auth/totp.server";
import { hashPassword } from "~/lib/auth/password.server";
import * as accountEmail from "~/routes/account-email";
import * as accountTwoFactor from "~/routes/account-two-factor";
import * as adminIndex from "~/routes/admin-index";
import * as adminPrices from "~/routes/admin-prices";
import * as login from "~/routes/login";
import * as loginCode from "~/routes/login-code";
import * as proAccount from "~/routes/pro-account";
import { createLoadContext } from "~/lib/request-context.server";
import { isDataResult } from "../../support/route-modules";
import { testEngines } from "../../support/test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
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
  withEnv,
} from "../authorization/route-harness";
import { sessionCookieHeader } from "../../support/session-cookies";

// Real scrypt at a cheaper cost: these tests hash and check passwords often (auth.test.ts tests the cost itself).
vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));

afterAll(() => removeDataDir());

const GOOD = "correct horse battery staple";
const cookieOf = (setCookie: string | null) => (setCookie ?? "").split(";")[0]!;
const setCookies = (headers: Headers) => headers.getSetCookie().map(cookieOf);

/** The sign-in actions read the client IP from the request context, as the server gives it. */
async function signInPost(action: (args: never) => unknown, request: Request): Promise<{ status: number; location: string | null; headers: Headers }> {
  let answer: unknown;
  try {
    answer = await (action as (a: object) => unknown)({ request, params: {}, context: createLoadContext({ nonce: "test", ip: "192.0.2.201" }) });
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), headers: answer.headers };
  if (isDataResult(answer)) return { status: answer.init?.status ?? 200, location: null, headers: new Headers(answer.init?.headers) };
  throw answer;
}

describe.each(testEngines())("account routes on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let admin: { userId: string; email: string };
  let adminCookie = "";

  beforeAll(async () => {
    const email = `enrol-${engine}@example.com`;
    admin = { userId: (await createAdmin(database.db, { email, password: GOOD })).userId, email };
    // A session straight from the password: what /login gives an admin not yet enrolled.
    adminCookie = sessionCookieHeader(await createSession(database.db, {}, admin.userId));
  });

  it("sends an admin without two-factor sign-in to enrolment, from pages and actions alike", async () => {
    expect(routeEnv().ADMIN_TWO_FACTOR).toBe("required");
    const page = await run(adminIndex.loader, "/admin", getRequest("/admin", adminCookie));
    expect([page.status, page.location]).toEqual([302, "/account/two-factor"]);
    const before = await databaseDigest(database.db);
    const post = await run(adminPrices.action, "/admin/prices", formPost("/admin/prices?category=roofing", { intent: "save" }, adminCookie));
    expect([post.status, post.location]).toEqual([302, "/account/two-factor"]);
    expect(await databaseDigest(database.db)).toEqual(before);
    const optional = await withEnv({ ADMIN_TWO_FACTOR: "optional" }, () => run(adminIndex.loader, "/admin", getRequest("/admin", adminCookie)));
    expect(optional.status).toBe(200);
  });

  it("enrols the admin on /account/two-factor, then sign-in asks for the code before the console opens", async () => {
    const url = "/account/two-factor";
    expect((await run(accountTwoFactor.action, url, formPost(url, { intent: "2fa-start", currentPassword: "not the password" }, adminCookie))).status).toBe(
      400,
    );
    expect((await run(accountTwoFactor.action, url, formPost(url, { intent: "2fa-start", currentPassword: GOOD }, adminCookie))).status).toBe(200);
    const shown = (await run(accountTwoFactor.loader, url, getRequest(url, adminCookie))).body as { state: { enrolment: { secret: string; qrSvg: string } } };
    expect(shown.state.enrolment.qrSvg).toContain("<svg");
    const confirmed = await run(
      accountTwoFactor.action,
      url,
      formPost(url, { intent: "2fa-confirm", code: await totpCode(shown.state.enrolment.secret, new Date()) }, adminCookie),
    );
    expect(confirmed.body).toMatchObject({ ok: true, intent: "2fa-confirm" });
    expect((confirmed.body as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await run(adminIndex.loader, "/admin", getRequest("/admin", adminCookie))).status).toBe(200);
    // An admin cannot turn it off while it is required, even after "Confirm it's you".
    await confirmIdentityOf(database.db, adminCookie);
    const disable = await run(accountTwoFactor.action, url, formPost(url, { intent: "2fa-disable" }, adminCookie));
    expect([disable.status, disable.body]).toMatchObject([403, { ok: false, error: "Two-factor sign-in is required for admins." }]);

    const first = await signInPost(login.action, formPost("/login", { email: admin.email, password: GOOD, redirectTo: "/admin/returns" }));
    expect([first.status, first.location]).toEqual([302, "/login/code?redirectTo=%2Fadmin%2Freturns"]);
    const cookies = setCookies(first.headers);
    expect(cookies.some((c) => c.startsWith("thp_session="))).toBe(false);
    const challenge = cookies.find((c) => c.startsWith("thp_2fa="))!;
    const wrong = await signInPost(loginCode.action, formPost("/login/code", { code: "12345x" }, challenge));
    expect(wrong.status).toBe(401);
    // The step after enrolment's code, so the replay guard does not refuse it.
    const [u] = await database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, admin.userId));
    const next = new Date(Date.now() + 30_000);
    const done = await signInPost(
      loginCode.action,
      formPost("/login/code", { code: await totpCode(u!.secret!, next), redirectTo: "/admin/returns" }, challenge),
    );
    expect([done.status, done.location]).toEqual([302, "/admin/returns"]);
    const session = setCookies(done.headers).find((c) => c.startsWith("thp_session="))!;
    expect((await run(adminIndex.loader, "/admin", getRequest("/admin", session))).status).toBe(200);
  });

  describe("/pro/account", () => {
    let cookie = "";
    let contractorId = "";
    beforeAll(async () => {
      const made = await makeContractor(database.db, routeEnv());
      contractorId = made.contractorId;
      await database.db
        .update(users)
        .set({ passwordHash: await hashPassword(GOOD) })
        .where(eq(users.id, made.userId));
      cookie = await sessionCookieFor(database.db, made.userId);
    });
    const post = (fields: Record<string, string>) => run(proAccount.action, "/pro/account", formPost("/pro/account", fields, cookie));

    const bad: [string, Record<string, string>][] = [
      ["an empty business name", { intent: "profile", businessName: " ", website: "", yearsInBusiness: "4" }],
      ["a javascript: website", { intent: "profile", businessName: "Ace Roofing", website: "javascript:alert(1)", yearsInBusiness: "4" }],
      ["years that are not a number", { intent: "profile", businessName: "Ace Roofing", website: "", yearsInBusiness: "many" }],
      ["a fictional 555-01xx phone", { intent: "phone", phone: "(212) 555-0123" }],
      ["a phone code of 5 digits", { intent: "phone-code", code: "12345" }],
      ["an e-mail that is not one", { intent: "email", email: "not-an-address" }],
      ["a new password too short", { intent: "password", currentPassword: GOOD, password: "short", confirm: "short" }],
      ["passwords that differ", { intent: "password", currentPassword: GOOD, password: "a long new passphrase", confirm: "another long passphrase" }],
      [
        "a wrong current password",
        { intent: "password", currentPassword: "not the password at all", password: "a long new passphrase", confirm: "a long new passphrase" },
      ],
    ];
    it.each(bad)("refuses %s: 400 with a message, nothing written", async (_what, fields) => {
      const before = await databaseDigest(database.db);
      const refused = await post(fields);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, intent: fields.intent, error: expect.any(String) });
      expect(await databaseDigest(database.db)).toEqual(before);
    });

    it("an unknown intent is a bare 400", async () => {
      expect((await post({ intent: "nonsense" })).status).toBe(400);
    });

    it("saves the profile and sends the e-mail link; the link page changes the address only on its button", async () => {
      expect((await post({ intent: "profile", businessName: "Ace Roofing & Sons", website: "acesons.example.com", yearsInBusiness: "9" })).body).toMatchObject({
        ok: true,
      });
      const [k] = await database.db.select().from(contractors).where(eq(contractors.id, contractorId));
      expect([k!.businessName, k!.website, k!.yearsInBusiness]).toEqual(["Ace Roofing & Sons", "https://acesons.example.com", 9]);

      const fresh = `ace-${engine}@example.com`;
      // "Confirm it's you" comes first (confirm-identity.test.ts); this session has just answered it.
      expect((await post({ intent: "email", email: fresh })).status).toBe(403);
      await confirmIdentityOf(database.db, cookie);
      expect((await post({ intent: "email", email: fresh })).body).toMatchObject({ ok: true });
      const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, fresh));
      const token = /\/account\/email\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
      const path = `/account/email/${token}`;
      expect((await run(accountEmail.loader, "/account/email/:token", getRequest(path))).status).toBe(200);
      expect((await database.db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, contractorId)))[0]!.email).not.toBe(fresh);
      // The link works in a session of this account only.
      expect((await run(accountEmail.action, "/account/email/:token", formPost(path, {}))).status).toBe(401);
      expect((await run(accountEmail.action, "/account/email/:token", formPost(path, {}, cookie))).body).toMatchObject({ ok: true });
      expect((await database.db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, contractorId)))[0]!.email).toBe(fresh);
      expect((await run(accountEmail.action, "/account/email/:token", formPost(path, {}, cookie))).status).toBe(400);
    });
  });
});
