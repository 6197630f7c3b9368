/**
 * `npm run db:backup` while the server runs: the embedded database belongs to
 * this process (one process may open it), so the command asks this process
 * for the backup over a Unix socket in DATA_DIR/.control (a 0700 folder: only
 * the data's owner can connect; nothing listens on the network). The server
 * streams the archive back and writes nothing itself; the command checks the
 * file it received before calling it done.
 *
 * Protocol: HTTP over the socket, `POST /backup` → 200 application/x-tar.
 */
import { chmod, mkdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { backupSocketPath } from "~/db/backup/archive.server";
import { createBackup } from "~/db/backup/create-backup.server";
import { logger } from "~/logging/logger.server";

/** Unix socket paths are limited to 107 bytes on Linux (sun_path). */
const MAX_SOCKET_PATH = 107;

/** Starts the channel; returns how to stop it (undefined when it could not start, which is logged: the site still serves). */
export async function startBackupControl(client: PGlite, dataDir: string): Promise<(() => Promise<void>) | undefined> {
  try {
    return await listen(client, dataDir);
  } catch (error) {
    logger.warn("backup channel not started: db:backup works only with the server stopped", { error });
    return undefined;
  }
}

async function listen(client: PGlite, dataDir: string): Promise<(() => Promise<void>) | undefined> {
  const socket = backupSocketPath(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    logger.warn("backup channel not started: the DATA_DIR path is too long for a Unix socket", {
      socket,
      fix: "stop the server to run db:backup, or use a shorter DATA_DIR",
    });
    return undefined;
  }
  await mkdir(path.dirname(socket), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(socket), 0o700);
  // We hold DATA_DIR's lock, so a socket file left here is a dead server's.
  await rm(socket, { force: true });

  // One backup at a time: a second request waits for the first.
  let queue: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404, { "content-type": "text/plain" }).end("POST /backup\n");
      return;
    }
    const run = queue.then(async () => {
      res.writeHead(200, { "content-type": "application/x-tar" });
      const started = Date.now();
      const manifest = await createBackup(res, { engine: "pglite", client }, dataDir, new Date());
      logger.info("backup sent", { files: manifest.files.length, ms: Date.now() - started });
    });
    queue = run.catch((error: unknown) => {
      logger.error("backup failed", { error });
      // A stream cut short has no manifest: the command refuses it.
      res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => {
      server.off("error", reject);
      resolve();
    });
  });
  await chmod(socket, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socket, { force: true });
  };
}
