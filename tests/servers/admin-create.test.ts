/**
 * The bug: "A production install cannot create its first admin":
 * `npm run admin:create` failed with "build.adminCreate is not a function".
 *
 * The command runs as the README writes it, against the production build
 * (BUILD_DIR) with NODE_ENV=production and a fresh DATA_DIR: as
 * `node scripts/admin-create.ts …` (what the npm script runs after building;
 * no rebuild per case), once as the exact `npm run admin:create -- …` (which
 * builds first, into its own BUILD_DIR), and once against PostgreSQL
 * (DATABASE_URL). What it did is checked from outside: the production server
 * signs the admin in over HTTP, and the users table is read after the fact.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { createPostgresDatabase, testEngines } from "../support/test-database";
import { buildDir, startAppServer, type AppServer } from "./app-server";
import { postLogin, signInOverHttp } from "./browser-posts";
import { runCommand } from "./run-command";

const EMAIL = "admin@example.com";
const PASSWORD = "first-admin-pass-7Kq2";
const NEW_PASSWORD = "second-admin-pass-3Wm9";

/** `node scripts/admin-create.ts --email … --password …` on the existing build. */
const adminCreate = (email: string, password: string, settings: Record<string, string>) =>
  runCommand(process.execPath, ["scripts/admin-create.ts", "--email", email, "--password", password], { BUILD_DIR: buildDir(), ...settings });

/** The three refusals the README promises, each with the message it must print. */
const REFUSALS = [
  { what: "a bad e-mail", email: "not-an-email", password: PASSWORD, message: "Please enter a valid e-mail address." },
  { what: "an 11-character password", email: EMAIL, password: "short-pass1", message: "Use at least 12 characters." },
  { what: "a common password", email: EMAIL, password: "password1234", message: "This password is too common. Please choose another one." },
] as const;

async function adminRows(options: { dataDir: string } | { databaseUrl: string }) {
  const handle = await openDatabase({ dataDir: "", ...options });
  try {
    return rowsOf<{ email: string; role: string }>(await handle.db.execute(sql`select email, role from users order by email`));
  } finally {
    await handle.close();
  }
}

describe("npm run admin:create against the production build", () => {
  const root = mkdtempSync(path.join(tmpdir(), "thp-admin-create-"));
  const dataDir = path.join(root, "data");
  const servers: AppServer[] = [];

  async function serve(settings: Record<string, string>) {
    const server = await startAppServer({ SEED_DEMO: "false", RATE_LIMIT_LOGIN_MAX: "1000", ...settings });
    servers.push(server);
    onTestFailed(() => console.log(`--- server output ---\n${server.output()}`));
    return server;
  }

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it.each(REFUSALS)("refuses $what: exit 1, a clear message on stderr, nothing written (not even the data directory)", async ({ email, password, message }) => {
    const result = await adminCreate(email, password, { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 1, stdout: "" });
    expect(result.stderr).toBe(`Nothing was changed: ${message}\n`);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("creates the first admin (exit 0, a message); the production server then signs them in", async () => {
    const result = await adminCreate(EMAIL, PASSWORD, { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 0, stdout: `Admin ${EMAIL} created.\n` });

    const app = await serve({ DATA_DIR: dataDir });
    await signInOverHttp(app.origin, EMAIL, PASSWORD, "/admin");
    expect((await postLogin(app.origin, EMAIL, NEW_PASSWORD)).status).not.toBe(302);
    await app.stop();
  });

  it("refuses while a server is using the same embedded database, with the 'already in use' message", async () => {
    const app = await serve({ DATA_DIR: dataDir });
    const result = await adminCreate(EMAIL, NEW_PASSWORD, { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Nothing was changed: The embedded database in .+ is already in use by another process \(process \d+ on .+\)\. Stop the other server first/,
    );
    // The running server was not disturbed, and the password did not change.
    await signInOverHttp(app.origin, EMAIL, PASSWORD, "/admin");
    await app.stop();
  });

  it("run again, it updates the password; refusals on an existing database change nothing", async () => {
    for (const { email, password, message } of REFUSALS) {
      expect(await adminCreate(email, password, { DATA_DIR: dataDir })).toMatchObject({ code: 1, stdout: "", stderr: `Nothing was changed: ${message}\n` });
    }
    expect(await adminRows({ dataDir })).toEqual([{ email: EMAIL, role: "admin" }]);

    const result = await adminCreate(EMAIL, NEW_PASSWORD, { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 0, stdout: `Password of admin ${EMAIL} updated.\n` });
    expect(await adminRows({ dataDir })).toEqual([{ email: EMAIL, role: "admin" }]);

    const app = await serve({ DATA_DIR: dataDir });
    await signInOverHttp(app.origin, EMAIL, NEW_PASSWORD, "/admin");
    expect((await postLogin(app.origin, EMAIL, PASSWORD)).status).not.toBe(302);
    await app.stop();
  });

  it.skipIf(!testEngines().includes("postgres"))(
    "with DATABASE_URL it creates the admin in PostgreSQL, even while a server is using that database",
    async () => {
      const created = await createPostgresDatabase();
      try {
        const app = await serve({ DATABASE_URL: created.url });
        const result = await adminCreate(EMAIL, PASSWORD, { DATABASE_URL: created.url });
        expect(result).toMatchObject({ code: 0, stdout: `Admin ${EMAIL} created.\n` });
        await signInOverHttp(app.origin, EMAIL, PASSWORD, "/admin");
        expect((await adminCreate("not-an-email", PASSWORD, { DATABASE_URL: created.url })).code).toBe(1);
        await app.stop();
        expect(await adminRows({ databaseUrl: created.url })).toEqual([{ email: EMAIL, role: "admin" }]);
      } finally {
        await created.drop();
      }
    },
  );

  it("works as the README writes it: npm run admin:create -- --email … --password … (builds first, then creates)", async () => {
    // Its own build directory: the build this command makes must not replace the one other server tests are using.
    const ownBuild = path.join(".tmp", `admin-create-build-${process.pid}`);
    const ownData = path.join(root, "npm-data");
    try {
      const result = await runCommand(
        "npm",
        ["run", "admin:create", "--", "--email", EMAIL, "--password", PASSWORD],
        { BUILD_DIR: ownBuild, DATA_DIR: ownData },
        900_000,
      );
      if (result.code !== 0) console.log(result.stdout.slice(-3000), result.stderr.slice(-3000));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Admin ${EMAIL} created.`);
      expect(existsSync(path.join(ownBuild, "server/index.js"))).toBe(true);
      expect(await adminRows({ dataDir: ownData })).toEqual([{ email: EMAIL, role: "admin" }]);
    } finally {
      rmSync(ownBuild, { recursive: true, force: true });
    }
  }, 960_000);
});
