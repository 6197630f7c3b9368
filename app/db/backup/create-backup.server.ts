/**
 * Taking a backup: a consistent copy of the database, then the uploads.
 *
 * - PGlite, live: through the process's own instance (the only one allowed to
 *   open the files). A CHECKPOINT first keeps the copy's recovery short; the
 *   copy itself is taken while holding PGlite's transaction mutex, which every
 *   transaction and every standalone query takes, so no transaction is half
 *   done in it. Writers wait for the copy (well under a second for a small
 *   database), they are not refused.
 * - PGlite, server stopped: the command opens the data directory itself,
 *   under the same lock as the server, without migrating it.
 * - PostgreSQL: `pg_dump -Fc` (one snapshot transaction, so consistent while
 *   other processes write).
 *
 * Self-contained (relative imports only), for scripts/db-backup.ts.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import type { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock } from "../data-dir-lock.server.ts";
import { writeBackupArchive, type BackupManifest } from "./archive.server.ts";

export type BackupSource = { engine: "pglite"; client: PGlite } | { engine: "postgres"; databaseUrl: string };

/** A backup that could not be taken; the message says what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** The PGlite data directory as a gzipped tarball, taken between transactions. */
export async function snapshotPglite(client: PGlite): Promise<Uint8Array> {
  await client.query("checkpoint");
  const blob = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
  return new Uint8Array(await blob.arrayBuffer());
}

/** `pg_dump --format=custom` of the whole database, read into memory. */
export async function dumpPostgres(databaseUrl: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--dbname", databaseUrl], { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              'pg_dump is not installed here. Run `pg_dump -Fc "$DATABASE_URL" -f homepros.dump` where it is, and copy DATA_DIR/uploads beside it.',
            )
          : error,
      ),
    );
    child.once("close", (code) =>
      code === 0 ? resolve(new Uint8Array(Buffer.concat(out))) : reject(new BackupError(`pg_dump failed (exit ${code}): ${err.trim()}`)),
    );
  });
}

/** Database first, uploads after (archive.server.ts says why), into out. */
export async function createBackup(out: Writable, source: BackupSource, dataDir: string, now: Date): Promise<BackupManifest> {
  const database = source.engine === "pglite" ? await snapshotPglite(source.client) : await dumpPostgres(source.databaseUrl);
  return writeBackupArchive(out, { engine: source.engine, createdAt: now, database, uploadsDir: path.resolve(dataDir, "uploads") });
}

/**
 * Opens the embedded database of a stopped server, for the command to back up
 * itself. Throws DataDirLockedError when a server holds it.
 */
export async function withStoppedPglite<T>(dataDir: string, fn: (client: PGlite) => Promise<T>): Promise<T> {
  const dir = path.resolve(dataDir);
  const pgdata = path.join(dir, "pglite");
  if (!existsSync(path.join(pgdata, "PG_VERSION"))) throw new BackupError(`There is no embedded database in ${dir} to back up (DATA_DIR).`);
  const release = await acquireDataDirLock(dir);
  try {
    // Imported here, not at the top: a server on PostgreSQL never loads PGlite.
    const { PGlite } = await import("@electric-sql/pglite");
    const { durablePgliteOptions } = await import("../durable-node-fs.server.ts");
    const client = await PGlite.create(durablePgliteOptions(pgdata));
    try {
      return await fn(client);
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}
