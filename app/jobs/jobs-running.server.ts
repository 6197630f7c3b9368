import type { PgBoss } from "pg-boss";

/** This process's job queue and its workers' clean-ups, set by startJobs (jobs.server.ts). */
export type RunningJobs = { boss: PgBoss; cleanups: (() => void | Promise<void>)[] };

/** On globalThis: one queue per process, even if a test loads the module twice. */
export const jobsHolder = globalThis as typeof globalThis & { __thpJobs?: RunningJobs };

/**
 * For /readyz and shutdown: whether this process's job workers are running.
 * Apart from jobs.server.ts, so that asking does not load pg-boss and every
 * job module into a web-only process (RUN_JOBS=false).
 */
export function jobsRunning(): boolean {
  return jobsHolder.__thpJobs !== undefined;
}
