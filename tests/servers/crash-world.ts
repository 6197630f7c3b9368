/**
 * The setting of tests/servers/crash-safety.test.ts: one engine's data (a kept
 * PGlite DATA_DIR, or a PostgreSQL database that acknowledges a commit only
 * once its WAL is flushed), app processes started on it and killed with
 * SIGKILL, and a stream of posts at a fixed concurrency that runs until the
 * process dies.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { openDatabase, type Db, type DatabaseHandle } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { startCluster, type Cluster } from "../support/postgres-cluster";
import type { Engine } from "../support/test-database";
import { launchAppProcess, type AppProcess } from "./app-process";

export type CrashWorld = {
  engine: Engine;
  /**
   * Runs `use` on the database while no app process holds it. On PGlite this
   * opens the data directory the killed server left behind: opening (and
   * migrating) it cleanly is part of what the tests check.
   */
  withDb<T>(use: (db: Db) => Promise<T>): Promise<T>;
  rows<T>(query: SQL): Promise<T[]>;
  launch(settings: Record<string, string>): Promise<AppProcess>;
  close(): Promise<void>;
};

export async function openCrashWorld(engine: Engine): Promise<CrashWorld> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "thp-crash-"));
  let cluster: Cluster | undefined;
  let shared: DatabaseHandle | undefined;
  const settings: Record<string, string> = {};
  if (engine === "postgres") {
    // Its own cluster with synchronous, flushed commits, as a production server.
    cluster = await startCluster({ durableCommits: true });
    if (!cluster) throw new Error("PostgreSQL server binaries not found");
    settings.DATABASE_URL = cluster.url;
    shared = await openDatabase({ databaseUrl: cluster.url, dataDir });
  }
  const running: AppProcess[] = [];
  const withDb = async <T>(use: (db: Db) => Promise<T>): Promise<T> => {
    if (shared) return use(shared.db);
    const handle = await openDatabase({
      dataDir,
      onPgliteFailure: (error) => {
        throw error;
      },
    });
    try {
      return await use(handle.db);
    } finally {
      await handle.close();
    }
  };
  return {
    engine,
    withDb,
    rows: <T>(query: SQL) => withDb(async (db) => rowsOf<T>(await db.execute(query))),
    async launch(extra) {
      const app = await launchAppProcess(dataDir, { SEED_DEMO: "false", ...settings, ...extra });
      running.push(app);
      const started = await app.started();
      if (started !== "listening") throw new Error(`server exited (${started.exit}) instead of starting:\n${app.output()}`);
      return app;
    },
    async close() {
      await Promise.all(running.map((app) => app.stop()));
      await shared?.close();
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Posts at a fixed concurrency (the stream): each worker posts again as soon as it has an answer. */
export type StreamResult<A> = { attempts: A[]; killedAfter: number };

/**
 * Runs `post` on `concurrency` workers until `acknowledged` of them have
 * succeeded, lets the stream run a few milliseconds more (so posts are in
 * flight at every stage), then kills the process with SIGKILL and waits for
 * the workers to see it die. Posts answered with an error after the kill are
 * kept: they were not acknowledged, and must leave nothing half-written.
 */
export async function streamThenKill<A>(
  app: AppProcess,
  options: { concurrency: number; acknowledged: number; post: (n: number) => Promise<A>; ok: (attempt: A) => boolean },
): Promise<StreamResult<A>> {
  const attempts: A[] = [];
  let seq = 0;
  let acks = 0;
  const state = { killed: false };
  let resolveEnough!: () => void;
  const enough = new Promise<void>((resolve) => (resolveEnough = resolve));
  const workers = Array.from({ length: options.concurrency }, async () => {
    while (!state.killed) {
      const attempt = await options.post(seq++);
      attempts.push(attempt);
      if (options.ok(attempt) && ++acks >= options.acknowledged) resolveEnough();
    }
  });
  await Promise.race([enough, app.exited]);
  // A few more milliseconds of stream, different each round, so the kill lands mid-request.
  await new Promise((r) => setTimeout(r, 5 + Math.floor(Math.random() * 40)));
  state.killed = true;
  app.child.kill("SIGKILL");
  await app.exited;
  await Promise.all(workers);
  return { attempts, killedAfter: acks };
}

/** A stored quote request as crash checks see it: its content marker and the rows it must come with. */
export type StoredQuoteRequest = { reference: string; details: string; pros: number; consent: boolean; leads: number; emails: number; submissions: number };

/**
 * The quote requests whose details start with `prefix`, each with what makes it whole: its consent proof, one lead
 * per pro asked for, its confirmation e-mail in the outbox and its submission record.
 */
export function storedQuoteRequests(world: CrashWorld, prefix: string): Promise<StoredQuoteRequest[]> {
  return world.rows<StoredQuoteRequest>(sql`
    select q.reference, q.details, q.pros_requested as pros,
      (q.consent_text_version <> '' and q.consented_at is not null and q.ip is not null) as consent,
      (select count(*) from leads l where l.quote_request_id = q.id)::int as leads,
      (select count(*) from outbox o where o.to = q.email and o.kind = 'quote-request.confirmation')::int as emails,
      (select count(*) from form_submissions f where f.record_id = q.id)::int as submissions
    from quote_requests q where q.details like ${`${prefix}%`}`);
}

/** Whether a stored request has all its rows (nothing written by halves). */
export const isWhole = (r: StoredQuoteRequest): boolean => r.consent && r.leads === r.pros && r.emails === 1 && r.submissions === 1;
