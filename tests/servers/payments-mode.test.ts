/**
 * The bug, against the production build: "With NODE_ENV=production
 * and no STRIPE_* variables, POST /pro/balance adds any amount in test mode
 * ... and nothing at start-up warned."
 *
 * One embedded database (a DATA_DIR prepared here with a contractor holding
 * $120 and an admin), served twice in turn by `node server.js` with
 * NODE_ENV=production and no Stripe keys: first as installed (top-ups
 * refused, no warning, no banner), then with ALLOW_TEST_PAYMENTS=true (a
 * warning at start, the admin banner, and test-mode top-ups that work).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase } from "~/db/client.server";
import { contractorBalances, topUps, users } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { hashPassword } from "~/lib/auth/password.server";
import { makeAdmin, makeContractor } from "../integration/marketplace/marketplace-fixtures";
import { startAppServer, type AppServer } from "./app-server";
import { postTopUp, signInOverHttp } from "./browser-posts";

const PASSWORD = "payments-test-pass-4Rz8";
const WARNING = "test-mode payments are on";

describe("test-mode payments in production (production build, embedded database)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "thp-payments-"));
  let contractorId = "";
  let proEmail = "";
  let adminEmail = "";
  let server: AppServer | undefined;

  /** Balance and top-up rows, read with the server stopped (the embedded database belongs to one process). */
  async function money() {
    const handle = await openDatabase({ dataDir });
    try {
      const [balance] = await handle.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId));
      const rows = await handle.db.select().from(topUps).where(eq(topUps.contractorId, contractorId));
      return { balanceCents: balance!.balanceCents, topUps: rows.length };
    } finally {
      await handle.close();
    }
  }

  async function serve(settings: Record<string, string>) {
    server = await startAppServer({ DATA_DIR: dataDir, SEED_DEMO: "false", RATE_LIMIT_FORM_MAX: "1000", RATE_LIMIT_LOGIN_MAX: "1000", ...settings });
    const running = server;
    onTestFailed(() => console.log(`--- server output ---\n${running.output()}`));
    return running;
  }

  async function stop() {
    await server?.stop();
    server = undefined;
  }

  async function page(app: AppServer, pathname: string, cookie: string) {
    const res = await fetch(`${app.origin}${pathname}`, { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
    return res.text();
  }

  beforeAll(async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir });
      const made = await makeContractor(handle.db, env, { balanceCents: 120_00 });
      contractorId = made.contractorId;
      const adminId = await makeAdmin(handle.db);
      const passwordHash = await hashPassword(PASSWORD);
      for (const id of [made.userId, adminId]) await handle.db.update(users).set({ passwordHash }).where(eq(users.id, id));
      const emails = await handle.db.select({ id: users.id, email: users.email }).from(users);
      proEmail = emails.find((u) => u.id === made.userId)!.email;
      adminEmail = emails.find((u) => u.id === adminId)!.email;
    } finally {
      await handle.close();
    }
  }, 60_000);

  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("without Stripe and without ALLOW_TEST_PAYMENTS: no top-up form, a forged post gets 403 and the balance is unchanged; no warning, no banner", async () => {
    const app = await serve({});
    expect(app.output()).not.toContain(WARNING);

    const pro = await signInOverHttp(app.origin, proEmail, PASSWORD);
    const balancePage = await page(app, "/pro/balance", pro);
    expect(balancePage).toContain("Payments are not configured");
    expect(balancePage).not.toContain('name="amount"');
    expect(balancePage).toContain("$120.00");
    // Auto-recharge says payments are off, offers no rule to save, and does not claim test mode.
    const settingsPage = await page(app, "/pro/settings", pro);
    expect(settingsPage).toContain("Payments are off on this site, so auto-recharge is unavailable.");
    expect(settingsPage).not.toContain("Test mode: recharges");
    expect(settingsPage).not.toContain('name="rechargeBelow"');

    for (const amount of ["10000", "250"]) {
      const answer = await postTopUp(app.origin, pro, amount, randomUUID());
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain("Payments are not configured");
    }

    const admin = await signInOverHttp(app.origin, adminEmail, PASSWORD, "/admin");
    expect(await page(app, "/admin", admin)).not.toContain('data-testid="test-payments-banner"');
    await stop();

    expect(await money()).toEqual({ balanceCents: 120_00, topUps: 1 });
  });

  it("with ALLOW_TEST_PAYMENTS=true: a warning at start, the admin banner, and a test-mode top-up credits the balance", async () => {
    const app = await serve({ ALLOW_TEST_PAYMENTS: "true" });
    // startAppServer returns once the server answers: startup() has run and logged by then.
    expect(app.output()).toContain(WARNING);
    expect(app.output()).toMatch(/"level":"warn","msg":"test-mode payments are on[^"]*".*"allowTestPayments":"true"/);

    const admin = await signInOverHttp(app.origin, adminEmail, PASSWORD, "/admin");
    const adminPage = await page(app, "/admin", admin);
    expect(adminPage).toContain('data-testid="test-payments-banner"');
    expect(adminPage).toContain("Test-mode payments are on.");

    const pro = await signInOverHttp(app.origin, proEmail, PASSWORD);
    expect(await page(app, "/pro/balance", pro)).toContain('data-testid="test-mode-label"');
    expect(await page(app, "/pro/settings", pro)).toContain("Test mode: recharges are credited without charging anything.");
    const answer = await postTopUp(app.origin, pro, "50", randomUUID());
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/pro/balance?topped-up=5000");
    await stop();

    expect(await money()).toEqual({ balanceCents: 170_00, topUps: 2 });
  });
});
