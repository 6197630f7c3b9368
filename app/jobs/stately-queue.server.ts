import type { PgBoss } from "pg-boss";

/**
 * A running job reports every half of this; one silent for longer is failed
 * (and retried) by pg-boss's supervisor, which runs every minute.
 */
export const JOB_HEARTBEAT_SECONDS = 30;

type RetrySettings = { retryLimit: number; retryDelay: number; retryBackoff: boolean };

/**
 * Create a 'stately' queue (at most one queued and one running job), or bring
 * an existing one's settings up to date: createQueue leaves an existing queue
 * as it was.
 *
 * With a heartbeat, because a stately queue runs nothing while its running job
 * is 'active': when the database goes away under a job, the handler fails and
 * so does pg-boss's attempt to record it, and the job stays 'active' until it
 * expires (15 minutes by default), holding up the queue long after the
 * database is back. Its heartbeat stops with the handler, so the supervisor
 * fails it within about a minute and a half instead.
 */
export async function createStatelyQueue(boss: PgBoss, name: string, retry: RetrySettings): Promise<void> {
  const settings = { ...retry, heartbeatSeconds: JOB_HEARTBEAT_SECONDS };
  await boss.createQueue(name, { policy: "stately", ...settings });
  await boss.updateQueue(name, settings);
}
