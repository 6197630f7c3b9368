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
import { logger } from "~/logging/logger.server";
import { currentRequestId, withRequestId } from "~/logging/request-id.server";
import { registerAutoBuy } from "./auto-buy.job.server";
import { registerDocumentReminders } from "./document-reminders.job.server";
import { registerAutoRecharge } from "./auto-recharge.job.server";
import { registerCrossProcessWakeups } from "./cross-process-wakeups.job.server";
import { registerEmailDelivery } from "./email-delivery.job.server";
import { registerFormsPrune } from "./forms-prune.job.server";
import { registerHomeownerFollowUp } from "./homeowner-follow-up.job.server";
import type { JobOptions, JobRegistration } from "./job-types.server";
import { jobsHolder } from "./jobs-running.server";
import { registerLeadAging } from "./lead-aging.job.server";
import { registerExpireUnverifiedRequests } from "./expire-unverified-requests.job.server";
import { registerLeadAlerts } from "./lead-alerts.job.server";
import { registerNightlyBackup } from "./nightly-backup.job.server";
import { registerPushDelivery } from "./push-delivery.job.server";
import { registerReviewInvitations } from "./review-invitations.job.server";
import { registerScrubErasedStorage } from "./scrub-erased-storage.job.server";
import { releaseDeadLeases } from "./release-dead-leases.server";
import { registerSessionPrune } from "./session-prune.job.server";
import { registerSmsDelivery } from "./sms-delivery.job.server";
import { registerWebhookDelivery } from "./webhook-delivery.job.server";
import { registerBillingCycle } from "./billing-cycle.job.server";
import { registerContactReminders } from "./contact-reminders.job.server";
import { registerRequestFollowUp } from "./request-follow-up.job.server";
import { signalNewLeads } from "../lib/wakeups/new-leads-signal.server";

export type { JobOptions } from "./job-types.server";

const registrations: readonly JobRegistration[] = [
  registerFormsPrune,
  registerEmailDelivery,
  registerSmsDelivery,
  registerWebhookDelivery,
  registerPushDelivery,
  registerAutoBuy,
  registerLeadAlerts,
  registerLeadAging,
  registerExpireUnverifiedRequests,
  registerSessionPrune,
  registerCrossProcessWakeups,
  registerScrubErasedStorage,
  registerNightlyBackup,
  registerHomeownerFollowUp,
  registerReviewInvitations,
  registerBillingCycle,
  registerContactReminders,
  registerRequestFollowUp,
];
// Documents: expiry reminders, skip-reason housekeeping, auto-recharge.
const documentsRegistrations: readonly JobRegistration[] = [registerDocumentReminders, registerAutoRecharge];

const holder = jobsHolder;

function createBoss(handle: DatabaseHandle, env: Env): PgBoss {
  if (handle.kind === "pglite") {
    // The one PGlite instance of this process.
    return new PgBoss({ db: fromPglite(handle.client as PGliteLike), backend: "pglite" });
  }
  if (env.DATABASE_URL) return new PgBoss({ connectionString: env.DATABASE_URL, max: 4 });
  // A handle opened without DATABASE_URL (tests): share its pool.
  const pool = handle.client;
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
  carryRequestIds(boss);
  // Before the senders start, so their first run sends what a killed process left claimed.
  await releaseDeadLeases(handle);
  const cleanups: (() => void | Promise<void>)[] = [];
  for (const register of [...registrations, ...documentsRegistrations]) {
    const cleanup = await register(boss, { handle, env, options });
    if (cleanup) cleanups.push(cleanup);
  }
  holder.__thpJobs = { boss, cleanups };
  // The server listens before the workers start (lifecycle.server.ts): a quote request answered meanwhile signalled
  // nobody, so its leads are offered now rather than at the next minute's sweep. (The outbox senders each run once
  // at start already: outbox-sender-queue.server.ts.)
  signalNewLeads();
}

/**
 * A job queued while a request is handled (a wake-up after a quote request,
 * a purchase) carries that request's id in its data, and its worker runs
 * under it, so the job's log lines name the request that caused them.
 * Patched here once rather than at every send() and work().
 */
function carryRequestIds(boss: PgBoss): void {
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  (boss as { send: unknown }).send = (...args: unknown[]) => {
    const requestId = currentRequestId();
    const [name, data] = args;
    if (requestId && typeof name === "string" && (data === undefined || (typeof data === "object" && data !== null))) {
      args[1] = { ...(data as object | undefined), requestId };
    }
    return send(...args);
  };
  const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
  (boss as { work: unknown }).work = (...args: unknown[]) => {
    const index = args.length - 1;
    const handler = args[index] as (jobs: { data?: { requestId?: unknown } }[]) => unknown;
    args[index] = (jobs: { data?: { requestId?: unknown } }[]) => {
      const requestId = jobs.map((job) => job.data?.requestId).find((id): id is string => typeof id === "string");
      return requestId ? withRequestId(requestId, () => handler(jobs)) : handler(jobs);
    };
    return work(...args);
  };
}

/**
 * Stops taking jobs and waits up to timeoutMs for the running ones to
 * finish; one still running then is left 'active' and pg-boss hands it to
 * another worker once its heartbeat lapses (see stately-queue.server.ts).
 */
export async function stopJobs(timeoutMs = 10_000): Promise<void> {
  const running = holder.__thpJobs;
  holder.__thpJobs = undefined;
  if (!running) return;
  await running.boss.stop({ graceful: true, timeout: Math.max(1_000, timeoutMs) });
  for (const cleanup of running.cleanups) await cleanup();
}
