/**
 * npm run db:backup -- FILE
 *
 * Writes one backup file: the database, DATA_DIR/uploads and a manifest with
 * checksums (app/db/backup/archive.server.ts). Same settings as the server
 * (DATA_DIR, DATABASE_URL):
 * - embedded database, server running: asks the server over its Unix socket
 *   (DATA_DIR/.control/backup.sock), which copies the database between
 *   transactions while purchases go on;
 * - embedded database, server stopped: opens it itself, under the same lock;
 * - DATABASE_URL: pg_dump -Fc (when installed; else it says what to run).
 * The file is read back against its manifest before it is renamed into place.
 * Runs with plain Node, no build. Exit codes: 0 done, 1 failed (message on stderr), 2 usage.
 */
import { existsSync } from "node:fs";
import { request } from "node:http";
import { pipeline } from "node:stream/promises";
import type { Writable } from "node:stream";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupSocketPath, BackupArchiveError, writeBackupFile, type BackupManifest } from "../app/db/backup/archive.server.ts";
import { BackupError, createBackup, withStoppedPglite } from "../app/db/backup/create-backup.server.ts";
import { DataDirLockedError } from "../app/db/data-dir-lock.server.ts";
import { EnvError, parseEnv } from "../app/env.server.ts";

const USAGE = "Usage: npm run db:backup -- FILE";

let file: string | undefined;
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new Error("Name one backup file to write.");
  // npm runs scripts from the package folder: a relative FILE means where the command was typed (INIT_CWD).
  file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

/** Streams the running server's backup into out; "no server" when nobody listens on the socket. */
function fromServer(socketPath: string, out: Writable): Promise<"done" | "no server"> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, method: "POST", path: "/backup" }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new BackupError(`The server refused the backup (HTTP ${res.statusCode}).`));
        return;
      }
      pipeline(res, out).then(() => resolve("done"), reject);
    });
    req.once("error", (error: NodeJS.ErrnoException) => {
      // A socket file without a listener: the server that made it is gone.
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve("no server");
      else reject(error);
    });
    req.end();
  });
}

const started = Date.now();
try {
  const env = parseEnv(process.env);
  let via: string;
  let manifest: BackupManifest;
  if (env.DATABASE_URL) {
    via = "pg_dump";
    manifest = await writeBackupFile(file!, (out) => createBackup(out, { engine: "postgres", databaseUrl: env.DATABASE_URL! }, env.DATA_DIR, new Date()));
  } else {
    const socket = backupSocketPath(env.DATA_DIR);
    via = "the running server";
    manifest = await writeBackupFile(file!, async (out) => {
      if (existsSync(socket) && (await fromServer(socket, out)) === "done") return;
      via = "the data directory (no server running)";
      await withStoppedPglite(env.DATA_DIR, (client) => createBackup(out, { engine: "pglite", client }, env.DATA_DIR, new Date()));
    });
  }
  const uploads = manifest.files.filter((f) => f.name.startsWith("uploads/")).length;
  console.log(
    `Backup written to ${file} (${manifest.engine} database and ${uploads} uploaded files, from ${via}, in ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  process.exit(0);
} catch (error) {
  if (error instanceof EnvError || error instanceof BackupError || error instanceof BackupArchiveError) {
    console.error(`No backup written: ${error.message}`);
    process.exit(1);
  }
  if (error instanceof DataDirLockedError) {
    console.error(
      `No backup written: a server holds the embedded database but did not answer on ${backupSocketPath(parseEnv(process.env).DATA_DIR)}. ${error.message}`,
    );
    process.exit(1);
  }
  throw error;
}
