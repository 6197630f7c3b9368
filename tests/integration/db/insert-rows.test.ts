/**
 * insertRows (app/db/insert-rows.server.ts): many rows as one json parameter land exactly as drizzle's own insert
 * would put them (text with quotes and newlines, jsonb, timestamps, nulls, database defaults), conflicts are skipped
 * on request, `returning` names the JS keys, and a column with a default left out by only some rows is refused.
 */
import { asc, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertRows } from "~/db/insert-rows.server";
import { outbox, rateLimits } from "~/db/schema";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const at = new Date("2026-03-04T05:06:07.089Z");

describe.each(testEngines())("insertRows on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("stores every value as given, with the database's defaults for the columns no row gives", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      channel: i % 2 ? ("email" as const) : ("sms" as const),
      kind: "insert-rows.test",
      to: `pro-${String(i).padStart(3, "0")}@example.com`,
      // A subject and headers on e-mail rows only: the others store null, as drizzle's insert would.
      ...(i % 2 ? { subject: `Quote "${i}" — 'ok'\n\\ done`, headers: { "List-Unsubscribe": `<https://example.com/u/${i}>`, "X-N": "é" } } : {}),
      text: `line one\nline "two" {${i}}`,
      status: "stored" as const,
      nextAttemptAt: at,
      createdAt: at,
    }));
    expect(await insertRows(t.db, outbox, rows)).toEqual([]);
    const stored = await t.db.select().from(outbox).where(like(outbox.kind, "insert-rows.test")).orderBy(asc(outbox.to));
    expect(stored).toHaveLength(120);
    for (const [i, row] of stored.entries()) {
      expect(row).toMatchObject({
        ...rows[i],
        subject: rows[i]!.subject ?? null,
        headers: rows[i]!.headers ?? null,
        html: null,
        attempts: 0,
        lastError: null,
        sentAt: null,
      });
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(stored.map((r) => r.id)).size).toBe(120);
  });

  it("skips conflicting rows when asked, and returns the inserted ones by their JS keys", async () => {
    const row = (key: string, count: number) => ({ key: `insert-rows:${key}`, windowStart: at, count });
    await insertRows(t.db, rateLimits, [row("a", 1)]);
    const returned = await insertRows(t.db, rateLimits, [row("a", 2), row("b", 3)], { onConflictDoNothing: true, returning: ["key", "count"] });
    expect(returned).toEqual([{ key: "insert-rows:b", count: 3 }]);
    // Without the option a conflict is an error, and nothing of the insert is written.
    await expect(insertRows(t.db, rateLimits, [row("b", 4), row("c", 5)])).rejects.toMatchObject({ cause: { code: "23505" } });
    const stored = await t.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, "insert-rows:%"))
      .orderBy(rateLimits.key);
    expect(stored).toEqual([
      { key: "insert-rows:a", count: 1 },
      { key: "insert-rows:b", count: 3 },
    ]);
  });

  it("refuses rows that give a defaulted column only sometimes, writing nothing", async () => {
    const base = { channel: "email" as const, kind: "insert-rows.partial", to: "x@example.com", text: "t", status: "stored" as const };
    await expect(insertRows(t.db, outbox, [{ ...base, attempts: 2 }, base])).rejects.toThrow("some rows leave out attempts, which has a default");
    expect(await t.db.$count(outbox, like(outbox.kind, "insert-rows.partial"))).toBe(0);
  });
});
