/**
 * Required: "The README is a test." Every command line in README.md's
 * ```sh blocks is mapped to a check below (COVERAGE), and each check runs the
 * command as written (through sh, from a folder of the repository, with its
 * own DATA_DIR, port and BUILD_DIR), with the smallest option set where the
 * command takes sizes. A documented line that no check claims fails the
 * first test, naming the line; so does a check whose line left the README.
 *
 * What is not run twice: `npm ci` installed the tree this very run uses; the
 * production build `npm start` makes is reused by the later commands (the
 * PostgreSQL start runs `npm run serve`, which is `npm start` without its
 * build: checked below); admin:create is run as written, with its refusals,
 * by tests/servers/admin-create.test.ts, `npm run dev` in Chromium by
 * tests/servers/dev-command.test.ts and `npm run mail-sink` by
 * tests/servers/mail-sink-command.test.ts, whose tests are looked up here.
 * The benchmark commands' checks are in readme-bench-commands.ts, registered
 * by two files of their own (readme-bench.test.ts, readme-bench-quick.test.ts)
 * so the servers step runs them beside this one, on the build step's build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it, onTestFailed } from "vitest";
import { openDatabase } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { minimalPdf } from "../support/sample-files";
import { testEngines } from "../support/test-database";
import { freePort } from "./app-server";
import { signInOverHttp } from "./browser-posts";
import { readmeCommands, readmeLine, runShell, startShell, type LongRunning } from "./readme-commands";

/** Which check covers which README line (the whole line, as a pattern). */
const COVERAGE: { line: RegExp; check: string }[] = [
  { line: /^npm ci && npm start$/, check: "npm start" },
  { line: /^npm test$/, check: "npm test" },
  { line: /^npm run dev$/, check: "npm run dev" },
  { line: /^npm run mail-sink$/, check: "npm run mail-sink" },
  { line: /^npm run admin:create -- --email \S+ --password '.+'$/, check: "npm run admin:create" },
  { line: /^createdb homepros$/, check: "PostgreSQL" },
  { line: /^DATABASE_URL=postgres:\/\/\S+\/homepros npm start$/, check: "PostgreSQL" },
  { line: /^npm run db:backup -- backups\/homepros\.tar$/, check: "db:backup and db:restore" },
  { line: /^npm run db:restore -- backups\/homepros\.tar$/, check: "db:backup and db:restore" },
  { line: /^pg_dump -Fc "\$DATABASE_URL" -f homepros\.dump$/, check: "PostgreSQL" },
  { line: /^tar -cf homepros-uploads\.tar -C "\$DATA_DIR" uploads$/, check: "PostgreSQL" },
  { line: /^pg_restore --no-owner --single-transaction -d "\$DATABASE_URL" homepros\.dump$/, check: "PostgreSQL" },
  { line: /^tar -xf homepros-uploads\.tar -C "\$DATA_DIR"$/, check: "PostgreSQL" },
  { line: /^npm run bench:web$/, check: "npm run bench:web" },
  { line: /^npm run bench:market$/, check: "npm run bench:market" },
  { line: /^npm run bench:memory -- --engines=\S+ --runs=\d+$/, check: "npm run bench:memory" },
  { line: /^BENCH_QUICK=1 npm run bench$/, check: "npm run bench" },
  { line: /^BENCH_QUICK=1 BENCH_FIGURES=speed-to-lead BENCH_ENGINES=pglite npm run bench$/, check: "npm run bench, speed to lead only" },
  { line: /^npm run seed:scale -- --leads \d+ --contractors \d+$/, check: "npm run seed:scale" },
  { line: /^BENCH_SCALE_SIZES=[\d,]+ BENCH_SCALE_ENGINES=postgres npm run bench:scale$/, check: "npm run bench:scale" },
  { line: /^BENCH_ERASURE_SIZES=\d+ npm run bench:erasure$/, check: "npm run bench:erasure" },
];

const commands = readmeCommands();

/** The failure message for each command no check claims. */
const unmapped = (list: typeof commands) =>
  list
    .filter((c) => !COVERAGE.some((k) => k.line.test(c.command)))
    .map((c) => `README.md line ${c.line}: \`${c.command}\` has no check: add one to COVERAGE in tests/servers/readme-commands.test.ts`);
const lineOf = (pattern: RegExp) => readmeLine(pattern, commands);

describe("every command README.md documents, run as written", () => {
  // Inside the repository (npm finds package.json upwards), so relative paths in commands land here.
  mkdirSync(".tmp", { recursive: true });
  const work = path.resolve(mkdtempSync(path.join(".tmp", "readme-")));
  const build = path.join(work, "build");
  const running: LongRunning[] = [];
  let origin = "";
  let dataDir = "";

  afterAll(async () => {
    await Promise.all(running.map((r) => r.stop()));
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  async function start(command: string, settings: Record<string, string>, ready: RegExp, timeoutMs: number) {
    const server = startShell(command, { cwd: work, env: settings });
    running.push(server);
    onTestFailed(() => console.log(`--- ${command} ---\n${server.output().slice(-6000)}`));
    await server.waitFor(ready, timeoutMs);
    return server;
  }

  it("maps every command line of README.md's sh blocks to a check, and would fail on one it does not know", () => {
    expect(commands.length).toBeGreaterThan(0);
    expect(unmapped(commands)).toEqual([]);
    const stale = COVERAGE.filter((k) => !commands.some((c) => k.line.test(c.command)));
    expect(stale.map((k) => `the "${k.check}" check covers ${k.line}, which README.md no longer documents`)).toEqual([]);
    // A command documented tomorrow without a check (continued over two lines, as READMEs do):
    const readme = readFileSync("README.md", "utf8");
    const added = readmeCommands(`${readme}\n\n\`\`\`sh\n# sizes\nnpm run seed:scale -- \\\n  --tiny\n\`\`\`\n`);
    const line = readme.split("\n").length + 4;
    expect(unmapped(added)).toEqual([
      `README.md line ${line}: \`npm run seed:scale -- --tiny\` has no check: add one to COVERAGE in tests/servers/readme-commands.test.ts`,
    ]);
  });

  it("npm start: builds, creates and prints the demo accounts, serves the site; a printed contractor signs in", async () => {
    expect(lineOf(/^npm ci && npm start$/)).toBe("npm ci && npm start");
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = path.join(work, "data");
    // No NODE_ENV: as typed at a prompt (demo data is created outside production only, and an unset NODE_ENV counts as development for seeding).
    const server = await start(
      "npm start",
      { PORT: String(port), DATA_DIR: dataDir, BUILD_DIR: build, PUBLIC_URL: origin },
      /"msg":"listening","url":"http:\/\/127\.0\.0\.1:\d+","database":"pglite"/,
      300_000,
    );
    expect(server.output()).toContain(`Demo data created (test-mode balances). Sign in at ${origin}/login with:`);
    // The `start` script's --expose-gc lets serve() compact the heap once, right after the job workers start (decisions 0034, 0056).
    await expect.poll(() => server.output(), { timeout: 60_000 }).toMatch(/"msg":"jobs started","ms":\d+[^]*"msg":"heap compacted after start-up"/);
    const [, email, password] = server.output().match(/^ {2}contractor +(\S+) +(\S+)/m) ?? [];
    expect(email).toBeTruthy();
    expect((await fetch(`${origin}/`)).status).toBe(200);
    await signInOverHttp(origin, email!, password!);
  }, 960_000);

  it("db:backup and db:restore: a backup from the running server, restored into a fresh DATA_DIR", async () => {
    expect(origin, "needs the npm start check's server").not.toBe("");
    const backup = await runShell(lineOf(/^npm run db:backup/), { cwd: work, env: { DATA_DIR: dataDir } });
    expect(backup.output).toMatch(
      /^Backup written to .+\/backups\/homepros\.tar \(pglite database and 0 uploaded files, from the running server, in [\d.]+ s\)\.$/m,
    );
    expect(backup.code).toBe(0);
    await Promise.all(running.splice(0).map((r) => r.stop()));

    const restoredDir = path.join(work, "restored");
    const restore = await runShell(lineOf(/^npm run db:restore/), { cwd: work, env: { DATA_DIR: restoredDir } });
    expect(restore.output).toMatch(/^Restored the backup of \S+ \(pglite database and 0 uploaded files\) into /m);
    expect(restore.code).toBe(0);
    const count = async (dir: string) => {
      const handle = await openDatabase({ dataDir: dir });
      try {
        return rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from users`))[0]!.n;
      } finally {
        await handle.close();
      }
    };
    expect(await count(restoredDir)).toBe(await count(dataDir));
  }, 180_000);

  it("npm test: the runner runs a step it is given, and its steps are the ones README names", async () => {
    expect(lineOf(/^npm test$/)).toBe("npm test");
    const steps = [...readFileSync("scripts/test-all.ts", "utf8").matchAll(/\bname: "(\w+)"/g)].map((m) => m[1]);
    // "`npm test -- unit` (or `typecheck`, `lint`, …) runs one step": exactly the runner's steps.
    const sentence = /`npm test -- (\w+)` \(or ([^)]+)\)/.exec(readFileSync("README.md", "utf8"));
    expect(sentence, 'README.md names the steps as "`npm test -- unit` (or `typecheck`, …)"').toBeTruthy();
    const named = [sentence![1], ...[...sentence![2]!.matchAll(/`(\w+)`/g)].map((m) => m[1])];
    expect(named.toSorted()).toEqual(steps.toSorted());
    const result = await runShell("npm test -- lint", { cwd: work, env: {} });
    expect(result.output).toContain("=== lint: ok");
    expect(result.code).toBe(0);
  }, 300_000);

  it("npm run admin:create: run as written, with and without an admin, and its refusals, by admin-create.test.ts", () => {
    expect(lineOf(/^npm run admin:create/)).toMatch(/^npm run admin:create -- --email admin@example\.com --password '/);
    const suite = readFileSync("tests/servers/admin-create.test.ts", "utf8");
    for (const title of [
      "works as the README writes it: npm run admin:create -- --email … --password … (from the sources, with no build)",
      "creates the first admin (exit 0, a message); the production server then signs them in",
      "run again, it updates the password; refusals on an existing database change nothing",
      "refuses $what: exit 1, a clear message on stderr, nothing written (not even the data directory)",
    ]) {
      expect(suite).toContain(title);
    }
    for (const refusal of ["a bad e-mail", "an 11-character password", "a common password"]) expect(suite).toContain(`what: "${refusal}"`);
  });

  it.skipIf(!testEngines().includes("postgres"))(
    "PostgreSQL: createdb, npm start on DATABASE_URL, and the pg_dump / pg_restore backup by hand",
    async () => {
      const base = new URL(inject("postgresUrl")!);
      const pgEnv = { PGHOST: base.hostname, PGPORT: base.port, PGUSER: decodeURIComponent(base.username), PGPASSWORD: decodeURIComponent(base.password) };
      const urlOf = (db: string) => Object.assign(new URL(base), { pathname: `/${db}` }).toString();
      const created = await runShell(lineOf(/^createdb homepros$/), { cwd: work, env: pgEnv });
      expect(created).toEqual({ code: 0, output: "" });
      try {
        // npm start = build + serve; the build was made and checked above, so the serve half runs here.
        const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
        expect(scripts.start).toBe(`npm run build && ${scripts.serve}`);
        const startLine = lineOf(/^DATABASE_URL=\S+ npm start$/)
          .replace(/^DATABASE_URL=\S+/, `DATABASE_URL=${urlOf("homepros")}`)
          .replace(/npm start$/, "npm run serve");
        const port = await freePort();
        const pgData = path.join(work, "pg-data");
        await start(
          startLine,
          { PORT: String(port), DATA_DIR: pgData, BUILD_DIR: build, PUBLIC_URL: `http://127.0.0.1:${port}` },
          // Its job workers start after it listens; the backup below is compared with the database they set up.
          /"msg":"listening","url":"[^"]+","database":"postgres"[^]*"msg":"jobs started"/,
          120_000,
        );
        expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);

        mkdirSync(path.join(pgData, "uploads", "2026", "11"), { recursive: true });
        writeFileSync(path.join(pgData, "uploads", "2026", "11", "licence.pdf"), minimalPdf());
        const from = { ...pgEnv, DATABASE_URL: urlOf("homepros"), DATA_DIR: pgData };
        for (const line of [lineOf(/^pg_dump /), lineOf(/^tar -cf /)])
          expect({ line, ...(await runShell(line, { cwd: work, env: from })) }).toEqual({ line, code: 0, output: "" });

        expect((await runShell("createdb homepros_restored", { cwd: work, env: pgEnv })).code).toBe(0);
        const restoredData = path.join(work, "pg-restored");
        mkdirSync(restoredData);
        const into = { ...pgEnv, DATABASE_URL: urlOf("homepros_restored"), DATA_DIR: restoredData };
        for (const line of [lineOf(/^pg_restore /), lineOf(/^tar -xf /)])
          expect({ line, ...(await runShell(line, { cwd: work, env: into })) }).toEqual({ line, code: 0, output: "" });

        const tables = async (url: string) => {
          const handle = await openDatabase({ databaseUrl: url, dataDir: "" });
          try {
            const names = rowsOf<{ t: string }>(
              await handle.db.execute(
                sql`select schemaname || '.' || tablename as t from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
              ),
            );
            const counts: Record<string, number> = {};
            for (const { t } of names) counts[t] = rowsOf<{ n: number }>(await handle.db.execute(sql.raw(`select count(*)::int as n from ${t}`)))[0]!.n;
            return counts;
          } finally {
            await handle.close();
          }
        };
        await Promise.all(running.splice(0).map((r) => r.stop()));
        expect(await tables(urlOf("homepros_restored"))).toEqual(await tables(urlOf("homepros")));
        expect(readFileSync(path.join(restoredData, "uploads", "2026", "11", "licence.pdf"))).toEqual(minimalPdf());
      } finally {
        await Promise.all(running.splice(0).map((r) => r.stop()));
        await runShell("dropdb --if-exists --force homepros_restored && dropdb --if-exists --force homepros", { cwd: work, env: pgEnv });
      }
    },
    300_000,
  );

  it("npm run dev: run as written, in Chromium, by dev-command.test.ts", () => {
    expect(lineOf(/^npm run dev$/)).toBe("npm run dev");
    const suite = readFileSync("tests/servers/dev-command.test.ts", "utf8");
    expect(suite).toContain('"npm run dev"');
    expect(suite).toContain("serves from the sources; a page hydrates on Preact with its stylesheet, a quote request is stored, a saved module reloads it");
  });

  it("the benchmark commands: run as written by readme-bench.test.ts and readme-bench-quick.test.ts", () => {
    expect(readFileSync("tests/servers/readme-bench.test.ts", "utf8")).toContain("benchCommandChecks(benchWorkFolder())");
    expect(readFileSync("tests/servers/readme-bench-quick.test.ts", "utf8")).toContain("quickBenchChecks(benchWorkFolder())");
  });

  it("npm run mail-sink: run as written by mail-sink-command.test.ts", () => {
    expect(lineOf(/^npm run mail-sink$/)).toBe("npm run mail-sink");
    const suite = readFileSync("tests/servers/mail-sink-command.test.ts", "utf8");
    expect(suite).toContain('"npm run mail-sink"');
    expect(suite).toContain("listens where README.md says and prints each e-mail the app sends, its link whole");
  });
});
