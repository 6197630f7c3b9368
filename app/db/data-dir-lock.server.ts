import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is already in use by another process. ` +
        "Stop the other server first (two processes would corrupt the data), " +
        "or set DATABASE_URL to run several processes on PostgreSQL.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * Take an exclusive lock on the data directory for the life of this process.
 * The lock file's mtime is refreshed while we run, so a crashed process's lock
 * goes stale and the next start can take it.
 */
export async function acquireDataDirLock(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}/.lock`,
      stale: 10_000,
      update: 2_000,
      retries: 0,
      realpath: false,
    });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") throw new DataDirLockedError(dir);
    throw error;
  }
}
