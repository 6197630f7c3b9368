/**
 * The PostgreSQL query pool outlives its connections. A
 * session the server terminates (idle, lent out, or inside a transaction)
 * fails only what ran on it: no unhandled 'error' event ends the process
 * (Vitest fails a test on one), no slot of the pool is lost, and the next
 * query opens a new connection. PostgreSQL only: PGlite has no connections.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Client, type Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresPool } from "~/db/postgres-pool.server";
import { rowsOf } from "~/db/types.server";
import { freePort } from "../../servers/app-server";
import { createPostgresDatabase, testEngines } from "../../support/test-database";

describe.skipIf(!testEngines().includes("postgres"))("the PostgreSQL pool when the server drops its connections", () => {
  let created: { url: string; drop(): Promise<void> };
  let admin: Client;
  const pools: Pool[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabase();
    admin = new Client({ connectionString: created.url });
    await admin.connect();
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await admin?.end();
    await created?.drop();
  });

  /** One connection at most, so a slot lost for good makes the next query wait and fail. */
  async function singleConnectionPool(): Promise<Pool> {
    const pool = await createPostgresPool(created.url, 1);
    pools.push(pool);
    return pool;
  }

  const terminate = (pid: number) => admin.query("select pg_terminate_backend($1)", [pid]);
  const backendPid = async (q: { query(text: string): Promise<{ rows: { pid: number }[] }> }) => (await q.query("select pg_backend_pid() as pid")).rows[0]!.pid;

  it("drops an idle connection the server terminated and opens a new one for the next query", async () => {
    const pool = await singleConnectionPool();
    const first = await backendPid(pool);
    await terminate(first);
    await expect.poll(() => pool.totalCount).toBe(0);
    expect(await backendPid(pool)).not.toBe(first);
  });

  it("hands back a lent client whose connection dies, so its slot serves the next query (and its own release is harmless)", async () => {
    const pool = await singleConnectionPool();
    // Held and never released, as drizzle's transaction() holds a client whose BEGIN failed.
    const lent = await pool.connect();
    lent.on("error", () => {});
    const pid = await backendPid(lent);
    await terminate(pid);
    expect(await backendPid(pool)).not.toBe(pid);
    expect(() => lent.release()).not.toThrow();
  });

  it("fails a transaction whose connection is terminated, and the pool goes on", async () => {
    const pool = await singleConnectionPool();
    const db = drizzle({ client: pool });
    const attempt = db.transaction(async (tx) => {
      const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      await terminate(row!.pid);
      await tx.execute(sql`select 1`);
    });
    // drizzle's error for the statement that met the dead connection (or for the rollback after it).
    await expect(attempt).rejects.toThrow(/Failed query/);
    expect(rowsOf<{ n: number }>(await db.execute(sql`select 1 as n`))).toEqual([{ n: 1 }]);
  });

  it("fails a query at once while the server is unreachable instead of waiting for it", async () => {
    const url = new URL(created.url);
    url.port = String(await freePort());
    const pool = await createPostgresPool(url.toString(), 1);
    pools.push(pool);
    await expect(pool.query("select 1")).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});
