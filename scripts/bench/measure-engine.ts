/**
 * Every figure of one engine: capture (driver query log, one request at a
 * time), then the app over HTTP (static file, intake, purchase at 1/8/32,
 * memory, speed to lead), then the captured SQL replayed on the copy.
 * Without the `load` group (BENCH_FIGURES, bench.run.ts) only speed to lead
 * is measured, on a freshly started app.
 *
 * The app runs as docs/deploy.md deploys it. On PostgreSQL that is a web
 * process (RUN_JOBS=false) and a job process of its own (pg-boss: e-mail,
 * webhooks, new-lead alerts), woken across processes; the app's figures
 * (throughput, latency, memory) are the web process's, the e-mail and webhook
 * times of speed to lead the job process's. PGlite, an embedded database, is
 * one process by nature: there it does both.
 */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signInOverHttp } from "../../tests/servers/browser-posts";
import type { AppProcess } from "../../tests/servers/app-process";
import { startHttpStandIn } from "../../tests/support/http-stand-in";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import type { Cluster } from "../../tests/support/postgres-cluster";
import { benchRoles, levelsWithCpu, type CpuPerRequest } from "./cpu";
import { prepareEngine, rssMb, type BenchEngine } from "./engine";
import { launchIdle, type MemoryBreakdown } from "./idle-memory";
import { closedLoop, type LoadResult } from "./load";
import { lineCount, readSequences, replayLoad, replayOnPglite, replayOnPool, statementsIn, type Sequence } from "./replay";
import { measureSpeedToLead, type Latency } from "./speed-to-lead";
import { buy, getStatic, postQuote } from "./traffic";

export type Sizes = { requests: number; capture: number; sales: number; contractors: number };
export const LEVELS = [1, 8, 32] as const;

export type EngineFigures = {
  engine: "pglite" | "postgres";
  /** Absent when the `load` group was not selected. */
  load?: LoadFigures;
  /** Absent when the `speed-to-lead` group was not selected. */
  speed?: Record<string, Latency>;
};

export type LoadFigures = {
  staticFile: LoadResult;
  intake: LoadResult[];
  /**
   * PostgreSQL only: intake with the job process paused (SIGSTOP) while the load runs, so the web tier and its SQL
   * are measured as the replay measures them. The e-mail those requests set off waits, then drains before `intake`.
   */
  intakeWebTier?: LoadResult[];
  purchase: LoadResult[];
  intakeReplay: LoadResult[];
  purchaseReplay: LoadResult[];
  statements: { intake: number; purchase: number };
  /** The e-mail the intake load set off (confirmations, new-lead alerts): how much went out during it, and when the last did. */
  intakeMail: { duringLoad: number; total: number; loadSeconds: number; drainSeconds: number };
  /** jobsIdle: the job process's resident memory before the load (PostgreSQL only: on PGlite the web process runs the jobs). */
  memory: { idle: number; intakePeak: number; breakdown: MemoryBreakdown; jobsIdle?: number };
  /** CPU per request at concurrency 8, by process (cpu.ts): what the app's rate against its replay is made of. */
  cpu: { intake?: CpuPerRequest; intakeWebTier?: CpuPerRequest; purchase?: CpuPerRequest; intakeReplay?: CpuPerRequest; purchaseReplay?: CpuPerRequest };
};

const log = (line: string) => console.log(`  · ${line}`);

/** On PostgreSQL, the job process (see the top of this file); the web process then runs without jobs. */
async function startJobProcess(engine: BenchEngine, smtpUrl: string): Promise<AppProcess | undefined> {
  return engine.name === "postgres" ? engine.launch({ SMTP_URL: smtpUrl, RUN_JOBS: "true" }) : undefined;
}
const webSettings = (engine: BenchEngine): Record<string, string> => (engine.name === "postgres" ? { RUN_JOBS: "false" } : {});

export async function measureEngine(
  name: "pglite" | "postgres",
  sizes: Sizes,
  groups: { load: boolean; speed: boolean },
  cluster?: Cluster,
): Promise<EngineFigures> {
  const sink = await startSmtpSink();
  const hooks = await startHttpStandIn();
  const perLevel = sizes.capture;
  const leadsNeeded = groups.load ? perLevel * LEVELS.length + sizes.requests * LEVELS.length : 0;
  const engine = await prepareEngine(
    name,
    { contractors: sizes.contractors, leads: leadsNeeded, deliveryLeads: groups.speed ? sizes.sales : 0 },
    `${hooks.url}/hook`,
    cluster,
  );
  try {
    if (!groups.load) {
      // Speed to lead alone, on an app with nothing else to do.
      const jobs = await startJobProcess(engine, sink.url);
      const app = await engine.launch({ SMTP_URL: sink.url, ...webSettings(engine) });
      await new Promise((r) => setTimeout(r, 3000));
      const speed = await measureSpeedToLead(app.origin, engine.seed, sink.received, hooks.requests);
      await app.stop();
      await jobs?.stop();
      return { engine: name, speed };
    }
    const load = await measureLoad(
      name,
      engine,
      sizes,
      groups.speed ? (origin) => measureSpeedToLead(origin, engine.seed, sink.received, hooks.requests) : undefined,
      sink.url,
      () => sink.received.length,
    );
    return { engine: name, load: load.figures, ...(load.speed ? { speed: load.speed } : {}) };
  } finally {
    await engine.cleanup();
    await sink.stop();
    await hooks.stop();
  }
}

async function measureLoad(
  name: "pglite" | "postgres",
  engine: BenchEngine,
  sizes: Sizes,
  speedToLead: ((origin: string) => Promise<Record<string, Latency>>) | undefined,
  smtpUrl: string,
  mailCount: () => number,
): Promise<{ figures: LoadFigures; speed?: Record<string, Latency> }> {
  const perLevel = sizes.capture;
  const queryLog = path.join(tmpdir(), `thp-bench-queries-${process.pid}-${name}.jsonl`);
  rmSync(queryLog, { force: true });
  try {
    // 1. Capture: RUN_JOBS=false, so every statement logged belongs to the request in flight.
    log(`${name}: capturing the SQL of ${perLevel * LEVELS.length} quote requests and purchases`);
    let app = await engine.launch({ THP_QUERY_LOG: queryLog, RUN_JOBS: "false" });
    const racers = engine.seed.racers;
    const cookies = await Promise.all(racers.map((r) => signInOverHttp(app.origin, r.email, r.password)));
    const leads = [...engine.seed.raceLeadIds];
    const windows = async (count: number, call: (i: number) => Promise<unknown>) => {
      const out: [number, number][] = [];
      for (let i = 0; i < count; i++) {
        const from = lineCount(queryLog);
        await call(i);
        out.push([from, lineCount(queryLog)]);
      }
      return out;
    };
    const intakeWindows = await windows(perLevel * LEVELS.length, () => postQuote(app.origin));
    const captured = leads.splice(0, perLevel * LEVELS.length);
    const purchaseWindows = await windows(captured.length, (i) => buy(app.origin, cookies[i % cookies.length]!, captured[i]!));
    await app.stop();
    const intakeSql = readSequences(queryLog, intakeWindows);
    const purchaseSql = readSequences(queryLog, purchaseWindows);

    // 2. The app as a user meets it (jobs on, e-mail to a loopback SMTP server).
    const jobs = await startJobProcess(engine, smtpUrl);
    const launched = await launchIdle(engine, smtpUrl, webSettings(engine));
    const jobsIdle = jobs ? await rssMb(jobs.child.pid!) : undefined;
    app = launched.app;
    const pid = app.child.pid!;
    const idle = launched.idle.rss;
    const breakdown = launched.breakdown;
    const roles = benchRoles(name, { web: pid, ...(jobs ? { jobs: jobs.child.pid! } : {}) });
    const cpu: LoadFigures["cpu"] = {};
    // Warmed up first, as the app is by the time intake is measured (the web tier's run, or the earlier levels): a
    // freshly started process served the file at about 60% of its warm rate, which understated the HTTP ceiling.
    await closedLoop(8, sizes.requests, () => getStatic(app.origin));
    const staticFile = await closedLoop(8, sizes.requests, () => getStatic(app.origin));
    log(`${name}: static file ${staticFile.rate}/s`);
    let intakeWebTier: LoadResult[] | undefined;
    if (jobs) {
      const before = mailCount();
      const start = performance.now();
      jobs.child.kill("SIGSTOP");
      try {
        intakeWebTier = [];
        cpu.intakeWebTier = await levelsWithCpu(roles, LEVELS, (c) => closedLoop(c, sizes.requests, () => postQuote(app.origin)), intakeWebTier);
      } finally {
        jobs.child.kill("SIGCONT");
      }
      log(`${name}: intake, job process paused ${intakeWebTier.map((r) => `c${r.concurrency} ${r.rate}/s p99 ${r.p99} ms`).join(", ")}`);
      const drained = await mailDrain(before, start, mailCount);
      log(`${name}: its e-mail (${drained.total} messages) went out in ${drained.drainSeconds} s once the job process resumed`);
    }
    let intakePeak = idle;
    const sampler = setInterval(
      () =>
        void rssMb(pid).then(
          (mb) => (intakePeak = Math.max(intakePeak, mb)),
          () => {},
        ),
      100,
    );
    const intake: LoadResult[] = [];
    const mailBefore = mailCount();
    const loadStart = performance.now();
    cpu.intake = await levelsWithCpu(roles, LEVELS, (c) => closedLoop(c, sizes.requests, () => postQuote(app.origin)), intake);
    clearInterval(sampler);
    log(`${name}: intake ${intake.map((r) => `c${r.concurrency} ${r.rate}/s p99 ${r.p99} ms`).join(", ")}`);
    // The purchases start on a settled app: the intake's e-mail (mostly alerts) is its own cost, not theirs.
    const intakeMail = await mailDrain(mailBefore, loadStart, mailCount);
    log(`${name}: intake e-mail ${intakeMail.duringLoad} of ${intakeMail.total} during the load, the last ${intakeMail.drainSeconds} s after it`);
    const purchase: LoadResult[] = [];
    const purchaseStart = performance.now();
    cpu.purchase = await levelsWithCpu(
      roles,
      LEVELS,
      (c) => {
        const batch = leads.splice(0, sizes.requests);
        return closedLoop(c, batch.length, async (i) => (await buy(app.origin, cookies[i % cookies.length]!, batch[i]!)) !== undefined);
      },
      purchase,
    );
    log(`${name}: purchase ${purchase.map((r) => `c${r.concurrency} ${r.rate}/s p99 ${r.p99} ms`).join(", ")}`);
    // Speed to lead is one sale's way to the buyer, measured on a settled app too: not behind the e-mail of the
    // 600 purchases just made (on PGlite its senders share the one connection with the sale).
    const purchaseMail = await mailDrain(mailBefore + intakeMail.total, purchaseStart, mailCount);
    log(`${name}: purchase e-mail ${purchaseMail.duringLoad} of ${purchaseMail.total} during the load, the last ${purchaseMail.drainSeconds} s after it`);
    const speed = speedToLead ? await speedToLead(app.origin) : undefined;
    await app.stop();
    await jobs?.stop();

    // 3. The same SQL with no HTTP and no validation, on the copy taken before the capture.
    const groups = (all: Sequence[]) => LEVELS.map((_, i) => all.slice(i * perLevel, (i + 1) * perLevel));
    const intakeReplay: LoadResult[] = [];
    const purchaseReplay: LoadResult[] = [];
    const replayRoles = benchRoles(name, {});
    const run = async (replay: (s: Sequence) => Promise<void>) => {
      cpu.intakeReplay = await levelsWithCpu(replayRoles, LEVELS, (c, i) => replayLoad(groups(intakeSql)[i]!, c, replay), intakeReplay);
      cpu.purchaseReplay = await levelsWithCpu(replayRoles, LEVELS, (c, i) => replayLoad(groups(purchaseSql)[i]!, c, replay), purchaseReplay);
    };
    if (engine.copy.dataDir) {
      const { PGlite } = await import("@electric-sql/pglite");
      const { durablePgliteOptions } = await import("~/db/durable-node-fs.server");
      // Opened the way the app opens it (durable file system, fsync on).
      const client = await PGlite.create(durablePgliteOptions(path.join(engine.copy.dataDir, "pglite")));
      await run((s) => replayOnPglite(client as never, s));
      await client.close();
    } else {
      const { createPostgresPool } = await import("~/db/postgres-pool.server");
      const pool = await createPostgresPool(engine.copy.url!);
      await run((s) => replayOnPool(pool as never, s));
      await pool.end();
    }
    log(
      `${name}: replayed intake ${intakeReplay.map((r) => `c${r.concurrency} ${r.rate}/s`).join(", ")}; purchase ${purchaseReplay.map((r) => `c${r.concurrency} ${r.rate}/s`).join(", ")}`,
    );
    return {
      figures: {
        staticFile,
        intake,
        ...(intakeWebTier ? { intakeWebTier } : {}),
        purchase,
        intakeReplay,
        purchaseReplay,
        statements: { intake: statementsIn(intakeSql), purchase: statementsIn(purchaseSql) },
        intakeMail,
        memory: { idle, intakePeak, breakdown, ...(jobsIdle === undefined ? {} : { jobsIdle }) },
        cpu,
      },
      ...(speed ? { speed } : {}),
    };
  } finally {
    rmSync(queryLog, { force: true });
  }
}

/** Waits until the SMTP server has had no new message for QUIET_MS (at most DRAIN_LIMIT_MS), and says when the last came. */
const QUIET_MS = 5000;
const DRAIN_LIMIT_MS = 180_000;
async function mailDrain(before: number, loadStart: number, mailCount: () => number): Promise<LoadFigures["intakeMail"]> {
  const loadEnd = performance.now();
  const duringLoad = mailCount() - before;
  let count = mailCount();
  let lastAt = loadEnd;
  while (performance.now() - lastAt < QUIET_MS && performance.now() - loadEnd < DRAIN_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (mailCount() !== count) {
      count = mailCount();
      lastAt = performance.now();
    }
  }
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  return { duringLoad, total: count - before, loadSeconds: seconds(loadEnd - loadStart), drainSeconds: seconds(lastAt - loadEnd) };
}
