/**
 * Every action of app/routes.ts, sent the same malformed bodies
 * (malformed-bodies.ts) over real HTTP against the production build, signed
 * in as the route's rightful caller with a same-origin Origin, so each body
 * reaches the action. For every body:
 * - the answer is not a 5xx, and it comes (no hang);
 * - the connection stays usable: a normal GET right after it, on the same
 *   keep-alive agent (one socket), is answered, on the same socket unless
 *   the answer said "Connection: close";
 * - nothing is written: a digest of every table is the same before and after
 *   the route's batch, except `sessions` (a signed-in request may renew its
 *   session) and `rate_limits` (a refused sign-in or form post may count
 *   towards its limit: that is the limit working, not a half-written row).
 *
 * On PostgreSQL only: the test seeds the world and reads the tables while the
 * server runs, and an embedded database belongs to one process.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { buildWorld, type World } from "../integration/authorization/authz-world";
import { databaseDigest, removeDataDir } from "../integration/authorization/route-harness";
import { createPostgresDatabase, testEngines } from "../support/test-database";
import { actionRoutes, routesWithActions, type ActionRoute } from "./action-routes";
import { startAppServer, type AppServer } from "./app-server";
import { malformedBodies } from "./malformed-bodies";
import { keepAliveAgent, sendRaw, type RawAnswer } from "./raw-http";

const bodies = malformedBodies();
/**
 * Tables a refused request may still change (databaseDigest already leaves out
 * sessions and rate_limits): an API key's last use is stamped when it
 * authenticates, before the body is looked at.
 */
const MAY_CHANGE = ["api_keys"];
describe.skipIf(!testEngines().includes("postgres"))("every action survives malformed bodies over HTTP", () => {
  let created: { url: string; drop(): Promise<void> };
  let main: DatabaseHandle;
  let server: AppServer;
  let w: World;
  const agent = keepAliveAgent();

  beforeAll(async () => {
    created = await createPostgresDatabase();
    main = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    w = await buildWorld(main.db);
    server = await startAppServer({
      DATABASE_URL: created.url,
      SEED_DEMO: "false",
      // No background job may change a table between two digests.
      RUN_JOBS: "false",
      // Limits would answer 429 before the body is read, hiding what the action does with it.
      RATE_LIMIT_FORM_MAX: "100000",
      RATE_LIMIT_LOGIN_MAX: "100000",
      // Stripe configured, so its webhook reads and checks the body.
      STRIPE_SECRET_KEY: "sk_test_fuzzactions",
      STRIPE_WEBHOOK_SECRET: "whsec_fuzzactions",
      STRIPE_API_URL: "http://127.0.0.1:9",
      // SMS configured, so the inbound-text webhook reads the body and checks its signature.
      SMS_ACCOUNT_SID: "AC00000000000000000000000000fuzz",
      SMS_AUTH_TOKEN: "sms_fuzzactions",
      SMS_FROM: "+15125552199",
      SMS_API_URL: "http://127.0.0.1:9",
      // With an SMS provider LEAD_PHONE_VERIFICATION defaults to required; these runs expect leads on sale at once.
      LEAD_PHONE_VERIFICATION: "optional",
    });
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await server?.stop();
    await main?.close();
    await created?.drop();
    removeDataDir();
  }, 60_000);

  it("has a fuzz entry for every route with an action, and none for a route without", async () => {
    const withAction = await routesWithActions();
    expect(withAction.length).toBeGreaterThan(20);
    expect(withAction.filter((file) => !(file in actionRoutes))).toEqual([]);
    expect(Object.keys(actionRoutes).filter((file) => !withAction.includes(file))).toEqual([]);
  });

  const cookieOf = (route: ActionRoute) => (route.as === "contractor" ? w.a.cookie : route.as === "admin" ? w.admin.cookie : undefined);
  const describeAnswer = (a: RawAnswer) => ("error" in a ? a.error : `${a.status} ${a.text.replace(/\s+/g, " ").slice(0, 160)}`);

  it.each(Object.entries(actionRoutes))("%s: no 5xx, no hang, nothing written, the connection stays usable", async (file, route) => {
    onTestFailed(() => console.log(server.output().slice(-4000)));
    const url = route.url(w);
    const headers = {
      "user-agent": "fuzz-actions",
      origin: server.origin,
      "sec-fetch-site": "same-origin",
      ...(cookieOf(route) ? { cookie: cookieOf(route)! } : {}),
      ...route.headers?.(w),
    };
    const before = await databaseDigest(main.db);
    const broken: string[] = [];
    const ms: Record<string, number> = {};
    for (const body of bodies) {
      const started = Date.now();
      const answer = await sendRaw(agent, server.origin, {
        method: route.method ?? "POST",
        path: url,
        headers: { ...headers, ...(body.contentType ? { "content-type": body.contentType } : {}) },
        body: body.body,
        chunked: body.chunked,
      });
      if ("error" in answer || answer.status >= 500) broken.push(`${body.name}: ${describeAnswer(answer)}`);
      const next = await sendRaw(agent, server.origin, { method: "GET", path: "/robots.txt", headers: { "user-agent": "fuzz-actions" } });
      if ("error" in next || next.status !== 200) broken.push(`${body.name}: the next request on the connection got ${describeAnswer(next)}`);
      // Closing after an answer is allowed when the answer says so; dropping a kept-alive connection silently is not.
      else if (!("error" in answer) && !/close/i.test(String(answer.headers.connection ?? "")) && !next.sameSocket)
        broken.push(`${body.name}: the connection was dropped without "Connection: close"`);
      ms[body.name] = Date.now() - started;
    }
    const after = await databaseDigest(main.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table] && !MAY_CHANGE.includes(table));
    // FUZZ_DEBUG=1 prints every route's findings and per-body times, passing or not.
    if (process.env.FUZZ_DEBUG) console.log(file, JSON.stringify({ broken, changed, ms }, null, 1));
    expect({ broken, changed }).toEqual({ broken: [], changed: [] });
  });
});
