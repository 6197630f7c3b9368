import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { DataDirLockedError } from "~/db/data-dir-lock.server";
import { openTestDatabase, testEngines } from "../support/test-database";

describe.each(testEngines())("database on %s", (engine) => {
  it("applies the migrations and is usable", async () => {
    const handle = await openTestDatabase(engine);
    try {
      expect(handle.kind).toBe(engine);
      const rows = await handle.db.execute(sql`select count(*)::int as n from rate_limits`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

describe("embedded database directory lock", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "thp-lock-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a second opener of the same DATA_DIR with a clear message, and allows it after close", async () => {
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/already in use by another process/);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  });
});
