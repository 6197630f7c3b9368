/**
 * The quick start is a working demo: `npm start` seeds the demo on the embedded database (NODE_ENV unset, no
 * ALLOW_TEST_PAYMENTS, no Stripe keys), and that demo takes test-mode payments, at its first start and at every
 * restart of its data directory, with the start-up warning and the admin console's banner. Production
 * (NODE_ENV=production) and PostgreSQL leave payments as configured: off.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { DEMO_PAYMENTS_MARKER } from "~/server/demo-payments.server";
import { createPostgresDatabase, testEngines } from "../support/test-database";
import { startAppServer, type AppServer } from "./app-server";
import { postTopUp, signInOverHttp } from "./browser-posts";

const WARNING = "test-mode payments are on";
const DEMO = {
  DEMO_PASSWORD: "fixture-demo-pass-4Rt8",
  DEMO_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  RUN_JOBS: "false",
  RATE_LIMIT_LOGIN_MAX: "1000",
  RATE_LIMIT_FORM_MAX: "1000",
};
const PRO = "roofing@demo.trustedhomepros.com";
const ADMIN = "admin@demo.trustedhomepros.com";

describe("test-mode payments of the quick start's demo (production build)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "thp-demo-payments-"));
  let server: AppServer | undefined;

  async function serve(settings: Record<string, string>, nodeEnvUnset: boolean) {
    server = await startAppServer({ ...DEMO, ...settings }, { nodeEnvUnset });
    const running = server;
    onTestFailed(() => console.log(`--- server output ---\n${running.output()}`));
    return running;
  }
  async function stop() {
    await server?.stop();
    server = undefined;
  }
  async function topUpAnswer(app: AppServer) {
    const pro = await signInOverHttp(app.origin, PRO, DEMO.DEMO_PASSWORD);
    return (await postTopUp(app.origin, pro, "25", randomUUID())).status;
  }

  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("the demo seeded on the embedded database takes test payments, and keeps them across restarts; NODE_ENV=production does not", async () => {
    const first = await serve({ DATA_DIR: dataDir }, true);
    expect(first.output()).toContain("Demo data created (test-mode balances).");
    expect(first.output()).toMatch(/"msg":"test-mode payments are on[^"]*".*"demo":true/);
    expect(existsSync(path.join(dataDir, DEMO_PAYMENTS_MARKER))).toBe(true);
    expect(await topUpAnswer(first)).toBe(302);
    const admin = await signInOverHttp(first.origin, ADMIN, DEMO.DEMO_PASSWORD, "/admin");
    const console_ = await (await fetch(`${first.origin}/admin`, { headers: { cookie: admin } })).text();
    expect(console_).toContain('data-testid="test-payments-banner"');
    await stop();

    const again = await serve({ DATA_DIR: dataDir }, true);
    expect(again.output()).not.toContain("Demo data created");
    expect(again.output()).toContain(WARNING);
    expect(await topUpAnswer(again)).toBe(302);
    await stop();

    const production = await serve({ DATA_DIR: dataDir }, false);
    expect(production.output()).not.toContain(WARNING);
    expect(await topUpAnswer(production)).toBe(403);
    await stop();
  });

  it("an embedded data directory the demo never seeded stays without test payments", async () => {
    const plain = mkdtempSync(path.join(tmpdir(), "thp-no-demo-"));
    try {
      const app = await serve({ DATA_DIR: plain, SEED_DEMO: "false" }, true);
      expect(app.output()).not.toContain(WARNING);
      await stop();
      expect(existsSync(path.join(plain, DEMO_PAYMENTS_MARKER))).toBe(false);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it.skipIf(!testEngines().includes("postgres"))("the demo seeded on PostgreSQL does not turn test payments on", async () => {
    const created = await createPostgresDatabase();
    const scratch = mkdtempSync(path.join(tmpdir(), "thp-demo-pg-"));
    try {
      const app = await serve({ DATABASE_URL: created.url, DATA_DIR: scratch, SEED_DEMO: "true" }, true);
      expect(app.output()).toContain("Demo data created");
      expect(app.output()).not.toContain(WARNING);
      expect(await topUpAnswer(app)).toBe(403);
      await stop();
      expect(existsSync(path.join(scratch, DEMO_PAYMENTS_MARKER))).toBe(false);
    } finally {
      await stop();
      rmSync(scratch, { recursive: true, force: true });
      await created.drop();
    }
  });
});
