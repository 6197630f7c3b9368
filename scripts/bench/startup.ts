/**
 * The `startup` figures: how long the production build takes from `node server.js` (with the `serve` script's
 * flags) to its first HTTP answer, on a database the demo seed filled at a first, untimed start: after a clean stop
 * (SIGTERM), and after kill -9 (on PGlite its recovery is part of the time). Beside them, in the same run: a bare
 * engine's start (a Node process that opens the same PGlite data directory the way the app does, or connects to the
 * same PostgreSQL database, and runs one query), and the work the server defers until after its first answer
 * (decision 0056), read from its own log: the job workers' start and the heap's compaction.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchAppProcess, type AppProcess } from "../../tests/servers/app-process";
import type { Cluster } from "../../tests/support/postgres-cluster";
import { waitFor } from "../../tests/support/wait-for";
import { admin, serverNodeFlags } from "./engine";
import { percentile, round } from "./load";

export type StartupFigures = {
  runs: number;
  /** Median ms from spawn to the first answer: after a clean stop, and right after kill -9. */
  afterStop: number;
  afterKill: number;
  /** Median ms of a bare engine's start in a process of its own (spawn, open, one query). */
  bareEngine: number;
  /** Median ms the deferred work took after the first answer, from the server's log. */
  jobsStart: number;
  heapCompaction: number;
};

/** The deferred work is done once both lines are in the log (info level). */
async function deferredWork(app: AppProcess): Promise<{ jobs: number; compaction: number }> {
  const done = () => {
    const jobs = /"msg":"jobs started","ms":(\d+)/.exec(app.output());
    const compaction = /"msg":"heap compacted after start-up","ms":(\d+)/.exec(app.output());
    return jobs && compaction ? { jobs: Number(jobs[1]), compaction: Number(compaction[1]) } : undefined;
  };
  return waitFor(async () => done(), { timeoutMs: 60_000, what: `"jobs started" and "heap compacted after start-up" in the server's log` });
}

const barePglite = `
import { PGlite } from "@electric-sql/pglite";
import { durablePgliteOptions } from "./app/db/durable-node-fs.server.ts";
const client = await PGlite.create(durablePgliteOptions(process.argv[1]));
await client.query("select 1");
await client.close();
`;
const barePostgres = `
import pg from "pg";
const client = new pg.Client({ connectionString: process.argv[1] });
await client.connect();
await client.query("select 1");
await client.end();
`;

/** Spawn to exit of a Node process that only opens the engine and runs one query. */
function bareEngineMs(source: string, target: string): number {
  const started = performance.now();
  execFileSync(process.execPath, ["--input-type=module", "-e", source, target], { stdio: "ignore" });
  return performance.now() - started;
}

export async function measureStartup(engine: "pglite" | "postgres", runs: number, cluster?: Cluster): Promise<StartupFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `thp-startup-${engine}-`));
  const settings: Record<string, string> = {
    // As `npm start` runs it: demo data at the first start, the `serve` script's flags, jobs on.
    NODE_ENV: "development",
    SEED_DEMO: "true",
    LOG_LEVEL: "info",
    NODE_OPTIONS: serverNodeFlags(),
  };
  let url: string | undefined;
  if (engine === "postgres") {
    if (!cluster) throw new Error("no PostgreSQL cluster");
    const name = `startup_${Math.random().toString(36).slice(2, 8)}`;
    await admin(cluster.url, `create database ${name}`);
    url = cluster.url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
    settings.DATABASE_URL = url;
  }
  const launch = async () => {
    const started = performance.now();
    const app = await launchAppProcess(dataDir, settings);
    const status = await app.started(120_000, { pollMs: 5, firstAnswer: true });
    if (status !== "listening") throw new Error(`server exited (${status.exit}):\n${app.output()}`);
    return { app, ms: performance.now() - started };
  };
  const afterStop: number[] = [];
  const afterKill: number[] = [];
  const jobs: number[] = [];
  const compaction: number[] = [];
  const bare: number[] = [];
  try {
    // The first start migrates and seeds an empty database: not a restart, not timed.
    const first = await launch();
    await deferredWork(first.app);
    await first.app.stop();
    for (let run = 0; run < runs; run++) {
      const clean = await launch();
      afterStop.push(clean.ms);
      const deferred = await deferredWork(clean.app);
      jobs.push(deferred.jobs);
      compaction.push(deferred.compaction);
      clean.app.child.kill("SIGKILL");
      await clean.app.exited;
      const killed = await launch();
      afterKill.push(killed.ms);
      await deferredWork(killed.app);
      await killed.app.stop();
      bare.push(bareEngineMs(engine === "pglite" ? barePglite : barePostgres, url ?? path.join(dataDir, "pglite")));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const median = (values: number[]) => round(percentile(values, 50), 0);
  return {
    runs,
    afterStop: median(afterStop),
    afterKill: median(afterKill),
    bareEngine: median(bare),
    jobsStart: median(jobs),
    heapCompaction: median(compaction),
  };
}
