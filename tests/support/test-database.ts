import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";

export type Engine = "pglite" | "postgres";

/** The engines this run can test on: PGlite always, PostgreSQL when a cluster was started. */
export function testEngines(): Engine[] {
  return inject("postgresUrl") ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated database of the given engine: PGlite in memory, or a new
 * database in the shared test cluster. Drop it with handle.close().
 */
export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === "pglite") return openDatabase({ dataDir: "", inMemory: true });
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/** Database URL of a new empty database in the test cluster (for multi-process tests). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = inject("postgresUrl");
  if (!base) throw new Error("No PostgreSQL test cluster");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pg's Pool.end() resolves before its sockets have closed; a forced drop
      // would then kill those sessions and their clients raise an unhandled
      // 57P01 error. Wait (briefly) for them to go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
