/**
 * Backup files (app/db/backup/) and the nightly job's
 * retention. The end-to-end case (db:backup against a running server while
 * purchases go on) is tests/servers/backup.test.ts.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractBackupArchive, writeBackupFile } from "~/db/backup/archive.server";
import { createBackup, type BackupSource } from "~/db/backup/create-backup.server";
import { restoreBackup } from "~/db/backup/restore-backup.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { backupSourceOf, runNightlyBackup } from "~/jobs/nightly-backup.job.server";
import { minimalPdf } from "../../support/sample-files";
import { createPostgresDatabase, testEngines, type Engine } from "../../support/test-database";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function countUsers(handle: DatabaseHandle): Promise<number> {
  return rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from users`))[0]!.n;
}

async function addUsers(handle: DatabaseHandle, n: number, tag: string) {
  for (let i = 0; i < n; i++) {
    await handle.db.execute(sql`insert into users (email, role, password_hash) values (${`${tag}-${i}@example.com`}, 'admin', 'x')`);
  }
}

/** A database of the engine with a DATA_DIR holding one upload; PGlite on disk, so it is backed up as the server's is. */
async function openWithData(engine: Engine, root: string) {
  const dataDir = path.join(root, `data-${engine}`);
  mkdirSync(path.join(dataDir, "uploads", "2026", "11"), { recursive: true });
  writeFileSync(path.join(dataDir, "uploads", "2026", "11", "licence.pdf"), minimalPdf());
  if (engine === "pglite") {
    const handle = await openDatabase({ dataDir });
    return { handle, dataDir, source: backupSourceOf(handle, undefined)!, drop: async () => {} };
  }
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  return { handle, dataDir, url: created.url, source: backupSourceOf(handle, created.url)!, drop: created.drop };
}

describe.each(testEngines())("backups on %s", (engine) => {
  const root = mkdtempSync(path.join(tmpdir(), `thp-backup-${engine}-`));
  let opened: Awaited<ReturnType<typeof openWithData>>;
  let source: BackupSource;

  beforeAll(async () => {
    opened = await openWithData(engine, root);
    source = opened.source;
    await addUsers(opened.handle, 5, "before");
  });
  afterAll(async () => {
    await opened.handle.close();
    await opened.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it("the nightly job keeps the BACKUP_KEEP newest files, and leaves files that are not its own", async () => {
    const backupDir = path.join(root, "nightly");
    mkdirSync(backupDir);
    writeFileSync(path.join(backupDir, "notes.txt"), "mine");
    writeFileSync(path.join(backupDir, "thp-backup-20200101T000000Z.tar.partial"), "a run that died");
    const days = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"].map((d) => new Date(`${d}T03:17:00.000Z`));
    const settings = { source, dataDir: opened.dataDir, backupDir, keep: 3 };
    const deleted: string[] = [];
    for (const day of days) deleted.push(...(await runNightlyBackup(settings, day)).deleted);

    expect(readdirSync(backupDir).sort()).toEqual([
      "notes.txt",
      "thp-backup-20261122T031700Z.tar",
      "thp-backup-20261123T031700Z.tar",
      "thp-backup-20261124T031700Z.tar",
    ]);
    expect(deleted).toEqual(["thp-backup-20200101T000000Z.tar.partial", "thp-backup-20261120T031700Z.tar", "thp-backup-20261121T031700Z.tar"]);
    const manifest = await extractBackupArchive(path.join(backupDir, "thp-backup-20261124T031700Z.tar"));
    expect(manifest).toMatchObject({ engine, createdAt: "2026-11-24T03:17:00.000Z" });
    expect(manifest.files.map((f) => f.name)).toEqual([manifest.database, "uploads/2026/11/licence.pdf"]);
  });

  it("restores into a fresh place: the same rows, the same upload bytes", async () => {
    const file = path.join(root, "round-trip.tar");
    await writeBackupFile(file, (out) => createBackup(out, source, opened.dataDir, new Date()));
    const expected = await countUsers(opened.handle);
    await addUsers(opened.handle, 2, "after");

    const target = path.join(root, "restored");
    const pg = engine === "postgres" ? await createPostgresDatabase() : undefined;
    try {
      await restoreBackup({ file, dataDir: target, databaseUrl: pg?.url });
      const restored = await openDatabase({ dataDir: target, databaseUrl: pg?.url });
      try {
        expect(await countUsers(restored)).toBe(expected);
      } finally {
        await restored.close();
      }
      expect(sha(readFileSync(path.join(target, "uploads", "2026", "11", "licence.pdf")))).toBe(sha(minimalPdf()));
    } finally {
      await pg?.drop();
    }
  });

  const backupNow = async (name: string) => {
    const file = path.join(root, name);
    await writeBackupFile(file, (out) => createBackup(out, source, opened.dataDir, new Date()));
    return file;
  };

  it("refuses a damaged or cut-short file, writing nothing", async () => {
    const bytes = readFileSync(await backupNow("good.tar"));

    const damaged = path.join(root, "damaged.tar");
    const copy = Buffer.from(bytes);
    const at = copy.indexOf(minimalPdf().subarray(0, 16));
    copy[at + 10] = copy[at + 10]! ^ 0xff;
    writeFileSync(damaged, copy);
    const target = path.join(root, "untouched");
    await expect(restoreBackup({ file: damaged, dataDir: target })).rejects.toThrow(/uploads\/2026\/11\/licence\.pdf .* does not match its checksum/);
    expect(readdirSync(target).filter((n) => n !== ".pglite.lock")).toEqual([]);

    const cut = path.join(root, "cut.tar");
    writeFileSync(cut, bytes);
    truncateSync(cut, statSync(cut).size - 2048);
    await expect(restoreBackup({ file: cut, dataDir: target })).rejects.toThrow(/no manifest|not a readable backup/);
    expect(readdirSync(target).filter((n) => n !== ".pglite.lock")).toEqual([]);
  });

  it.runIf(engine === "pglite")(
    "refuses a non-empty DATA_DIR without --force and a DATA_DIR a process holds; --force replaces database and uploads",
    async () => {
      const file = await backupNow("force.tar");
      const occupied = path.join(root, "occupied");
      mkdirSync(path.join(occupied, "uploads"), { recursive: true });
      writeFileSync(path.join(occupied, "uploads", "keep.pdf"), "x");
      await expect(restoreBackup({ file, dataDir: occupied })).rejects.toThrow(/is not empty \(uploads\).*--force/);
      expect(readdirSync(path.join(occupied, "uploads"))).toEqual(["keep.pdf"]);
      // This process holds the source's DATA_DIR, as a running server would.
      await expect(restoreBackup({ file, dataDir: opened.dataDir, force: true })).rejects.toThrow(/already in use/);
      await restoreBackup({ file, dataDir: occupied, force: true });
      expect(existsSync(path.join(occupied, "uploads", "keep.pdf"))).toBe(false);
      expect(existsSync(path.join(occupied, "pglite", "PG_VERSION"))).toBe(true);
    },
  );

  it.runIf(engine === "postgres")("refuses a database that has tables without --force; --force replaces them", async () => {
    const file = await backupNow("pg-force.tar");
    const pg = await createPostgresDatabase();
    try {
      const dataDir = path.join(root, "pg-again");
      await restoreBackup({ file, dataDir, databaseUrl: pg.url });
      await expect(restoreBackup({ file, dataDir: path.join(root, "pg-third"), databaseUrl: pg.url })).rejects.toThrow(/already has tables/);
      await restoreBackup({ file, dataDir: path.join(root, "pg-third"), databaseUrl: pg.url, force: true });
      const restored = await openDatabase({ databaseUrl: pg.url, dataDir: "" });
      try {
        expect(await countUsers(restored)).toBe(await countUsers(opened.handle));
      } finally {
        await restored.close();
      }
    } finally {
      await pg.drop();
    }
  });
});
