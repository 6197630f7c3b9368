/**
 * write / batchWrites / flushWrites (app/db/write-batch.server.ts): an insert waits in a batching transaction and
 * goes with the owner's last statement; anywhere else it runs at once; a rolled-back batch leaves nothing.
 */
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { batchWrites, flushWrites, write } from "~/db/write-batch.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const row = (key: string) => ({ key, windowStart: new Date("2026-01-01T00:00:00Z"), count: 1 });

describe.each(testEngines())("write batches on %s", (engine) => {
  const t = useTestDatabase(engine);
  const keys = (prefix: string) =>
    t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `${prefix}%`))
      .orderBy(rateLimits.key);

  it("outside a batch, write inserts at once", async () => {
    await t.db.transaction(async (tx) => {
      await write(tx, tx.insert(rateLimits).values(row("now:a")));
      expect(await tx.$count(rateLimits, eq(rateLimits.key, "now:a"))).toBe(1);
    });
    await write(t.db, t.db.insert(rateLimits).values(row("now:b")));
    expect(await keys("now:")).toEqual([{ key: "now:a" }, { key: "now:b" }]);
  });

  it("in a batch, writes wait for the flush, then all land with the last statement", async () => {
    await t.db.transaction(async (tx) => {
      batchWrites(tx);
      await write(tx, tx.insert(rateLimits).values(row("batch:a")));
      await write(tx, tx.insert(rateLimits).values([row("batch:b"), row("batch:c")]));
      expect(await tx.$count(rateLimits, like(rateLimits.key, "batch:%"))).toBe(0);
      await flushWrites(tx, tx.insert(rateLimits).values(row("batch:d")));
      // The batch is spent: a later write runs at once.
      await write(tx, tx.insert(rateLimits).values(row("batch:e")));
    });
    expect((await keys("batch:")).map((r) => r.key)).toEqual(["batch:a", "batch:b", "batch:c", "batch:d", "batch:e"]);
  });

  it("a batch whose transaction fails leaves nothing, the flushed part included", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        batchWrites(tx);
        await write(tx, tx.insert(rateLimits).values(row("failed:a")));
        await flushWrites(tx, tx.insert(rateLimits).values(row("failed:b")));
        throw new Error("after the flush");
      }),
    ).rejects.toThrow("after the flush");
    expect(await keys("failed:")).toEqual([]);
  });
});
