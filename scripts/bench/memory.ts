/**
 * `npm run bench:memory`: `npm run bench`'s memory-idle figure alone, quickly
 * and repeatedly, to compare builds, settings or Node flags in one run with
 * the launches interleaved (a busy machine drifts; interleaving spreads the
 * drift over every variant). Measured as the bench does (idle-memory.ts).
 *
 *   npm run bench:memory -- [--engines=postgres,pglite] [--runs=3]
 *     [--apps=.,../old-checkout]    app checkouts to compare (their own server entry, `serve` flags and build)
 *     [--builds=build,build-base]   BUILD_DIRs to compare (default BUILD_DIR or build)
 *     [--jobs=on,off]               RUN_JOBS=true / false (default on: as the bench)
 *     [--flags='|--max-semi-space-size=4']  Node flags added to `serve`'s, per variant ('|' separates)
 *     [--backlog=N]                 before each launch, N quote requests and N purchases on a RUN_JOBS=false
 *                                   server, as the bench's capture does (default 0; the bench's: 24 quick, 450 full):
 *                                   the measured server then starts with their e-mails and webhooks to send
 *     [--load=N]                    then N quote requests and N purchases at concurrency 1 and 8, and the RSS after
 *
 * Prints one JSON line per launch, then the median per variant (MB, req/s).
 * With PGlite, also a bare PGlite opened the same way and the app's share.
 * PostgreSQL runs on a throwaway cluster (tests/support/postgres-cluster.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signInOverHttp } from "../../tests/servers/browser-posts";
import { startCluster, type Cluster } from "../../tests/support/postgres-cluster";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { prepareEngine, serverNodeFlags, type BenchEngine } from "./engine";
import { launchIdle, resident } from "./idle-memory";
import { closedLoop, percentile } from "./load";
import { buy, postQuote } from "./traffic";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const list = (name: string, fallback: string) =>
  arg(name, fallback)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

const engines = list("engines", "postgres,pglite") as ("pglite" | "postgres")[];
const runs = Number(arg("runs", "3"));
const apps = list("apps", ".");
const builds = list("builds", process.env.BUILD_DIR ?? "build");
const jobs = list("jobs", "on");
const flagSets = arg("flags", "")
  .split("|")
  .map((f) => f.trim());
const load = Number(arg("load", "0"));
const backlog = Number(arg("backlog", "0"));

type Variant = { app: string; build: string; jobs: string; flags: string };
const variants: Variant[] = apps.flatMap((app) => builds.flatMap((build) => jobs.flatMap((j) => flagSets.map((flags) => ({ app, build, jobs: j, flags })))));
const label = (v: Variant) =>
  [...(v.app === "." ? [] : [v.app]), v.build, `jobs ${v.jobs}`, [serverNodeFlags(v.app), v.flags].filter(Boolean).join(" ") || "no flags"].join(" · ");

type Sample = Record<string, number>;

const signIn = (engine: BenchEngine, origin: string) => Promise.all(engine.seed.racers.map((r) => signInOverHttp(origin, r.email, r.password)));

/** The bench's capture: one request at a time on a server without jobs, whose outbox rows the next server sends. */
async function leaveBacklog(engine: BenchEngine, v: Variant, leads: string[]): Promise<void> {
  const app = await engine.launch({ BUILD_DIR: v.build, RUN_JOBS: "false", ...(v.flags ? { NODE_OPTIONS: v.flags } : {}) }, v.app === "." ? undefined : v.app);
  try {
    const cookies = await signIn(engine, app.origin);
    for (let i = 0; i < backlog; i++) await postQuote(app.origin);
    for (const [i, lead] of leads.splice(0, backlog).entries()) await buy(app.origin, cookies[i % cookies.length]!, lead);
  } finally {
    await app.stop();
  }
}

async function measureOnce(engine: BenchEngine, smtpUrl: string, v: Variant, leads: string[]): Promise<Sample> {
  if (backlog > 0) await leaveBacklog(engine, v, leads);
  const extra: Record<string, string> = { BUILD_DIR: v.build, RUN_JOBS: v.jobs === "off" ? "false" : "true", ...(v.flags ? { NODE_OPTIONS: v.flags } : {}) };
  const { app, idle, breakdown } = await launchIdle(engine, smtpUrl, extra, v.app === "." ? undefined : v.app);
  try {
    const sample: Sample = { ...idle, ...breakdown };
    if (load > 0) {
      const cookies = await signIn(engine, app.origin);
      for (const c of [1, 8]) {
        const intake = await closedLoop(c, load, () => postQuote(app.origin));
        const batch = leads.splice(0, load);
        const purchase = await closedLoop(c, batch.length, async (i) => (await buy(app.origin, cookies[i % cookies.length]!, batch[i]!)) !== undefined);
        Object.assign(sample, {
          [`intakeC${c}`]: intake.rate,
          [`intakeC${c}p50`]: intake.p50,
          [`purchaseC${c}`]: purchase.rate,
          [`purchaseC${c}p50`]: purchase.p50,
        });
        if (intake.failures + purchase.failures > 0) sample[`failuresC${c}`] = intake.failures + purchase.failures;
      }
      sample.rssAfterLoad = resident(app.child.pid!).rss;
    }
    return sample;
  } finally {
    await app.stop();
  }
}

function bare(): number {
  const dir = mkdtempSync(path.join(tmpdir(), "thp-bare-"));
  try {
    const out = execFileSync(process.execPath, [...serverNodeFlags().split(" ").filter(Boolean), "scripts/bench/bare-pglite.ts", dir], { encoding: "utf8" });
    return (JSON.parse(out) as { rss: number }).rss;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sink = await startSmtpSink();
let cluster: Cluster | undefined;
try {
  for (const name of engines) {
    if (name === "postgres") cluster ??= await startCluster({ durableCommits: true });
    if (name === "postgres" && !cluster) throw new Error("no PostgreSQL server binaries");
    const perLaunch = load * 2 + backlog;
    const engine = await prepareEngine(
      name,
      { contractors: 16, leads: Math.max(8, perLaunch * runs * variants.length), deliveryLeads: 2 },
      "http://127.0.0.1:9/hook",
      cluster,
    );
    const leads = [...engine.seed.raceLeadIds];
    const samples = new Map<Variant, Sample[]>(variants.map((v) => [v, []]));
    const bareRss: number[] = [];
    try {
      for (let run = 0; run < runs; run++) {
        for (const v of variants) {
          const sample = await measureOnce(engine, sink.url, v, leads);
          samples.get(v)!.push(sample);
          console.log(JSON.stringify({ engine: name, run, variant: label(v), ...sample }));
        }
        if (name === "pglite") bareRss.push(bare());
      }
    } finally {
      await engine.cleanup();
    }
    const bareMedian = percentile(bareRss, 50);
    console.log(`\n${name}: median of ${runs} (MB; req/s, ms)${name === "pglite" ? `; bare PGlite ${bareMedian} MB RSS` : ""}`);
    for (const [v, all] of samples) {
      const keys = Object.keys(all[0] ?? {});
      const med = Object.fromEntries(
        keys.map((k) => [
          k,
          percentile(
            all.map((s) => s[k] ?? Number.NaN),
            50,
          ),
        ]),
      );
      if (name === "pglite") med.appShare = med.rss! - bareMedian;
      console.log(`  ${label(v)}: ${JSON.stringify(med)}`);
    }
  }
} finally {
  await cluster?.stop();
  await sink.stop();
}
