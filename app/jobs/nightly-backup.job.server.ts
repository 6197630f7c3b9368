import path from "node:path";
import { writeBackupFile } from "~/db/backup/archive.server";
import { createBackup, type BackupSource } from "~/db/backup/create-backup.server";
import { backupFileName, pruneBackups } from "~/db/backup/retention.server";
import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";

export const NIGHTLY_BACKUP_QUEUE = "nightly-backup";

export type NightlyBackupSettings = { source: BackupSource; dataDir: string; backupDir: string; keep: number };

/** The database behind a handle, as the backup code takes it: the process's PGlite instance, or DATABASE_URL for pg_dump. */
export function backupSourceOf(handle: DatabaseHandle, databaseUrl: string | undefined): BackupSource | undefined {
  if (handle.kind === "pglite") return { engine: "pglite", client: handle.client };
  return databaseUrl ? { engine: "postgres", databaseUrl } : undefined;
}

/** One run: a backup file named after `now` in backupDir, then all but the `keep` newest deleted. */
export async function runNightlyBackup(settings: NightlyBackupSettings, now: Date): Promise<{ file: string; deleted: string[] }> {
  const file = path.join(settings.backupDir, backupFileName(now));
  await writeBackupFile(file, (out) => createBackup(out, settings.source, settings.dataDir, now));
  const deleted = await pruneBackups(settings.backupDir, settings.keep);
  return { file, deleted };
}

/**
 * Nightly, when BACKUP_DIR is set: a backup file like `npm run db:backup`
 * writes, kept BACKUP_KEEP deep. On PostgreSQL it needs pg_dump on this
 * machine (a failed run is logged and retried by the queue); with several app
 * processes the "stately" queue runs it in one of them.
 */
export const registerNightlyBackup: JobRegistration = async (boss, { handle, env }) => {
  if (!env.BACKUP_DIR) return;
  const source = backupSourceOf(handle, env.DATABASE_URL);
  if (!source) return;
  const settings: NightlyBackupSettings = { source, dataDir: env.DATA_DIR, backupDir: path.resolve(env.BACKUP_DIR), keep: env.BACKUP_KEEP };
  await boss.createQueue(NIGHTLY_BACKUP_QUEUE, { policy: "stately" });
  await boss.work(NIGHTLY_BACKUP_QUEUE, async () => {
    const { file, deleted } = await runNightlyBackup(settings, new Date());
    logger.info("nightly backup written", { file, deleted });
  });
  await boss.schedule(NIGHTLY_BACKUP_QUEUE, "17 3 * * *");
};
