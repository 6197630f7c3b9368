/**
 * The embedded database as the app opens it on disk syncs every commit to the
 * disk (docs/decisions/0009): fsync is on, the WAL is synced with fsync(),
 * and each single-row commit reaches the real file system's fsync.
 * PGlite only: on PostgreSQL durability is the server's own setting.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { durablePgliteOptions } from "~/db/durable-node-fs.server";

describe("durable embedded database", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "thp-durable-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("calls fsync at least once per committed transaction", async () => {
    const options = durablePgliteOptions(path.join(dir, "raw"));
    const pg = await PGlite.create(options);
    try {
      await pg.exec("create table t (id serial primary key, v text)");
      const before = options.fs.syncCount;
      for (let i = 0; i < 5; i++) await pg.query("insert into t (v) values ($1)", [`row ${i}`]);
      expect(options.fs.syncCount - before).toBeGreaterThanOrEqual(5);
      const afterWrites = options.fs.syncCount;
      await pg.query("select count(*) from t");
      expect(options.fs.syncCount).toBe(afterWrites);
    } finally {
      await pg.close();
    }
  });

  it("is what openDatabase opens on disk: fsync on, WAL synced with fsync()", async () => {
    const handle = await openDatabase({ dataDir: path.join(dir, "app") });
    try {
      const setting = async (name: "fsync" | "wal_sync_method") =>
        ((await handle.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
      expect(await setting("fsync")).toBe("on");
      expect(await setting("wal_sync_method")).toBe("fsync");
    } finally {
      await handle.close();
    }
  });
});
