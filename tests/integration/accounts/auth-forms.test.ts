/**
 * The sign-in, password, unlock and logout actions (and
 * the dashboards' actions) read their body through the shared form reader.
 * JSON, text, no body, broken multipart and oversized bodies get a 4xx with
 * a message for the page, never a 500; redirectTo with CR/LF or another host
 * falls back to the dashboard.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { INVALID_CREDENTIALS_MESSAGE } from "~/domain/accounts/errors";
import { NOT_A_FORM_MESSAGE, TOO_LARGE_MESSAGE, UNREADABLE_FORM_MESSAGE } from "~/lib/form-data.server";
import { createLoadContext } from "~/lib/request-context.server";
import { isDataResult } from "../../support/route-modules";
import { testEngines } from "../../support/test-database";
import { ORIGIN, removeDataDir, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { makeContractor } from "../marketplace/marketplace-fixtures";

// Real scrypt at a cheaper cost: these tests hash and check passwords often (auth.test.ts tests the cost itself).
vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));

type Action = (args: never) => unknown;
type Answer = { status: number; location: string | null; body: unknown };

const GOOD = "correct horse battery staple";
const TOKEN = "A".repeat(43);

/** Run an action as React Router does (params, a request context with the client IP); a thrown Response or data() is the answer. */
async function post(action: Action, params: Record<string, string>, request: Request): Promise<Answer> {
  const args = { request, params, context: createLoadContext({ nonce: "test", ip: "192.0.2.200" }) };
  let answer: unknown;
  try {
    answer = await (action as (a: typeof args) => unknown)(args);
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isDataResult(thrown)) throw thrown;
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), body: await answer.text() };
  if (isDataResult(answer)) return { status: answer.init?.status ?? 200, location: new Headers(answer.init?.headers).get("location"), body: answer.data };
  return { status: 200, location: null, body: answer };
}

const request = (path: string, init: { type?: string; body?: BodyInit; cookie?: string }) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, ...(init.type ? { "content-type": init.type } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.body === undefined ? {} : { body: init.body }),
  });

/** Bodies that are not a browser's form post, and what each must get. */
const badBodies = [
  { name: "JSON", type: "application/json", body: JSON.stringify({ email: "a@example.com", password: GOOD }), status: 415, message: NOT_A_FORM_MESSAGE },
  { name: "text/plain", type: "text/plain", body: "email=a@example.com", status: 415, message: NOT_A_FORM_MESSAGE },
  { name: "no body, no type", type: undefined, body: undefined, status: 415, message: NOT_A_FORM_MESSAGE },
  {
    name: "broken multipart",
    type: "multipart/form-data; boundary=XyZ",
    body: '--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
    status: 400,
    message: UNREADABLE_FORM_MESSAGE,
  },
  { name: "a 1 MB form", type: "application/x-www-form-urlencoded", body: `email=${"a".repeat(1024 * 1024)}`, status: 413, message: TOO_LARGE_MESSAGE },
] as const;

const authRoutes: { name: string; path: string; params: Record<string, string>; load: () => Promise<{ action?: unknown }> }[] = [
  { name: "/login", path: "/login", params: {}, load: () => import("~/routes/login") },
  { name: "/forgot-password", path: "/forgot-password", params: {}, load: () => import("~/routes/forgot-password") },
  { name: "/invite/:token", path: `/invite/${TOKEN}`, params: { token: TOKEN }, load: () => import("~/routes/invite") },
  { name: "/reset-password/:token", path: `/reset-password/${TOKEN}`, params: { token: TOKEN }, load: () => import("~/routes/reset-password") },
  { name: "/unlock/:token", path: `/unlock/${TOKEN}`, params: { token: TOKEN }, load: () => import("~/routes/unlock") },
];

afterAll(() => removeDataDir());

describe.each(testEngines())("auth form bodies on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let contractorCookie = "";
  let adminCookie = "";

  beforeAll(async () => {
    await createAdmin(database.db, { email: "forms-admin@example.com", password: GOOD });
    // Never given a session by sessionCookieFor (which enrols admins in two-factor sign-in): the password alone signs it in.
    await createAdmin(database.db, { email: "redirect-admin@example.com", password: GOOD });
    const { userId } = await makeContractor(database.db, database.env);
    contractorCookie = await sessionCookieFor(database.db, userId);
    const [admin] = await database.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, "forms-admin@example.com") });
    adminCookie = await sessionCookieFor(database.db, admin!.id);
  });

  describe.each(authRoutes)("$name", (route) => {
    it.each(badBodies)("answers $name with $status and a message for the page", async (bad) => {
      const { action } = await route.load();
      const answer = await post(action as Action, route.params, request(route.path, { type: bad.type, body: bad.body }));
      expect(answer.status).toBe(bad.status);
      expect(answer.body).toMatchObject({ error: bad.message });
    });
  });

  it.each(badBodies)("/logout answers $name with $status and changes nothing", async (bad) => {
    const { action } = await import("~/routes/logout");
    const answer = await post(action as Action, {}, request("/logout", { type: bad.type, body: bad.body, cookie: contractorCookie }));
    expect(answer).toMatchObject({ status: bad.status, body: bad.message });
  });

  it("an empty sign-out form (what the button posts) still signs out", async () => {
    const { action } = await import("~/routes/logout");
    const answer = await post(action as Action, {}, request("/logout", { type: "application/x-www-form-urlencoded", body: "" }));
    expect(answer).toMatchObject({ status: 302, location: "/login" });
  });

  it.each([
    ["/pro\r\nSet-Cookie: evil=1", "/admin"],
    ["/admin\nx", "/admin"],
    ["/\\evil.example", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/admin/returns", "/admin/returns"],
  ])("sign-in with redirectTo %j goes to %s", async (redirectTo, location) => {
    const { action } = await import("~/routes/login");
    const body = new URLSearchParams({ email: "redirect-admin@example.com", password: GOOD, redirectTo });
    const answer = await post(action as Action, {}, request("/login", { type: "application/x-www-form-urlencoded", body }));
    expect(answer).toMatchObject({ status: 302, location });
  });

  it("a wrong password still gets the generic answer through the reader", async () => {
    const { action } = await import("~/routes/login");
    const body = new URLSearchParams({ email: "forms-admin@example.com", password: "wrong password!!" });
    const answer = await post(action as Action, {}, request("/login", { type: "application/x-www-form-urlencoded", body }));
    expect(answer).toMatchObject({ status: 401, body: { error: INVALID_CREDENTIALS_MESSAGE } });
  });

  it.each([
    { name: "/pro (buy)", path: "/pro?index", params: {}, cookie: () => contractorCookie, load: () => import("~/routes/pro-index") },
    { name: "/pro/settings", path: "/pro/settings", params: {}, cookie: () => contractorCookie, load: () => import("~/routes/pro-settings") },
    { name: "/admin/prices", path: "/admin/prices", params: {}, cookie: () => adminCookie, load: () => import("~/routes/admin-prices") },
    { name: "/admin/returns", path: "/admin/returns", params: {}, cookie: () => adminCookie, load: () => import("~/routes/admin-returns") },
  ])("signed-in $name refuses JSON, broken multipart and 1 MB bodies with 4xx", async (route) => {
    const { action } = await route.load();
    for (const bad of badBodies.filter((b) => b.name !== "text/plain")) {
      const answer = await post(action as Action, route.params, request(route.path, { type: bad.type, body: bad.body, cookie: route.cookie() }));
      expect({ body: bad.name, answer }).toMatchObject({ body: bad.name, answer: { status: bad.status, body: bad.message } });
    }
  });
});
