/**
 * Migrate once, copy many times: every integration suite used to run all migrations on a fresh database of each
 * engine (about 2 s on PGlite, 1 s on PostgreSQL, per database). The global setup migrates one database per engine
 * and the suites start from copies of it (test-database.ts). The copies are made each run, so they can never be
 * older than the migrations folder.
 */
import { randomBytes } from "node:crypto";
import { openDatabase } from "~/db/client.server";

export type Templates = { pglite: Uint8Array; postgresTemplate: string | undefined; drop(): Promise<void> };

export async function migrateTemplates(postgresUrl: string | undefined): Promise<Templates> {
  const pglite = await migratedPgliteDump();
  if (!postgresUrl) return { pglite, postgresTemplate: undefined, drop: async () => {} };
  const { default: pg } = await import("pg");
  const name = `template_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    await handle.close();
    // CREATE DATABASE … TEMPLATE refuses a source with open sessions, and pg's pool.end() resolves before its
    // sockets are gone: wait for them, then refuse new ones, so no later connection can block a copy.
    await waitForNoSessions(admin, name);
    await admin.query(`alter database ${name} with allow_connections false`);
  } finally {
    await admin.end();
  }
  return {
    pglite,
    postgresTemplate: name,
    async drop() {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop database if exists ${name}`);
      await c.end();
    },
  };
}

async function migratedPgliteDump(): Promise<Uint8Array> {
  const handle = await openDatabase({ dataDir: "", inMemory: true });
  if (handle.kind !== "pglite") throw new Error("expected PGlite");
  const dump = await handle.client.dumpDataDir("none");
  await handle.close();
  return new Uint8Array(await dump.arrayBuffer());
}

export async function waitForNoSessions(client: { query(sql: string, values?: unknown[]): Promise<{ rows: { n: number }[] }> }, database: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [database]);
    if (rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
