/**
 * `npm run bench:scale` (scripts/bench-scale.config.ts runs this under Vitest's runner only for the app's `~/`
 * imports; it measures and writes, it asserts nothing). For each engine and size: a fresh database seeded by
 * seed:scale, the production build (BUILD_DIR, default build/; build first) started on it, the ops of ops.ts
 * timed over HTTP, then bench/results/scale.json and scale.md (BENCH_RESULTS_DIR to write elsewhere).
 *
 * BENCH_SCALE_SIZES (leads, comma-separated; 10000,100000,1000000), BENCH_SCALE_ENGINES (pglite,postgres),
 * BENCH_SCALE_CONTRACTORS (10000), BENCH_SCALE_SAMPLES per op (40). PostgreSQL runs on a throwaway cluster and
 * is skipped without the server binaries. The EXPLAIN plans are taken at each engine's largest size.
 * A quick run: BENCH_SCALE_SIZES=10000,100000 BENCH_SCALE_ENGINES=postgres npm run bench:scale
 */
import { test } from "vitest";
import { findPostgresBin, startCluster, type Cluster } from "../../tests/support/postgres-cluster";
import { DEFAULT_WARM_UPS } from "./ops";
import { measureRun, type Run } from "./measure";
import { writeScaleReport } from "./report";

const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const count = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

// A benchmark: it measures and writes, it asserts nothing.
// oxlint-disable-next-line vitest/expect-expect
test("npm run bench:scale", async () => {
  const sizes = list("BENCH_SCALE_SIZES", "10000,100000,1000000")
    .map(Number)
    .toSorted((a, b) => a - b);
  const engines = list("BENCH_SCALE_ENGINES", "pglite,postgres").filter((e): e is "pglite" | "postgres" => e === "pglite" || e === "postgres");
  const contractors = count("BENCH_SCALE_CONTRACTORS", 10_000);
  const samples = count("BENCH_SCALE_SAMPLES", 40);
  const notes: string[] = [
    `${contractors} contractors; ${samples} calls per op after ${DEFAULT_WARM_UPS} warm-up calls; the dashboard's warm-up is one call per signed-in contractor, timed as dashboard_first_visit (each contractor's first dashboard since the server started).`,
  ];
  const runs: Run[] = [];
  const plans: { title: string; text: string }[] = [];
  const write = () => writeScaleReport(process.env.BENCH_RESULTS_DIR ?? "bench/results", runs, plans, notes);
  for (const engine of engines) {
    let cluster: Cluster | undefined;
    if (engine === "postgres") {
      cluster = findPostgresBin() ? await startCluster() : undefined;
      if (!cluster) {
        notes.push("PostgreSQL: server binaries not found, skipped.");
        continue;
      }
    }
    try {
      for (const leads of sizes) {
        console.log(`bench:scale ${engine}: ${leads} leads, ${contractors} contractors`);
        const { run, plans: text } = await measureRun(engine, { leads, contractors, samples, explain: leads === sizes.at(-1) }, cluster);
        runs.push(run);
        if (text) plans.push({ title: `${engine}, ${leads} leads`, text });
        write(); // after every run, so a long run that is stopped still leaves what it measured
      }
    } finally {
      await cluster?.stop();
    }
  }
  write();
});
