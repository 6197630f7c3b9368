/**
 * `npm run bench` (scripts/bench.config.ts runs this file under Vitest's
 * runner only for the app's `~/` imports; it measures and writes, it asserts
 * nothing). Against the production build (BUILD_DIR, default build/; build
 * first), on PGlite and on PostgreSQL (a throwaway cluster; skipped without
 * the server binaries). Writes bench/results/latest.json and latest.md.
 *
 * Sizes (env): BENCH_REQUESTS per load level (200), BENCH_CAPTURE requests
 * captured and replayed per level (60), BENCH_SALES speed-to-lead events (30),
 * BENCH_CONTENTION_POSTS (1000) over BENCH_CONTENTION_LEADS (100) and
 * BENCH_CONTENTION_CONTRACTORS (50). BENCH_QUICK=1: the smallest run (a
 * handful of each, for checking that it works).
 *
 * Selection (env): BENCH_FIGURES, a comma-separated list of groups (default
 * all): `load` (intake, purchase, their SQL replays, static file, memory),
 * `speed-to-lead` (alone, on a freshly started app, unless `load` is also
 * chosen: then right after it, as in the full report), `contention`,
 * `crash`, `startup` (BENCH_STARTUP_RUNS starts of each kind, 5), `js-bytes` (with the Lighthouse figures; BENCH_LIGHTHOUSE=0 leaves them out). BENCH_ENGINES: `pglite`, `postgres` or both (default both).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "vitest";
import { findPostgresBin, startCluster } from "../../tests/support/postgres-cluster";
import { measureContention, type Contention } from "./contention";
import { measureCrash, type CrashFigures } from "./crash";
import { serverNodeFlags } from "./engine";
import { measureEngine, type EngineFigures } from "./measure-engine";
import { measureStartup, type StartupFigures } from "./startup";
import { buildFigures, writeReport } from "./report";
import { webFigures } from "./web";

const quick = process.env.BENCH_QUICK === "1";
const GROUPS = ["load", "speed-to-lead", "contention", "crash", "startup", "js-bytes"] as const;
const ENGINES = ["pglite", "postgres"] as const;
/** The values of a comma-separated list variable, all of `known` when unset; an unknown value is an error. */
function chosen<T extends string>(name: string, known: readonly T[]): Set<T> {
  const raw = process.env[name]?.trim();
  if (!raw) return new Set(known);
  const values = raw
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = values.filter((v) => !known.includes(v as T));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(", ")} (known: ${known.join(", ")})`);
  return new Set(values as T[]);
}
const size = (name: string, full: number, small: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : quick ? small : full;
};

// A benchmark: it measures and writes, it asserts nothing.
// oxlint-disable-next-line vitest/expect-expect
test("npm run bench", async () => {
  const sizes = { requests: size("BENCH_REQUESTS", 200, 32), capture: size("BENCH_CAPTURE", 150, 8), sales: size("BENCH_SALES", 30, 4), contractors: 16 };
  const figures = chosen("BENCH_FIGURES", GROUPS);
  const engineNames = chosen("BENCH_ENGINES", ENGINES);
  const groups = { load: figures.has("load"), speed: figures.has("speed-to-lead") };
  const notes: string[] = [];
  if (groups.load) {
    notes.push(
      `Sizes: ${sizes.requests} requests per load level, ${sizes.capture} captured requests replayed per level, ${sizes.sales} speed-to-lead events.`,
      "intake/purchase-cN: the app over HTTP at concurrency N (form posts of a browser without JavaScript) beside the same requests' SQL, captured from the driver's query log (THP_QUERY_LOG) and replayed straight against a copy of the database taken before the capture, at the same concurrency, with no HTTP and no validation.",
      "intake-email-*: the e-mail the three intake levels set off (each request's confirmation, each matching contractor's new-lead alert), counted at the loopback SMTP server: how many arrived during the load, and how long after it the last one did. The app sends them while it takes requests, so they share its CPU (and PGlite's one connection) with intake. The purchase levels start once that e-mail has drained.",
      "intake-web-tier-cN (PostgreSQL): the same levels first run with the job process paused (SIGSTOP), so the web tier and its SQL are measured as the replay measures them; its e-mail goes out once the job process resumes, before intake-cN. The difference between the two is the CPU the job process (mostly new-lead alerts over SMTP) takes from intake on this machine.",
      "*-of-http-sql-bound: the static file's HTTP exchange and the replayed SQL each use the whole machine, so an app that did nothing else could not pass 1/(1/static + 1/replay); these figures put intake beside that bound.",
      "*-c8-cpu: milliseconds of CPU per request at concurrency 8, from Linux's accounting (/proc): the whole machine's (every process and the kernel) beside the replay's, then each process's: web, jobs (the job process, PostgreSQL), database (PostgreSQL's backends; PGlite runs inside the web process, and inside the bench process for the replay), bench (this process: the load generator, the loopback SMTP and webhook servers, the replaying client). All share the same cores, so the rate ratio is about the inverse of the machine ratio.",
    );
  } else if (groups.speed) notes.push(`Sizes: ${sizes.sales} speed-to-lead events, on a freshly started app with no load before them.`);
  const engines: EngineFigures[] = [];
  if (engineNames.has("pglite") && (groups.load || groups.speed)) engines.push(await measureEngine("pglite", sizes, groups));
  const startups: { engine: string; startup: StartupFigures }[] = [];
  const startupRuns = size("BENCH_STARTUP_RUNS", 5, 1);
  if (figures.has("startup") && engineNames.has("pglite")) startups.push({ engine: "pglite", startup: await measureStartup("pglite", startupRuns) });
  const wantsPostgres = engineNames.has("postgres") && (groups.load || groups.speed || figures.has("contention") || figures.has("startup"));
  const cluster = wantsPostgres && findPostgresBin() ? await startCluster({ durableCommits: true }) : undefined;
  let contention: Contention | undefined;
  try {
    if (cluster) {
      if (groups.load || groups.speed) engines.push(await measureEngine("postgres", sizes, groups, cluster));
      if (figures.has("startup")) startups.push({ engine: "postgres", startup: await measureStartup("postgres", startupRuns, cluster) });
      if (figures.has("contention")) {
        contention = await measureContention(cluster, {
          contractors: size("BENCH_CONTENTION_CONTRACTORS", 50, 8),
          leads: size("BENCH_CONTENTION_LEADS", 100, 10),
          posts: size("BENCH_CONTENTION_POSTS", 1000, 40),
        });
        console.log(`  · contention: ${JSON.stringify(contention)}`);
      }
    } else if (wantsPostgres) notes.push("PostgreSQL: server binaries not found, skipped.");
  } finally {
    await cluster?.stop();
  }
  for (const e of engines)
    if (e.speed)
      console.log(
        `  · ${e.engine}: ${Object.entries(e.speed)
          .map(([k, l]) => `${k} p50 ${l.p50} p99 ${l.p99} ms${l.missed ? ` (${l.missed} missed)` : ""}`)
          .join("; ")}`,
      );
  if (figures.size < GROUPS.length || engineNames.size < ENGINES.length)
    notes.push(`Selection: BENCH_FIGURES=${[...figures].join(",")} BENCH_ENGINES=${[...engineNames].join(",")}.`);
  let bare: { rss: number } | undefined;
  if (groups.load && engineNames.has("pglite")) {
    const dir = mkdtempSync(path.join(tmpdir(), "thp-bare-"));
    bare = JSON.parse(
      execFileSync(process.execPath, [...serverNodeFlags().split(" ").filter(Boolean), "scripts/bench/bare-pglite.ts", dir], { encoding: "utf8" }),
    ) as { rss: number };
    rmSync(dir, { recursive: true, force: true });
    notes.push(
      `Bare PGlite opened the same way (with the server's Node flags: ${serverNodeFlags() || "none"}; its heap compacted once, as the server compacts its own after start-up): ${JSON.stringify(bare)} (MB).`,
    );
    notes.push("memory-idle-heap-*/external: the idle server's V8 heap and external memory from its own /metrics (prom-client's nodejs_* gauges).");
  }
  const crashes: { engine: string; crash: CrashFigures }[] = [];
  if (figures.has("crash")) {
    const crashSize = { kills: size("BENCH_CRASH_KILLS", 3, 1), acknowledgedPerKill: size("BENCH_CRASH_ACKS", 100, 10) };
    for (const engine of engineNames) {
      if (engine === "postgres" && !findPostgresBin()) {
        notes.push("crash on PostgreSQL: server binaries not found, skipped.");
        continue;
      }
      const crash = await measureCrash(engine, crashSize);
      console.log(`  · ${engine}: crash ${JSON.stringify(crash)}`);
      crashes.push({ engine, crash });
    }
    notes.push(
      `crash-*: quote requests posted at concurrency 8 to the server, killed with SIGKILL mid-stream once ${crashSize.acknowledgedPerKill} were acknowledged (${crashSize.kills} times), restarted on the same data and stopped; then every acknowledged request is looked for (crash-lost: missing or not as posted) and every stored one checked whole (crash-half-written: without its leads, consent proof, confirmation e-mail or submission record). crash-restart: seconds from launch to listening right after a kill, beside a start after a clean stop. On PostgreSQL the cluster flushes each commit before acknowledging it.`,
    );
  }
  for (const { engine, startup } of startups) console.log(`  · ${engine}: startup ${JSON.stringify(startup)}`);
  if (startups.length > 0)
    notes.push(
      `startup-*: milliseconds from \`node server.js\` (the \`serve\` script's flags, jobs on) to its first HTTP answer on a database the demo seed filled at a first, untimed start; the median of ${startupRuns} starts after a clean stop and ${startupRuns} right after kill -9 (on PGlite its recovery is part of the time). startup-bare-engine: a Node process that only opens the same database (PGlite: the same data directory, durable as the app opens it; PostgreSQL: one connection) and runs one query, spawn to exit. startup-deferred-*: the work the server does after its first answer (decision 0056), from its log: starting the job workers (pg-boss's checks and every queue's set-up), then compacting the heap once.`,
    );
  const web = figures.has("js-bytes") ? await webFigures(notes) : [];
  writeReport(process.env.BENCH_RESULTS_DIR ?? "bench/results", buildFigures(engines, bare, contention, web, crashes, startups), notes);
});
