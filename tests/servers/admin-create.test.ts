/**
 * The bug: "A production install cannot create its first admin":
 * `npm run admin:create` failed with "build.adminCreate is not a function".
 *
 * Every case runs the command exactly as the README writes it,
 * `npm run admin:create -- --email … --password …`, with NODE_ENV=production
 * and a fresh DATA_DIR, and once against PostgreSQL (DATABASE_URL). The
 * command runs from the sources and needs no build (it used to rebuild first,
 * into the BUILD_DIR a running server serves from): the last case runs it
 * with a BUILD_DIR that does not exist. What it did is checked from outside:
 * the production server signs the admin in over HTTP, and the users table is
 * read after the fact.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { createPostgresDatabase, testEngines } from "../support/test-database";
import { startAppServer, type AppServer } from "./app-server";
import { postLogin, signInOverHttp } from "./browser-posts";
import { runCommand } from "./run-command";

const EMAIL = "admin@example.com";
const PASSWORD = "first-admin-pass-7Kq2";
const NEW_PASSWORD = "second-admin-pass-3Wm9";

/** `npm run admin:create -- --email … --password …`, as README.md writes it. */
const adminCreate = (email: string, password: string, settings: Record<string, string>) =>
  runCommand("npm", ["run", "--silent", "admin:create", "--", "--email", email, "--password", password], settings);

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

describe("npm run admin:create, and the production build's server after it", () => {
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
    const refused = await Promise.all(REFUSALS.map(({ email, password }) => adminCreate(email, password, { DATA_DIR: dataDir })));
    for (const [i, { message }] of REFUSALS.entries()) {
      expect(refused[i]).toMatchObject({ code: 1, stdout: "", stderr: `Nothing was changed: ${message}\n` });
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

  it("works as the README writes it: npm run admin:create -- --email … --password … (from the sources, with no build)", async () => {
    // Not --silent, and no build anywhere: a BUILD_DIR that does not exist, which the command must neither need nor make.
    const noBuild = path.join(root, "no-build");
    const ownData = path.join(root, "npm-data");
    const result = await runCommand("npm", ["run", "admin:create", "--", "--email", EMAIL, "--password", PASSWORD], { BUILD_DIR: noBuild, DATA_DIR: ownData });
    if (result.code !== 0) console.log(result.stdout.slice(-3000), result.stderr.slice(-3000));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Admin ${EMAIL} created.`);
    expect(existsSync(noBuild)).toBe(false);
    expect(await adminRows({ dataDir: ownData })).toEqual([{ email: EMAIL, role: "admin" }]);
  });
});
