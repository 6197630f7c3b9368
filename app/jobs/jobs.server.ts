/**
 * Background jobs on pg-boss 12 (a Postgres-backed queue): the same code on
 * PGlite (through its `fromPglite` adapter, inside this process) and on
 * PostgreSQL (any number of processes; each job runs once).
 *
 * Jobs:
 * - outbox-deliver: sends due e-mails (only with SMTP_URL). Woken right after
 *   a form commits (signalOutbox) and swept every minute, which also picks up
 *   retries whose back-off has passed. The queue is 'stately' so wake-ups
 *   coalesce into at most one queued and one running delivery.
 * - forms-prune: hourly clean-up of rate-limit windows, fingerprints and
 *   uploads left without a record by a crash.
 */
import { PgBoss, fromPglite, type PGliteLike } from "pg-boss";
import type { DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { createSmtpTransport, type MailTransport } from "~/lib/smtp.server";
import { deliverDueEmails } from "./deliver-due-emails.server";
import { setOutboxListener } from "./outbox-signal.server";
import { pruneFormRecords } from "./prune-form-records.server";
import { pruneOrphanUploads } from "./prune-orphan-uploads.server";

export const OUTBOX_QUEUE = "outbox-deliver";
export const PRUNE_QUEUE = "forms-prune";

type Running = { boss: PgBoss; transport?: MailTransport };
const holder = globalThis as typeof globalThis & { __thpJobs?: Running };

export type JobOptions = {
  /** For tests: a transport instead of one built from SMTP_URL. */
  transport?: MailTransport;
  /** Seconds between polls for new jobs (pg-boss default 2). */
  pollingIntervalSeconds?: number;
};

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
  boss.on("error", (error: Error) => logger.error("job queue error", { message: error.message }));
  await boss.start();

  await boss.createQueue(PRUNE_QUEUE, { policy: "stately" });
  await boss.work(PRUNE_QUEUE, async () => {
    const pruned = await pruneFormRecords(handle.db);
    const orphanUploads = await pruneOrphanUploads(handle.db, env.DATA_DIR);
    logger.info("forms pruned", { ...pruned, orphanUploads });
  });
  await boss.schedule(PRUNE_QUEUE, "17 * * * *");

  const transport = options.transport ?? (env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : undefined);
  if (transport) {
    await boss.createQueue(OUTBOX_QUEUE, { policy: "stately", retryLimit: 3, retryDelay: 10, retryBackoff: true });
    await boss.work(OUTBOX_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
      // Drain: keep going while full batches come back.
      for (let round = 0; round < 50; round++) {
        const report = await deliverDueEmails(handle.db, transport, { from: env.MAIL_FROM });
        if (report.sent + report.retrying + report.failed < 20) break;
      }
    });
    await boss.schedule(OUTBOX_QUEUE, "* * * * *");
    setOutboxListener(() => {
      boss.send(OUTBOX_QUEUE, {}).catch((error: unknown) => {
        logger.warn("outbox wake-up not queued", { message: error instanceof Error ? error.message : String(error) });
      });
    });
  } else {
    logger.info("SMTP_URL not set: e-mails stay in the outbox as 'stored'");
  }
  holder.__thpJobs = { boss, transport };
}

/** Wake the e-mail dispatcher now (tests; the form handlers use signalOutbox). */
export async function wakeOutbox(): Promise<void> {
  await holder.__thpJobs?.boss.send(OUTBOX_QUEUE, {});
}

export async function stopJobs(): Promise<void> {
  const running = holder.__thpJobs;
  holder.__thpJobs = undefined;
  setOutboxListener(undefined);
  if (!running) return;
  await running.boss.stop({ graceful: true, timeout: 10_000 });
  running.transport?.close?.();
}
