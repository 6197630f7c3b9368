/**
 * npm run db:restore -- FILE [--force]
 *
 * Restores a db:backup file: the embedded database and uploads into DATA_DIR,
 * or (a PostgreSQL backup) the dump into DATABASE_URL with pg_restore and the
 * uploads into DATA_DIR. Checks every entry against the manifest first;
 * refuses while a server holds DATA_DIR, and refuses a DATA_DIR (or database)
 * that already holds data unless --force. Runs with plain Node, no build.
 * Exit codes: 0 done, 1 refused or failed (message on stderr), 2 usage.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupArchiveError } from "../app/db/backup/archive.server.ts";
import { restoreBackup, RestoreRefusedError } from "../app/db/backup/restore-backup.server.ts";
import { DataDirLockedError } from "../app/db/data-dir-lock.server.ts";
import { EnvError, parseEnv } from "../app/env.server.ts";

const USAGE = "Usage: npm run db:restore -- FILE [--force]";

let file: string | undefined;
let force = false;
try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean" } } });
  if (positionals.length !== 1) throw new Error("Name one backup file to restore.");
  // npm runs scripts from the package folder: a relative FILE means where the command was typed (INIT_CWD).
  file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  force = values.force === true;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

try {
  const env = parseEnv(process.env);
  const manifest = await restoreBackup({ file: file!, dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, force });
  const uploads = manifest.files.filter((f) => f.name.startsWith("uploads/")).length;
  const into = manifest.engine === "pglite" ? env.DATA_DIR : `DATABASE_URL (uploads into ${env.DATA_DIR})`;
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.engine} database and ${uploads} uploaded files) into ${into}.`);
  process.exit(0);
} catch (error) {
  if (error instanceof EnvError || error instanceof RestoreRefusedError || error instanceof BackupArchiveError || error instanceof DataDirLockedError) {
    console.error(`Nothing was restored: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
