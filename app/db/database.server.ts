import { env } from "~/env.server";
import { openDatabase, type DatabaseHandle, type Db } from "./client.server";

/**
 * The process-wide database, opened on first use with the parsed environment.
 * Kept on globalThis so development hot reloads reuse one PGlite instance.
 */
const holder = globalThis as typeof globalThis & { __thpDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  holder.__thpDb ??= openDatabase({ databaseUrl: env().DATABASE_URL, dataDir: env().DATA_DIR }).catch((error: unknown) => {
    holder.__thpDb = undefined;
    throw error;
  });
  return holder.__thpDb;
}

export async function db(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__thpDb;
  holder.__thpDb = undefined;
  if (pending) await (await pending).close();
}
