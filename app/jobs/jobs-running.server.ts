import type { PgBoss } from "pg-boss";

/** This process's job queue and its workers' clean-ups, set by startJobs (jobs.server.ts). */
export type RunningJobs = { boss: PgBoss; cleanups: (() => void | Promise<void>)[] };

/**
 * On globalThis: one queue per process, even if a test loads the module twice. `__thpJobsStarting` is the
 * workers' start while it runs: the server starts them after it listens (lifecycle.server.ts).
 */
export const jobsHolder = globalThis as typeof globalThis & { __thpJobs?: RunningJobs; __thpJobsStarting?: Promise<void> };

/**
 * For /readyz and shutdown: whether this process's job workers are running, being started, or neither.
 * Apart from jobs.server.ts, so that asking does not load pg-boss and every
 * job module into a web-only process (RUN_JOBS=false).
 */
export function jobsState(): "ok" | "starting" | "stopped" {
  if (jobsHolder.__thpJobs !== undefined) return "ok";
  return jobsHolder.__thpJobsStarting !== undefined ? "starting" : "stopped";
}

export function jobsRunning(): boolean {
  return jobsState() === "ok";
}

/** Runs start() as the workers' start, seen by jobsState() and awaited by jobsStartedOrFailed() while it runs. */
export async function trackJobsStart(start: () => Promise<void>): Promise<void> {
  const starting = start();
  jobsHolder.__thpJobsStarting = starting;
  try {
    await starting;
  } finally {
    jobsHolder.__thpJobsStarting = undefined;
  }
}

/** For shutdown: a start under way finishes (or fails) before the workers are stopped and the database closed. */
export async function jobsStartedOrFailed(): Promise<void> {
  await jobsHolder.__thpJobsStarting?.catch(() => {});
}
