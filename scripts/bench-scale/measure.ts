/**
 * One bench:scale run: a database seeded with `leads` leads and `contractors` contractors, the production build
 * started on it, every op of ops.ts called `samples` times one after another (after a warm-up: ops.ts WARM_UPS), and the
 * server's resident memory sampled throughout. Also the server's own time for the dashboard (its `request` log
 * lines' durationMs), which leaves out the client and the network.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { openDatabase } from "~/db/client.server";
import type { Cluster } from "../../tests/support/postgres-cluster";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { launchAppProcess } from "../../tests/servers/app-process";
import { percentile, round } from "../bench/load";
import { rssMb } from "../bench/engine";
import { seedScale } from "../seed-scale/seed";
import { progressBar } from "../seed-scale/progress";
import { DEFAULT_WARM_UPS, OPS, WARM_UPS, type Op, type World } from "./ops";
import { pickActors, signIn } from "./world";
import { explainMainQueries } from "./explain";

export type Timing = { p50_ms: number; p95_ms: number } | null;
export type Run = {
  engine: "pglite" | "postgres";
  leads: number;
  contractors: number;
  ops: Record<string, Timing>;
  rss_mb: number;
  idle_rss_mb: number;
  dashboard_server_p95_ms: number | null;
  /** The same over the warm-up calls: each contractor's first dashboard since the server started. */
  dashboard_first_visit_server_p95_ms: number | null;
  seed_seconds: number;
  notes: string[];
};

const log = (line: string) => console.log(`  · ${line}`);

const timing = (ms: number[]): Timing => ({ p50_ms: round(percentile(ms, 50)), p95_ms: round(percentile(ms, 95)) });

/** One call of an op: whether it did the work, and its time (the op's own measure when it gives one). */
async function timed(op: Op, world: World, i: number): Promise<{ done: boolean; ms: number }> {
  const t0 = performance.now();
  const done = await op(world, i).catch(() => false);
  return { done: done !== false, ms: typeof done === "number" ? done : performance.now() - t0 };
}

async function createDatabase(cluster: Cluster, name: string): Promise<string> {
  const client = new Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return cluster.url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
}

export async function measureRun(
  engine: "pglite" | "postgres",
  size: { leads: number; contractors: number; samples: number; explain: boolean },
  cluster?: Cluster,
): Promise<{ run: Run; plans: string }> {
  const root = mkdtempSync(path.join(tmpdir(), `thp-scale-${engine}-`));
  const url = engine === "postgres" ? await createDatabase(cluster!, `scale_${size.leads}_${Date.now() % 100000}`) : undefined;
  // The machine may be shared: its load when the run starts says how far to trust a p95.
  const notes: string[] = [
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(", ")}.`,
  ];
  try {
    const handle = await openDatabase({ databaseUrl: url, dataDir: root });
    const seeded = await seedScale(handle.db, { leads: size.leads, contractors: size.contractors }, progressBar());
    log(`${engine} ${size.leads} leads: seeded in ${seeded.seconds} s (${seeded.sold} sold)`);
    const actors = await pickActors(handle.db, seeded.adminEmail);
    await handle.close();

    // Mail goes to a loopback SMTP server, as in production: alert_fanout times the alerts' arrival there.
    const sink = await startSmtpSink();
    const app = await launchAppProcess(root, {
      SEED_DEMO: "false",
      RATE_LIMIT_FORM_MAX: "1000000",
      RATE_LIMIT_LOGIN_MAX: "100000",
      LOG_LEVEL: "info",
      SMTP_URL: sink.url,
      ...(url ? { DATABASE_URL: url } : {}),
    });
    const started = await app.started(300_000);
    if (started !== "listening") throw new Error(`server exited (${started.exit}):\n${app.output().slice(-3000)}`);
    const ops: Record<string, Timing> = {};
    const warmUpCalls: Record<string, number> = {};
    let peak = 0;
    let idle = 0;
    try {
      await new Promise((r) => setTimeout(r, 3000));
      idle = await rssMb(app.child.pid!);
      peak = idle;
      const sampler = setInterval(
        () =>
          void rssMb(app.child.pid!).then(
            (mb) => (peak = Math.max(peak, mb)),
            () => {},
          ),
        100,
      );
      const world: World = await signIn(app.origin, actors, sink.received);
      if (world.adminPage100 === null)
        notes.push("admin_leads_page_100: the admin leads list has no next link on this branch (one page of at most 300 rows), so there is no page 100.");
      for (const [name, make] of Object.entries(OPS)) {
        const op = make?.(world) ?? null;
        if (!op) {
          ops[name] = null;
          continue;
        }
        const warmUps = WARM_UPS[name]?.(world) ?? DEFAULT_WARM_UPS;
        warmUpCalls[name] = warmUps;
        const firstVisits: number[] = [];
        for (let i = 0; i < warmUps; i++) {
          const call = await timed(op, world, i);
          if (call.done) firstVisits.push(call.ms);
        }
        if (WARM_UPS[name] && firstVisits.length) ops[`${name}_first_visit`] = timing(firstVisits);
        const times: number[] = [];
        let failures = 0;
        for (let i = 0; i < size.samples; i++) {
          const call = await timed(op, world, i + warmUps);
          if (!call.done) failures += 1;
          times.push(call.ms);
        }
        // A figure only where some call did the work: all failed (e.g. nothing to buy at a tiny size) is null, with a note.
        ops[name] = failures < size.samples ? timing(times) : null;
        if (failures) notes.push(`${name}: ${failures} of ${size.samples} calls failed${ops[name] ? " (timed all the same)" : ", so no figure"}.`);
        log(`${engine} ${size.leads}: ${name} p50 ${ops[name]?.p50_ms} ms, p95 ${ops[name]?.p95_ms} ms${failures ? ` (${failures} failed)` : ""}`);
      }
      clearInterval(sampler);
    } finally {
      await app.stop();
      await sink.stop();
    }
    // What went wrong in the server while it was measured (the app's logs carry no personal data), for the notes.
    const problems = app
      .output()
      .split("\n")
      .filter((line) => /"level":"(warn|error)"/.test(line));
    if (problems.length)
      notes.push(
        `${problems.length} warn/error log lines; the first: ${problems
          .slice(0, 3)
          .map((l) => l.slice(0, 400))
          .join(" | ")}`,
      );
    // Only the dashboard op GETs /pro: its warm-up calls come first in the log, then its samples.
    const dashboardGets = [...app.output().matchAll(/"msg":"request"[^\n]*"method":"GET","route":"routes\/pro-index"[^\n]*"durationMs":(\d+)/g)].map((m) =>
      Number(m[1]),
    );
    const firstVisitsServer = dashboardGets.slice(0, warmUpCalls.dashboard ?? 0);
    const server = dashboardGets.slice(warmUpCalls.dashboard ?? 0);
    const plans = size.explain ? await explainMainQueries(root, url, actors) : "";
    return {
      run: {
        engine,
        leads: size.leads,
        contractors: size.contractors,
        ops,
        rss_mb: peak,
        idle_rss_mb: idle,
        dashboard_server_p95_ms: server.length ? percentile(server, 95) : null,
        dashboard_first_visit_server_p95_ms: firstVisitsServer.length ? percentile(firstVisitsServer, 95) : null,
        seed_seconds: seeded.seconds,
        notes,
      },
      plans,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
