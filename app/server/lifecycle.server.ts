import { closeDatabase, getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { startJobs, stopJobs } from "~/jobs/jobs.server";
import { logger } from "~/lib/logger.server";

/**
 * Run once by server/start.ts before it listens: open the database (taking the
 * PGlite lock), apply migrations, seed demo data on an empty embedded database,
 * then start the background jobs (e-mail delivery, clean-ups) unless RUN_JOBS=false.
 */
export async function startup(): Promise<{ database: "pglite" | "postgres" }> {
  const handle = await getDatabase();
  logger.info("database ready", { kind: handle.kind, dataDir: handle.kind === "pglite" ? env().DATA_DIR : undefined });
  if (env().RUN_JOBS === "true") await startJobs(handle, env());
  return { database: handle.kind };
}

export async function shutdown(): Promise<void> {
  // Jobs first: they use the database until they stop.
  await stopJobs();
  await closeDatabase();
}
