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
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "vitest";
import { findPostgresBin, startCluster } from "../../tests/support/postgres-cluster";
import { measureContention, type Contention } from "./contention";
import { serverNodeFlags } from "./engine";
import { measureEngine, type EngineFigures } from "./measure-engine";
import { buildFigures, writeReport } from "./report";
import { webFigures } from "./web";

const quick = process.env.BENCH_QUICK === "1";
const size = (name: string, full: number, small: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : quick ? small : full;
};

// A benchmark: it measures and writes, it asserts nothing.
// oxlint-disable-next-line vitest/expect-expect
test("npm run bench", async () => {
  const sizes = { requests: size("BENCH_REQUESTS", 200, 32), capture: size("BENCH_CAPTURE", 60, 8), sales: size("BENCH_SALES", 30, 4), contractors: 16 };
  const notes: string[] = [
    `Sizes: ${sizes.requests} requests per load level, ${sizes.capture} captured requests replayed per level, ${sizes.sales} speed-to-lead events.`,
    "intake/purchase-cN: the app over HTTP at concurrency N (form posts of a browser without JavaScript) beside the same requests' SQL, captured from the driver's query log (THP_QUERY_LOG) and replayed straight against a copy of the database taken before the capture, at the same concurrency, with no HTTP and no validation.",
  ];
  const engines: EngineFigures[] = [];
  engines.push(await measureEngine("pglite", sizes));
  const cluster = findPostgresBin() ? await startCluster({ durableCommits: true }) : undefined;
  let contention: Contention | undefined;
  try {
    if (cluster) {
      engines.push(await measureEngine("postgres", sizes, cluster));
      contention = await measureContention(cluster, { contractors: size("BENCH_CONTENTION_CONTRACTORS", 50, 8), leads: size("BENCH_CONTENTION_LEADS", 100, 10), posts: size("BENCH_CONTENTION_POSTS", 1000, 40) });
      console.log(`  · contention: ${JSON.stringify(contention)}`);
    } else notes.push("PostgreSQL: server binaries not found, skipped.");
  } finally {
    await cluster?.stop();
  }
  const dir = mkdtempSync(path.join(tmpdir(), "thp-bare-"));
  const bare = JSON.parse(execFileSync(process.execPath, [...serverNodeFlags().split(" ").filter(Boolean), "scripts/bench/bare-pglite.ts", dir], { encoding: "utf8" })) as { rss: number };
  rmSync(dir, { recursive: true, force: true });
  notes.push(`Bare PGlite opened the same way (and with the server's Node flags: ${serverNodeFlags() || "none"}): ${JSON.stringify(bare)} (MB).`);
  notes.push("memory-idle-heap-*/external: the idle server's V8 heap and external memory from its own /metrics (prom-client's nodejs_* gauges).");
  const web = await webFigures(notes);
  writeReport(process.env.BENCH_RESULTS_DIR ?? "bench/results", buildFigures(engines, bare, contention, web), notes);
});
