/**
 * The end-to-end tests sign in through `POST /__e2e/session` (decision 0045).
 * Against the production build: server.js, what `npm start` runs, has no such
 * route, whatever it is sent, with NODE_ENV=production and even with the e2e
 * server's own settings and demo data (NODE_ENV unset, the demo admin seeded
 * with two-factor sign-in); scripts/e2e-app.ts, the e2e server's entry, opens
 * a session with it that /admin accepts as after the code step.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "./app-server";

const ADMIN_EMAIL = "admin@demo.trustedhomepros.com";
const DEMO = { SEED_DEMO: "true", DEMO_PASSWORD: "fixture-demo-pass-4Rt8", DEMO_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", RUN_JOBS: "false" };

function askForSession(origin: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/__e2e/session`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const sessionCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("thp_session="))
    ?.split(";")[0];

describe("the e2e session fixture", () => {
  let production: AppServer;
  let productionWithDemo: AppServer;
  let e2e: AppServer;

  beforeAll(async () => {
    [production, productionWithDemo, e2e] = await Promise.all([
      startAppServer({ SEED_DEMO: "false", RUN_JOBS: "false" }),
      startAppServer(DEMO, { nodeEnvUnset: true }),
      startAppServer(DEMO, { entry: "scripts/e2e-app.ts", nodeEnvUnset: true }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([production?.stop(), productionWithDemo?.stop(), e2e?.stop()]);
  }, 60_000);

  it.each([
    { what: "NODE_ENV=production", server: () => production },
    { what: "the e2e server's settings and demo data", server: () => productionWithDemo },
  ])("does not exist in server.js ($what): answered like any unknown path, no cookie, however it is asked", async ({ server }) => {
    const { origin } = server();
    const asked: Record<string, string>[] = [{}, { origin, "sec-fetch-site": "same-origin" }];
    for (const headers of asked) {
      const res = await askForSession(origin, { email: ADMIN_EMAIL }, headers);
      const unknown = await fetch(`${origin}/__e2e/no-such-route`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/json", ...headers },
        body: "{}",
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect([res.status, res.headers.get("content-type")]).toEqual([unknown.status, unknown.headers.get("content-type")]);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.getSetCookie().join("\n")).not.toMatch(/thp_session=/);
    }
    // Nor the texts the e2e specs read their phone codes from.
    const texts = await fetch(`${origin}/__e2e/texts?to=%2B12125550100`, { redirect: "manual" });
    const unknownGet = await fetch(`${origin}/__e2e/no-such-route`, { redirect: "manual" });
    expect([texts.status, texts.headers.get("content-type")]).toEqual([unknownGet.status, unknownGet.headers.get("content-type")]);
    const page = await fetch(`${origin}/admin`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("in the e2e server (scripts/e2e-app.ts) signs the demo admin in as after the code step", async () => {
    const res = await askForSession(e2e.origin, { email: ADMIN_EMAIL });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ role: "admin", landing: "/admin" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/^thp_session=[A-Za-z0-9_-]{43}$/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("thp_device="))).toBe(true);

    // Neither /login/code nor the enrolment page: the admin console itself.
    const admin = await fetch(`${e2e.origin}/admin`, { redirect: "manual", headers: { cookie: cookie! } });
    expect(admin.status).toBe(200);
    // And /login sends a signed-in admin on to the console, as the fixture's callers expect.
    const login = await fetch(`${e2e.origin}/login`, { redirect: "manual", headers: { cookie: cookie! } });
    expect([login.status, login.headers.get("location")]).toEqual([302, "/admin"]);
  });

  it("in the e2e server answers 404 for an unknown e-mail and 400 for a body without one, opening nothing", async () => {
    const unknown = await askForSession(e2e.origin, { email: "nobody@example.com" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "No account has this e-mail." });
    expect(sessionCookieOf(unknown)).toBeUndefined();
    const empty = await askForSession(e2e.origin, {});
    expect(empty.status).toBe(400);
    expect(sessionCookieOf(empty)).toBeUndefined();
  });
});
