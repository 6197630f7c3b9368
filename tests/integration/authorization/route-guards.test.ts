/**
 * Required: "Every loader and action checks the role"; "Authorization tests
 * for every /pro and /admin route". Each route module of route-table.ts is
 * called with real requests:
 * - a stranger (no cookie, a made-up cookie, an expired session) is sent to
 *   /login?redirectTo=<the path>, from the loader and from the action;
 * - the other role gets 403 (decision 0006: requireRole answers 403 to a
 *   signed-in user of the wrong role): a contractor on every /admin route,
 *   including the document and résumé downloads; an admin on every /pro route;
 * - refused actions write nothing (a digest of every table is unchanged);
 * - the rightful caller gets the page (so the refusals above are not a
 *   route that refuses everyone).
 * /api routes authenticate by Bearer key only: a session cookie gets 401.
 * /webhooks routes authenticate by signature only: a session cookie is no
 * substitute.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~/domain/accounts/sessions.server";
import routeConfig from "~/routes";
import { testEngines } from "../../support/test-database";
import { buildWorld, type World } from "./authz-world";
import {
  databaseDigest,
  flattenRoutes,
  getRequest,
  GUARDED_PATH,
  loginRedirectFor,
  postRequest,
  removeDataDir,
  run,
  useRouteDatabase,
  withEnv,
  type ConfigRoute,
  type Outcome,
  type RouteModule,
} from "./route-harness";
import { routeCases, type Expect, type RouteCase } from "./route-table";
import { sessionCookieHeader } from "../../support/session-cookies";

const configRoutes = flattenRoutes(routeConfig as readonly ConfigRoute[]);
const patternOf = (file: string) => configRoutes.find((r) => r.file === file)?.path ?? "";
type Area = "pro" | "admin" | "api" | "webhooks";
const areaOf = (c: RouteCase) => /^\/(pro|admin|api|webhooks)(\/|$)/.exec(patternOf(c.file))?.[1] as Area | undefined;
const named = (cases: RouteCase[]) => cases.map((c) => [c.file, c] as const);
/** Signed-in areas (a session cookie) and machine endpoints (a key or a signature). */
const cookieCases = routeCases.filter((c) => areaOf(c) === "pro" || areaOf(c) === "admin");
const credentialCases = routeCases.filter((c) => areaOf(c) === "api" || areaOf(c) === "webhooks");

/**
 * The contractor app's two public files under /pro: the offline page its service worker precaches and its manifest.
 * They read no session and show nothing of an account (checked below for a stranger).
 */
const PUBLIC_UNDER_PRO: Record<string, () => Promise<RouteModule>> = {
  "/pro/offline": () => import("~/routes/pro-offline") as Promise<RouteModule>,
  "/pro/app.webmanifest": () => import("~/routes/pro-app-webmanifest"),
};

afterAll(() => removeDataDir());

describe("the route table covers every guarded route", () => {
  it("lists every /pro, /admin, /api and /webhooks route of app/routes.ts, and nothing else", () => {
    const guarded = configRoutes.filter((r) => GUARDED_PATH.test(r.path) && !(r.path in PUBLIC_UNDER_PRO));
    const covered = new Set(routeCases.map((c) => c.file));
    expect(guarded.length).toBeGreaterThan(20);
    expect(guarded.filter((r) => !covered.has(r.file)).map((r) => `${r.path} (${r.file})`)).toEqual([]);
    expect(routeCases.filter((c) => !guarded.some((r) => r.file === c.file)).map((c) => c.file)).toEqual([]);
    expect(new Set(routeCases.map((c) => c.file)).size).toBe(routeCases.length);
    expect(cookieCases.length + credentialCases.length).toBe(routeCases.length);
  });

  it.each(Object.keys(PUBLIC_UNDER_PRO))("%s is public and the same for everyone: no action, no session read, no cookie set", async (path) => {
    expect(
      configRoutes.map((r) => r.path),
      `${path} is in app/routes.ts`,
    ).toContain(path);
    const mod = await PUBLIC_UNDER_PRO[path]!();
    expect(mod.action).toBeUndefined();
    if (!mod.loader) return; // a page without a loader renders the same for everyone
    const stranger = await run(mod.loader, path, getRequest(path, undefined));
    const withCookie = await run(mod.loader, path, getRequest(path, `thp_session=${randomBytes(32).toString("base64url")}`));
    expect(stranger.status).toBe(200);
    expect(withCookie).toEqual(stranger);
  });

  it.each(named(routeCases))("%s: has a loader, and the table has a request for its action exactly when it has one", async (_file, c) => {
    const mod = await c.load();
    expect(typeof mod.loader).toBe("function");
    expect(typeof mod.action === "function").toBe(c.action !== undefined);
  });
});

type Answer = { status: number; location: string | null };
type Refusal = { who: string; cookie: () => string | undefined; answer: (url: string) => Answer };

describe.each(testEngines())("route guards on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let w: World;
  const cookies = {} as { forged: string; expired: string };

  beforeAll(async () => {
    w = await buildWorld(database.db);
    cookies.forged = `thp_session=${randomBytes(32).toString("base64url")}`;
    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    cookies.expired = sessionCookieHeader(await createSession(database.db, { now: longAgo }, w.a.userId));
  });

  const toLogin = (url: string): Answer => ({ status: 302, location: loginRedirectFor(url) });
  const forbidden = (): Answer => ({ status: 403, location: null });
  const strangers: Refusal[] = [
    { who: "nobody", cookie: () => undefined, answer: toLogin },
    { who: "a made-up session", cookie: () => cookies.forged, answer: toLogin },
    { who: "an expired session", cookie: () => cookies.expired, answer: toLogin },
  ];
  /** Who may not use a signed-in route, and what they get: sign-in for strangers, 403 for the other role (decision 0006). */
  const refusedBy: Record<"pro" | "admin", Refusal[]> = {
    pro: [...strangers, { who: "the admin", cookie: () => w.admin.cookie, answer: forbidden }],
    admin: [
      ...strangers,
      { who: "contractor A", cookie: () => w.a.cookie, answer: forbidden },
      { who: "a suspended contractor", cookie: () => w.suspended.cookie, answer: forbidden },
    ],
  };
  const ownerCookie: Record<"pro" | "admin", () => string> = { pro: () => w.a.cookie, admin: () => w.admin.cookie };
  /** Cookies are no credential on machine endpoints: nobody, a contractor's session and the admin's all get the same refusal. */
  const cookieOnly = (status: number): Refusal[] =>
    [
      ["nobody", () => undefined],
      ["contractor A's session", () => w.a.cookie],
      ["the admin's session", () => w.admin.cookie],
    ].map(([who, cookie]) => ({ who: who as string, cookie: cookie as () => string | undefined, answer: () => ({ status, location: null }) }));

  /** Each caller's status and location next to what they should get, as one comparison. */
  async function answersOf(refusals: Refusal[], url: string, send: (cookie: string | undefined) => Promise<Outcome>) {
    const got = [];
    for (const r of refusals) {
      const o = await send(r.cookie());
      got.push({ who: r.who, status: o.status, location: o.location });
    }
    return { got, expected: refusals.map((r) => ({ who: r.who, ...r.answer(url) })) };
  }

  const expectOwner = (o: Outcome, expected: Expect) => {
    expect(o.status).toBe(expected.status);
    expect(o.location ?? "").toMatch(expected.location ?? /^$/);
    (expected.check ?? (() => undefined))(o, w);
  };
  const changed = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((t) => after[t] !== before[t]);

  describe.each(named(cookieCases))("%s", (_file, c) => {
    const pattern = patternOf(c.file);
    const area = areaOf(c) as "pro" | "admin";

    it("loader: strangers go to sign-in, the other role gets 403, the rightful caller gets the page", async () => {
      const { loader } = await c.load();
      const url = c.url(w);
      const { got, expected } = await answersOf(refusedBy[area], url, (cookie) => run(loader, pattern, getRequest(url, cookie)));
      expect(got).toEqual(expected);
      expectOwner(await run(loader, pattern, getRequest(url, ownerCookie[area]())), c.owner);
    });
  });

  describe.each(named(cookieCases.filter((c) => c.action)))("%s", (_file, c) => {
    const pattern = patternOf(c.file);
    const area = areaOf(c) as "pro" | "admin";
    const spec = c.action!;

    it("action: strangers go to sign-in, the other role gets 403, nothing is written; the rightful caller's post works", async () => {
      const { action } = await c.load();
      const url = (spec.url ?? c.url)(w);
      const body = spec.body(w);
      const before = await databaseDigest(database.db);
      const { got, expected } = await answersOf(refusedBy[area], url, (cookie) => run(action, pattern, postRequest(url, body, cookie)));
      expect(got).toEqual(expected);
      expect(changed(before, await databaseDigest(database.db))).toEqual([]);
      expectOwner(await run(action, pattern, postRequest(url, body, ownerCookie[area]())), spec.owner);
      expect(changed(before, await databaseDigest(database.db)).length > 0).toBe(spec.owner.writes);
    });
  });

  describe.each(named(credentialCases))("%s", (_file, c) => {
    const pattern = patternOf(c.file);

    it("loader: a session cookie is no credential; the route's own credential is", async () => {
      const { loader } = await c.load();
      const url = c.url(w);
      await withEnv(c.env, async () => {
        const { got, expected } = await answersOf(cookieOnly(c.refused!.loader), url, (cookie) => run(loader, pattern, getRequest(url, cookie)));
        expect(got).toEqual(expected);
        expectOwner(await run(loader, pattern, getRequest(url, undefined, c.credentials!(w, ""))), c.owner);
      });
    });
  });

  describe.each(named(credentialCases.filter((c) => c.action)))("%s", (_file, c) => {
    const pattern = patternOf(c.file);
    const spec = c.action!;

    it("action: a session cookie is no credential and writes nothing; the route's own credential is", async () => {
      const { action } = await c.load();
      const url = (spec.url ?? c.url)(w);
      const body = spec.body(w);
      const text = "json" in body ? body.json : "";
      await withEnv(c.env, async () => {
        const before = await databaseDigest(database.db);
        const { got, expected } = await answersOf(cookieOnly(c.refused!.action!), url, (cookie) =>
          run(action, pattern, postRequest(url, body, cookie, undefined, spec.method)),
        );
        expect(got).toEqual(expected);
        expect(changed(before, await databaseDigest(database.db))).toEqual([]);
        expectOwner(await run(action, pattern, postRequest(url, body, undefined, c.credentials!(w, text), spec.method)), spec.owner);
        expect(changed(before, await databaseDigest(database.db)).length > 0).toBe(spec.owner.writes);
      });
    });
  });
});
