import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.server";
import { yieldBetweenStatements } from "./pglite-turns.server";

/**
 * How many turns the event loop took while `run` ran its statements one after the other.
 * A socket's data (an SMTP server's reply, a webhook's answer) is read only on such a turn.
 */
async function turnsDuring(run: () => Promise<void>): Promise<number> {
  let turns = 0;
  let running = true;
  const count = () => {
    if (!running) return;
    turns += 1;
    setImmediate(count);
  };
  setImmediate(count);
  await run();
  running = false;
  return turns;
}

const STATEMENTS = 6;

// In this order: the same client, before and after it is client.
describe("yieldBetweenStatements", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => {
    await client.close();
  });

  it("without it, a run of statements keeps the event loop from I/O until the run ends (why it exists)", async () => {
    const turns = await turnsDuring(async () => {
      for (let i = 0; i < STATEMENTS; i++) await client.query("select $1::int", [i]);
    });
    expect(turns).toBe(0);
  });

  it("lets the event loop turn after every statement: query, exec and those of a transaction", async () => {
    yieldBetweenStatements(client);
    const queries = await turnsDuring(async () => {
      for (let i = 0; i < STATEMENTS; i++) await client.query("select $1::int", [i]);
    });
    const execs = await turnsDuring(async () => {
      for (let i = 0; i < STATEMENTS; i++) await client.exec("select 1");
    });
    const inTransaction = await turnsDuring(async () => {
      await client.transaction(async (tx) => {
        for (let i = 0; i < STATEMENTS; i++) await tx.query("select $1::int", [i]);
      });
    });
    expect({ queries, execs, inTransaction }).toEqual({ queries: STATEMENTS, execs: STATEMENTS, inTransaction: STATEMENTS });
    // Results and errors pass through unchanged.
    expect((await client.query<{ n: number }>("select 2 as n")).rows).toEqual([{ n: 2 }]);
    await expect(client.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
    expect(await client.transaction(async (tx) => (await tx.query<{ n: number }>("select 3 as n")).rows[0]!.n)).toBe(3);
  });
});

describe("the embedded database as the app opens it", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "unused", inMemory: true });
  }, 60_000);
  afterAll(async () => {
    await handle.close();
  });

  it("takes turns between drizzle's statements, in and out of transactions", async () => {
    const plain = await turnsDuring(async () => {
      for (let i = 0; i < STATEMENTS; i++) await handle.db.execute(sql`select ${i}::int`);
    });
    const inTransaction = await turnsDuring(async () => {
      await handle.db.transaction(async (tx) => {
        for (let i = 0; i < STATEMENTS; i++) await tx.execute(sql`select ${i}::int`);
      });
    });
    expect(plain).toBeGreaterThanOrEqual(STATEMENTS);
    expect(inTransaction).toBeGreaterThanOrEqual(STATEMENTS);
  });
});
