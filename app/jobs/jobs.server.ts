/**
 * Background jobs on pg-boss 12 (a Postgres-backed queue): the same code on
 * PGlite (through its `fromPglite` adapter, inside this process) and on
 * PostgreSQL (any number of processes; each job runs once).
 *
 * Each job lives in its own `*.job.server.ts` module (queue, worker,
 * schedule); this file only starts the queue and registers them.
 */
import { PgBoss, fromPglite, type PGliteLike } from "pg-boss";
import type { DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { registerAutoBuy } from "./auto-buy.job.server";
import { registerCrossProcessWakeups } from "./cross-process-wakeups.job.server";
import { registerEmailDelivery } from "./email-delivery.job.server";
import { registerFormsPrune } from "./forms-prune.job.server";
import type { JobOptions, JobRegistration } from "./job-types.server";
import { registerLeadAging } from "./lead-aging.job.server";
import { releaseDeadLeases } from "./release-dead-leases.server";
import { registerSessionPrune } from "./session-prune.job.server";
import { registerSmsDelivery } from "./sms-delivery.job.server";
import { registerWebhookDelivery } from "./webhook-delivery.job.server";

export type { JobOptions } from "./job-types.server";

const registrations: readonly JobRegistration[] = [registerFormsPrune, registerEmailDelivery, registerSmsDelivery, registerWebhookDelivery, registerAutoBuy, registerLeadAging, registerSessionPrune, registerCrossProcessWakeups];

type Running = { boss: PgBoss; cleanups: (() => void | Promise<void>)[] };
const holder = globalThis as typeof globalThis & { __thpJobs?: Running };

function createBoss(handle: DatabaseHandle, env: Env): PgBoss {
  if (handle.kind === "pglite") {
    // drizzle keeps its driver client on $client: the one PGlite instance of this process.
    const client = (handle.db as unknown as { $client: PGliteLike }).$client;
    return new PgBoss({ db: fromPglite(client), backend: "pglite" });
  }
  if (env.DATABASE_URL) return new PgBoss({ connectionString: env.DATABASE_URL, max: 4 });
  // A handle opened without DATABASE_URL (tests): share its pool.
  const pool = (handle.db as unknown as { $client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } }).$client;
  return new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) as Promise<{ rows: never[] }> } });
}

export async function startJobs(handle: DatabaseHandle, env: Env, options: JobOptions = {}): Promise<void> {
  if (holder.__thpJobs) return;
  const boss = createBoss(handle, env);
  // pg-boss forwards its pool's and its LISTEN client's errors here (and reconnects by itself):
  // without this listener a dropped connection would end the process.
  // A worker's failure arrives as a copy of its error with the queue's name.
  boss.on("error", (error: Error & { queue?: string }) => logger.error("job queue error", { queue: error.queue, error }));
  await boss.start();
  // Before the senders start, so their first run sends what a killed process left claimed.
  await releaseDeadLeases(handle);
  const cleanups: (() => void | Promise<void>)[] = [];
  for (const register of registrations) {
    const cleanup = await register(boss, { handle, env, options });
    if (cleanup) cleanups.push(cleanup);
  }
  holder.__thpJobs = { boss, cleanups };
}

export async function stopJobs(): Promise<void> {
  const running = holder.__thpJobs;
  holder.__thpJobs = undefined;
  if (!running) return;
  await running.boss.stop({ graceful: true, timeout: 10_000 });
  for (const cleanup of running.cleanups) await cleanup();
}
