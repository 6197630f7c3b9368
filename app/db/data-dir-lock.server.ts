import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { tryLock, unlock } from "fs-native-extensions";

export class DataDirLockedError extends Error {
  constructor(dir: string, holder?: string) {
    super(
      `The embedded database in ${dir} is already in use by another process${holder ? ` (${holder})` : ""}. ` +
        "Stop the other server first (two processes would corrupt the data), " +
        "or set DATABASE_URL to run several processes on PostgreSQL.",
    );
    this.name = "DataDirLockedError";
  }
}

/** Not the old proper-lockfile path (`.lock`, a directory): a crashed old version may have left it behind. */
export const LOCK_FILE = ".pglite.lock";

/**
 * Take an exclusive lock on the data directory for the life of this process.
 *
 * The kernel holds the lock (an open-file-description lock on Linux, flock on
 * macOS) for as long as the file stays open, and drops it when the process
 * dies, however it dies: a crashed server can be restarted at once, and a
 * paused one (SIGSTOP, a frozen VM) keeps its lock. See
 * docs/decisions/0008-data-dir-lock.md.
 */
export async function acquireDataDirLock(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE);
  // Create if missing, but never truncate before we hold the lock (the holder's pid is in it).
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) throw new DataDirLockedError(dir, holderOf(file));
  // Only for people reading the file or the error message; the lock is the kernel's.
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid} ${hostname()}\n`, 0);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    // The file stays: deleting it would let a later opener lock a different inode than a waiting one.
    unlock(fd);
    closeSync(fd);
  };
}

function holderOf(file: string): string | undefined {
  try {
    const [pid, host] = readFileSync(file, "utf8").trim().split(" ");
    return pid ? `process ${pid}${host ? ` on ${host}` : ""}` : undefined;
  } catch {
    return undefined;
  }
}
