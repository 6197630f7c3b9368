import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { exitForRestart, guardPgliteClient } from "./pglite-failure.server";
import { createPostgresPool } from "./postgres-pool.server";
import { yieldBetweenStatements } from "./pglite-turns.server";
import { logPgliteQueries, logPoolQueries } from "./query-log.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The driver under drizzle, by engine: what backups, pg-boss, LISTEN and VACUUM need that drizzle does not offer.
 * On PGlite it is the one instance of the process (every other user must go through it).
 */
export type DriverClient = { kind: "pglite"; client: PGlite } | { kind: "postgres"; client: Pool };

export type DatabaseHandle = DriverClient & {
  db: Db;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent, PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** PGlite in memory, for tests. */
  inMemory?: boolean;
  /**
   * PGlite in memory: start from this data directory (PGlite's dumpDataDir of an already migrated database), so a
   * test suite copies the migrated schema instead of running every migration again (tests/support/global-setup.ts).
   */
  loadDataDir?: Blob;
  /** PGlite on disk: called once when a write failure leaves the instance unusable (default: log and exit 70). */
  onPgliteFailure?: (error: unknown) => void;
};

const migrationsFolder = path.resolve(process.cwd(), "app/db/migrations");

/**
 * Open the database and bring its schema up to date. Both engines run the same
 * drizzle-kit migrations. Nothing opens the database at module load: the build
 * imports this bundle to prerender pages and must not touch data.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const { durablePgliteOptions, fsyncTree } = await import("./durable-node-fs.server");
  let release = async () => {};
  let dataDir: string | undefined;
  if (!options.inMemory) {
    const dir = path.resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    // PGlite has no lock between processes; two writers corrupt the files.
    release = await acquireDataDirLock(dir);
    dataDir = path.join(dir, "pglite");
  }
  try {
    const fresh = dataDir !== undefined && !existsSync(path.join(dataDir, "PG_VERSION"));
    // On disk: fsync on, so an acknowledged commit survives a power cut (docs/decisions/0009).
    const client = dataDir
      ? await PGlite.create(durablePgliteOptions(dataDir))
      : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    if (dataDir && fresh) fsyncTree(dataDir);
    if (dataDir) guardPgliteClient(client, options.onPgliteFailure ?? exitForRestart);
    logPgliteQueries(client);
    yieldBetweenStatements(client);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      client,
      async close() {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = await createPostgresPool(url);
  logPoolQueries(pool as never);
  const db = drizzle({ client: pool, schema });
  // Several app processes may start together: one migrates, the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock(727274)");
    await migrate(drizzle({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock(727274)").catch(() => {});
    lockClient.release();
  }
  return {
    db: db as unknown as Db,
    kind: "postgres",
    client: pool,
    close: () => pool.end(),
  };
}
