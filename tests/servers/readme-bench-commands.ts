/**
 * The checks of README.md's benchmark commands (bench:web, bench:market, bench:memory, seed:scale, bench:scale,
 * bench:erasure and bench), each run as written with its smallest sizes, on the production build the build step
 * made (BUILD_DIR): no second build. Two files register them (readme-bench.test.ts and readme-bench-quick.test.ts)
 * so that the servers step runs them beside its other files; readme-commands.test.ts checks they still do.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it, onTestFailed } from "vitest";
import { openDatabase } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { testEngines } from "../support/test-database";
import { buildDir } from "./app-server";
import { readmeLine, runShell } from "./readme-commands";

export type BenchCommandChecks = {
  /** The folder of the repository the commands run from. */
  work: string;
  /** The production build the commands use. */
  build: string;
  /** README.md's command line matching the pattern (throws when it left the README). */
  lineOf: (pattern: RegExp) => string;
};

/** A folder of the repository for one file's commands (npm finds package.json upwards), removed after it. */
export function benchWorkFolder(): BenchCommandChecks {
  mkdirSync(".tmp", { recursive: true });
  const work = path.resolve(mkdtempSync(path.join(".tmp", "readme-bench-")));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  return { work, build: path.resolve(buildDir()), lineOf: (pattern) => readmeLine(pattern) };
}

/** The smallest sizes `npm run bench` takes for a run that still has every figure the checks below read. */
const QUICK_BENCH_SIZES = "BENCH_REQUESTS=8 BENCH_CAPTURE=1 BENCH_SALES=2";

export function benchCommandChecks({ work, build, lineOf }: BenchCommandChecks) {
  it("npm run bench:web: sizes and one Lighthouse run for / on the build step's build (BENCH_ROUTES=/ … -- --no-build --runs=1)", async () => {
    const result = await runShell(`BENCH_ROUTES=/ ${lineOf(/^npm run bench:web$/)} -- --no-build --runs=1`, { cwd: work, env: { BUILD_DIR: build } });
    if (result.code !== 0) console.log(result.output.slice(-4000));
    expect(result.code).toBe(0);
    // The home page is a content page: no module script, no bytes of JavaScript (decision 0016).
    expect(result.output).toMatch(/^\/ +content +0 +0 +0\.0 KB/m);
    expect(result.output).toContain("Largest first-load JS:");
    // Lighthouse's row for /: requests, transfer, then the four scores.
    expect(result.output).toMatch(/^\/ +\d+ +[\d.]+ KB +\d+ +\d+ +\d+ +\d+ /m);
  }, 300_000);

  it("npm run bench:market: its smallest sizes (BENCH_CONTRACTORS=2 BENCH_LEADS=2 BENCH_SALES=1)", async () => {
    const result = await runShell(`BENCH_CONTRACTORS=2 BENCH_LEADS=2 BENCH_SALES=1 ${lineOf(/^npm run bench:market$/)}`, {
      cwd: work,
      env: { BUILD_DIR: build },
    });
    if (result.code !== 0) console.log(result.output.slice(-4000));
    expect(result.code).toBe(0);
    expect(result.output).toContain("Marketplace benchmark: 2 contractors race for 2 leads; 1 single sales for delivery.");
    expect(result.output).toMatch(/Done in \d+ s\./);
  }, 600_000);

  it("npm run bench:memory: one run (--runs=1) per engine prints each launch's memory and the medians", async () => {
    const engines = testEngines().includes("postgres") ? "postgres,pglite" : "pglite";
    const command = lineOf(/^npm run bench:memory -- --engines=\S+ --runs=\d+$/).replace(/--engines=\S+ --runs=\d+/, `--engines=${engines} --runs=1`);
    const result = await runShell(command, { cwd: work, env: { BUILD_DIR: build } });
    if (result.code !== 0) console.log(result.output.slice(-4000));
    expect(result.code).toBe(0);
    for (const engine of engines.split(",")) {
      expect(result.output).toMatch(new RegExp(`^\\{"engine":"${engine}","run":0,.*"rss":\\d+,"rssAnon":\\d+,"rssFile":\\d+,"heapUsed":\\d+`, "m"));
      expect(result.output).toContain(`${engine}: median of 1`);
    }
    expect(result.output).toMatch(/bare PGlite \d+ MB RSS/);
  }, 600_000);

  it("npm run seed:scale: a small size (--leads 300 --contractors 20) into its own DATA_DIR, then refused once real data is there", async () => {
    const command = lineOf(/^npm run seed:scale -- --leads \d+ --contractors \d+$/).replace(/--leads \d+ --contractors \d+/, "--leads 300 --contractors 20");
    const seedDir = path.join(work, "seed-scale-data");
    const result = await runShell(command, { cwd: work, env: { DATA_DIR: seedDir } });
    if (result.code !== 0) console.log(result.output.slice(-4000));
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/"engine":"pglite".*"leads":300.*"contractors":20/);
    const handle = await openDatabase({ dataDir: seedDir });
    try {
      expect(rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from leads`))[0]!.n).toBe(300);
      await handle.db
        .execute(sql`insert into contractor_applications (business_name, first_name, last_name, email, phone, license_number, years_in_business, service_category, service_areas, insurance_provider, certified_at)
        values ('Real Co', 'Real', 'Person', 'real@example.com', '+12125550100', 'L-1', 3, 'roofing', '10001', 'Mutual', now())`);
    } finally {
      await handle.close();
    }
    const refused = await runShell(command, { cwd: work, env: { DATA_DIR: seedDir } });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Pass --force");
  }, 300_000);

  it("npm run bench:scale: the smallest run (200 leads, 20 contractors, 2 samples, PGlite) writes scale.json in the issue's shape", async () => {
    const resultsDir = path.join(work, "scale-results");
    const command = lineOf(/^BENCH_SCALE_SIZES=[\d,]+ BENCH_SCALE_ENGINES=postgres npm run bench:scale$/).replace(
      /^BENCH_SCALE_SIZES=[\d,]+ BENCH_SCALE_ENGINES=postgres/,
      "BENCH_SCALE_SIZES=200 BENCH_SCALE_ENGINES=pglite",
    );
    const result = await runShell(`BENCH_SCALE_CONTRACTORS=20 BENCH_SCALE_SAMPLES=2 ${command}`, {
      cwd: work,
      env: { BUILD_DIR: build, BENCH_RESULTS_DIR: resultsDir },
    });
    if (result.code !== 0) console.log(result.output.slice(-4000));
    expect(result.code).toBe(0);
    const report = JSON.parse(readFileSync(path.join(resultsDir, "scale.json"), "utf8")) as {
      machine: { cpus: number };
      runs: { engine: string; leads: number; ops: Record<string, { p95_ms: number } | null>; rss_mb: number }[];
    };
    expect(report.machine.cpus).toBeGreaterThan(0);
    expect(report.runs).toMatchObject([{ engine: "pglite", leads: 200, contractors: 20 }]);
    expect(report.runs[0]!.ops.dashboard?.p95_ms).toBeGreaterThan(0);
    // The busiest buyer's base ZIP has at least that buyer to alert (funded, e-mail alerts on by default).
    expect(report.runs[0]!.ops.alert_fanout?.p95_ms).toBeGreaterThan(0);
    expect(readFileSync(path.join(resultsDir, "scale.md"), "utf8")).toContain("EXPLAIN (ANALYZE, BUFFERS)");
  }, 600_000);

  it("npm run bench:erasure: the smallest run (500 leads, 20 contractors, 2 homeowners, PGlite) writes erasure.json", async () => {
    const resultsDir = path.join(work, "erasure-results");
    const command = lineOf(/^BENCH_ERASURE_SIZES=\d+ npm run bench:erasure$/).replace(/^BENCH_ERASURE_SIZES=\d+/, "BENCH_ERASURE_SIZES=500");
    const result = await runShell(`BENCH_ERASURE_ENGINES=pglite BENCH_ERASURE_CONTRACTORS=20 BENCH_ERASURE_HOMEOWNERS=2 ${command}`, {
      cwd: work,
      env: { BENCH_RESULTS_DIR: resultsDir },
    });
    if (result.code !== 0) console.log(result.output.slice(-4000));
    expect(result.code).toBe(0);
    const report = JSON.parse(readFileSync(path.join(resultsDir, "erasure.json"), "utf8")) as {
      runs: { engine: string; leads: number; scrub_ms: number; seq_scan_ms: number }[];
    };
    expect(report.runs).toMatchObject([{ engine: "pglite", leads: 500 }]);
    expect(report.runs[0]!.scrub_ms).toBeGreaterThan(0);
    expect(readFileSync(path.join(resultsDir, "erasure.md"), "utf8")).toContain("# bench:erasure");
  }, 300_000);
}

/** The whole quick benchmark on both engines (the longest check), and its speed-to-lead-only form. */
export function quickBenchChecks({ work, build, lineOf }: BenchCommandChecks) {
  it("BENCH_QUICK=1 npm run bench: the smallest run (BENCH_REQUESTS=8 BENCH_CAPTURE=1 BENCH_SALES=2) writes one report in the issue's JSON shape", async () => {
    // npm runs scripts from the package root: the report goes to a folder of this test, not over the committed one.
    const resultsDir = path.join(work, "bench-results");
    // Quick's own sizes (32 requests per level, 8 captured, 4 sales) made this the longest check of the servers step
    // (over 8 minutes); 8 requests still fill the c8 level the CPU figures are taken at. Two engines and two
    // Lighthouse runs: longer than runShell's default 5 minutes on a slow machine.
    const result = await runShell(`${QUICK_BENCH_SIZES} ${lineOf(/^BENCH_QUICK=1 npm run bench$/)}`, {
      cwd: work,
      env: { BUILD_DIR: build, BENCH_RESULTS_DIR: resultsDir },
      timeoutMs: 600_000,
    });
    if (result.code !== 0) console.log(result.output.slice(-4000));
    expect(result.code).toBe(0);
    // The report's notes say why a figure is missing (a Lighthouse row not read, a failed bench:web).
    onTestFailed(() => console.log(`--- latest.md ---\n${readFileSync(path.join(resultsDir, "latest.md"), "utf8").slice(-4000)}`));
    const report = JSON.parse(readFileSync(path.join(resultsDir, "latest.json"), "utf8")) as {
      machine: { cpus: number };
      figures: { name: string; engine: string; unit: string; value: number; reference: { value: number } }[];
    };
    expect(report.machine.cpus).toBeGreaterThan(0);
    const names = new Set(report.figures.map((f) => f.name.split("-")[0]));
    for (const name of ["intake", "purchase", "speed", "crash", "memory", "js", "lighthouse"]) expect(names).toContain(name);
    // kill -9 under a stream of quote requests, on each engine: every acknowledged request found whole.
    for (const engine of testEngines()) {
      const crash = (name: string) => report.figures.find((f) => f.name === name && f.engine === engine);
      expect(crash("crash-lost")).toMatchObject({ value: 0, reference: { value: expect.any(Number) } });
      expect(crash("crash-lost")!.reference.value).toBeGreaterThanOrEqual(10);
      expect(crash("crash-half-written")).toMatchObject({ value: 0 });
    }
    // Where the CPU of a request goes, beside its replay's: on PostgreSQL the web process, the job process and the
    // database apart; on PGlite the one process. Every figure has a reference from the same run.
    const cpu = (engine: string) => report.figures.filter((f) => f.engine === engine && f.unit === "ms CPU/request").map((f) => f.name);
    expect(cpu("postgres")).toEqual(
      expect.arrayContaining([
        "intake-c8-cpu",
        "intake-c8-cpu-web",
        "intake-c8-cpu-jobs",
        "intake-c8-cpu-database",
        "intake-c8-cpu-bench",
        "intake-web-tier-c8-cpu",
        "purchase-c8-cpu",
        "intake-sql-replay-c8-cpu-database",
      ]),
    );
    expect(cpu("pglite")).toEqual(expect.arrayContaining(["intake-c8-cpu", "intake-c8-cpu-web", "purchase-c8-cpu-bench", "intake-sql-replay-c8-cpu-bench"]));
    expect(cpu("pglite")).not.toContain("intake-c8-cpu-database");
    for (const figure of report.figures.filter((f) => f.name === "intake-c8-cpu")) expect(figure.reference.value).toBeGreaterThan(0);
    expect(existsSync(path.join(resultsDir, "latest.md"))).toBe(true);
  }, 900_000);

  it("npm run bench, speed to lead only: BENCH_FIGURES=speed-to-lead BENCH_ENGINES=pglite (BENCH_SALES=2) reports those figures and no others", async () => {
    const resultsDir = path.join(work, "bench-speed-results");
    const result = await runShell(`BENCH_SALES=2 ${lineOf(/^BENCH_QUICK=1 BENCH_FIGURES=speed-to-lead BENCH_ENGINES=pglite npm run bench$/)}`, {
      cwd: work,
      env: { BUILD_DIR: build, BENCH_RESULTS_DIR: resultsDir },
    });
    if (result.code !== 0) console.log(result.output.slice(-4000));
    expect(result.code).toBe(0);
    const report = JSON.parse(readFileSync(path.join(resultsDir, "latest.json"), "utf8")) as { figures: { name: string; engine: string }[] };
    expect(report.figures.map((f) => f.name)).toContain("speed-to-lead-email-p99");
    expect(report.figures.filter((f) => !f.name.startsWith("speed-to-lead-") || f.engine !== "pglite")).toEqual([]);
    expect(result.output).toMatch(/pglite: speed-to-lead-dashboard p50 [\d.]+ p99 [\d.]+ ms/);
  }, 600_000);
}
