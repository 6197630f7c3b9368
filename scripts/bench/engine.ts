/**
 * One engine's databases for the benchmark: the app's (A), seeded with the
 * market before any server starts, and a copy of it taken before the capture
 * (B) that the replayed SQL runs against. PGlite: data directories (copied
 * while closed); PostgreSQL: databases on one throwaway cluster (CREATE
 * DATABASE … TEMPLATE).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase } from "~/db/client.server";
import { contractors } from "~/db/schema";
import { generateWebhookSecret } from "~/domain/deliveries/generate-webhook-secret.server";
import type { Cluster } from "../../tests/support/postgres-cluster";
import { launchAppProcess, type AppProcess } from "../../tests/servers/app-process";
import { seedMarket, type MarketSeed, type MarketSize } from "../bench-market/seed";

export type BenchEngine = {
  name: "pglite" | "postgres";
  seed: MarketSeed;
  /** Server settings for database A. */
  settings: Record<string, string>;
  dataDir: string;
  /** The copy (PGlite data directory, or PostgreSQL URL) to replay against. */
  copy: { dataDir?: string; url?: string };
  /** `appDir`: another checkout of the app to start (its own entry and `serve` flags), for comparisons. */
  launch(extra: Record<string, string>, appDir?: string): Promise<AppProcess>;
  cleanup(): Promise<void>;
};

/** One statement on its own connection (CREATE DATABASE cannot run in a transaction). */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The Node flags `npm start` / `npm run serve` give the server (package.json: `node <flags> server.js`),
 * so the measured process runs as a user's does (docs/decisions/0022-memory-flags.md).
 */
export function serverNodeFlags(appDir = "."): string {
  const scripts = (JSON.parse(readFileSync(path.join(appDir, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  return /\bnode ((?:--\S+ )*)server\.[jt]s/.exec(scripts.serve ?? "")?.[1]?.trim() ?? "";
}

export async function prepareEngine(name: "pglite" | "postgres", size: MarketSize, webhookUrl: string, cluster?: Cluster): Promise<BenchEngine> {
  const root = mkdtempSync(path.join(tmpdir(), `thp-bench-${name}-`));
  const dataDir = path.join(root, "a");
  let url: string | undefined;
  let copyUrl: string | undefined;
  if (name === "postgres") {
    if (!cluster) throw new Error("no PostgreSQL cluster");
    const tag = Math.random().toString(36).slice(2, 8);
    url = cluster.url.replace(/\/[^/?]*(\?|$)/, `/bench_a_${tag}$1`);
    copyUrl = cluster.url.replace(/\/[^/?]*(\?|$)/, `/bench_b_${tag}$1`);
    await admin(cluster.url, `create database bench_a_${tag}`);
  }
  const handle = await openDatabase({ databaseUrl: url, dataDir });
  const seed = await seedMarket(handle.db, size);
  // The delivery buyer is on Enterprise with a webhook, so a sale also sends a signed webhook.
  await handle.db
    .update(contractors)
    .set({ plan: "enterprise", webhookUrl, webhookSecret: generateWebhookSecret() })
    .where(eq(contractors.id, seed.buyer.contractorId));
  await handle.close();
  const copy: BenchEngine["copy"] = {};
  if (url && copyUrl) {
    await admin(cluster!.url, `create database ${copyUrl.split("/").pop()!.split("?")[0]} template ${url.split("/").pop()!.split("?")[0]}`);
    copy.url = copyUrl;
  } else {
    copy.dataDir = path.join(root, "b");
    cpSync(dataDir, copy.dataDir, { recursive: true });
    rmSync(path.join(copy.dataDir, ".pglite.lock"), { force: true });
  }
  // NODE_ENV=development: the signed webhook goes to an endpoint on this machine, which the outbound guard allows
  // outside production only (decision 0043); the build is the production one either way.
  const settings: Record<string, string> = {
    NODE_ENV: "development",
    SEED_DEMO: "false",
    RATE_LIMIT_FORM_MAX: "1000000",
    RATE_LIMIT_LOGIN_MAX: "100000",
    LOG_LEVEL: "error",
    ...(url ? { DATABASE_URL: url } : {}),
  };
  const running: AppProcess[] = [];
  return {
    name,
    seed,
    settings,
    dataDir,
    copy,
    async launch(extra, appDir) {
      const flags = [serverNodeFlags(appDir), extra.NODE_OPTIONS].filter(Boolean).join(" ");
      const checkout = appDir ? { cwd: appDir, entry: existsSync(path.join(appDir, "server.js")) ? "server.js" : "server.ts" } : {};
      const app = await launchAppProcess(dataDir, { ...settings, ...extra, ...(flags ? { NODE_OPTIONS: flags } : {}) }, checkout);
      running.push(app);
      const started = await app.started(120_000);
      if (started !== "listening") throw new Error(`server exited (${started.exit}):\n${app.output()}`);
      return app;
    },
    async cleanup() {
      await Promise.all(running.map((a) => a.stop()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Resident memory (VmRSS) of a process, in MB. */
export async function rssMb(pid: number): Promise<number> {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}
