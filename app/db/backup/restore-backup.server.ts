/**
 * Restoring a backup file into DATA_DIR (embedded database and uploads) or,
 * for a PostgreSQL backup, into DATABASE_URL (with the uploads into DATA_DIR).
 *
 * Nothing is replaced until the whole file has been read and every entry
 * matched its checksum, and the embedded database has been opened from the
 * copy once (crash recovery runs there, not on the live directory). The
 * embedded target is locked like a server locks it, so a restore never runs
 * under a running server, and a directory that holds data is replaced only
 * with `force`.
 *
 * Self-contained (relative imports only), for scripts/db-restore.ts.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { acquireDataDirLock, LOCK_FILE } from "../data-dir-lock.server.ts";
import { durablePgliteOptions, fsyncTree } from "../durable-node-fs.server.ts";
import { extractBackupArchive, type BackupManifest } from "./archive.server.ts";

/** A restore that was refused before anything was written; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

export type RestoreOptions = { file: string; dataDir: string; databaseUrl?: string; force?: boolean };

/** What DATA_DIR holds besides the lock file (and a restore's own leftovers). */
async function contentsOf(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n !== LOCK_FILE && !n.startsWith(".restore-"));
}

export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  if (!existsSync(options.file)) throw new RestoreRefusedError(`There is no backup file ${options.file}.`);
  const dir = path.resolve(options.dataDir);
  await mkdir(dir, { recursive: true });
  // The server's own lock: taken for the whole restore, refused while a server holds it.
  const release = await acquireDataDirLock(dir);
  const staging = await mkdtemp(path.join(dir, ".restore-"));
  try {
    const manifest = await extractBackupArchive(options.file, staging);
    if (manifest.engine === "pglite") {
      if (options.databaseUrl) throw new RestoreRefusedError("This is a backup of the embedded database: restore it with DATABASE_URL unset, into DATA_DIR.");
      await refuseNonEmpty(dir, options.force);
      await openRestoredPglite(staging, manifest);
      await replace(dir, staging, "pglite");
    } else {
      if (!options.databaseUrl)
        throw new RestoreRefusedError("This is a backup of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.");
      if (!options.force && (await postgresHasTables(options.databaseUrl))) {
        throw new RestoreRefusedError("The database at DATABASE_URL already has tables: restore into an empty database, or add --force to replace them.");
      }
      await refuseNonEmpty(dir, options.force, ["uploads"]);
      await pgRestore(options.databaseUrl, path.join(staging, ...manifest.database.split("/")), options.force === true);
    }
    await replace(dir, staging, "uploads");
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
  }
}

async function refuseNonEmpty(dir: string, force: boolean | undefined, only?: string[]): Promise<void> {
  const present = (await contentsOf(dir)).filter((n) => !only || only.includes(n));
  if (present.length > 0 && !force) {
    throw new RestoreRefusedError(
      `${dir} is not empty (${present.join(", ")}): restore into an empty DATA_DIR, or add --force to replace its database and uploads.`,
    );
  }
}

/** Unpacks the PGlite tarball into staging/pglite by starting PGlite on it once; a bad tarball fails here, before anything is replaced. */
async function openRestoredPglite(staging: string, manifest: BackupManifest): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const tarball = await readFile(path.join(staging, ...manifest.database.split("/")));
  const target = path.join(staging, "pglite");
  const client = await PGlite.create({
    ...durablePgliteOptions(target),
    loadDataDir: new Blob([tarball], { type: "application/x-gzip" }),
  });
  try {
    await client.query("select 1");
    // Leaves data files that need no recovery at the next start.
    await client.query("checkpoint");
  } finally {
    await client.close();
  }
  fsyncTree(target);
}

/** Swaps dir/name for staging/name (or removes it when the backup has none). */
async function replace(dir: string, staging: string, name: string): Promise<void> {
  const target = path.join(dir, name);
  await rm(target, { recursive: true, force: true });
  if (existsSync(path.join(staging, name))) {
    await rename(path.join(staging, name), target);
    fsyncTree(target);
  }
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

function pgRestore(databaseUrl: string, dumpFile: string, clean: boolean): Promise<void> {
  const args = [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    ...(clean ? ["--clean", "--if-exists"] : []),
    "--dbname",
    databaseUrl,
    dumpFile,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("pg_restore", args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new RestoreRefusedError("pg_restore is not installed here: install the PostgreSQL client tools (apt-get install postgresql-client).")
          : error,
      ),
    );
    child.once("close", (code) => (code === 0 ? resolve() : reject(new Error(`pg_restore failed (exit ${code}): ${err.trim()}`))));
  });
}
