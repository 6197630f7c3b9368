import { closeDatabase, getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";

/**
 * Run once by server/start.ts before it listens: open the database (taking the
 * PGlite lock), apply migrations, seed demo data on an empty embedded database.
 */
export async function startup(): Promise<{ database: "pglite" | "postgres" }> {
  const handle = await getDatabase();
  logger.info("database ready", { kind: handle.kind, dataDir: handle.kind === "pglite" ? env().DATA_DIR : undefined });
  return { database: handle.kind };
}

export async function shutdown(): Promise<void> {
  await closeDatabase();
}
