/**
 * The nightly backups in BACKUP_DIR: named by the time they were taken (UTC,
 * so names sort by age), and only the BACKUP_KEEP newest are kept. Files that
 * do not carry our name are never touched, whatever else shares the folder.
 *
 * Self-contained (relative imports only), like the rest of db/backup/.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";

const NAME = /^thp-backup-(\d{8}T\d{6}Z)\.tar(\.partial)?$/;

/** thp-backup-20261125T031700Z.tar */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `thp-backup-${stamp}.tar`;
}

/**
 * Deletes our backups beyond the keep newest, and the leftovers (`.partial`)
 * of runs that died half-way; returns the names deleted, oldest first.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => NAME.test(n)).sort();
  const whole = names.filter((n) => !n.endsWith(".partial"));
  const doomed = [...names.filter((n) => n.endsWith(".partial")), ...whole.slice(0, Math.max(0, whole.length - keep))].sort();
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}
