import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { waitForNoSessions } from "./test-templates";

export type Engine = "pglite" | "postgres";

/** The engines this run can test on: PGlite always, PostgreSQL when a cluster was started. */
export function testEngines(): Engine[] {
  return inject("postgresUrl") ? ["pglite", "postgres"] : ["pglite"];
}

/** The migrated PGlite data directory of this run (global-setup.ts), read once per test file. */
let pgliteTemplate: Blob | undefined;
function migratedPglite(): Blob {
  return (pgliteTemplate ??= new Blob([readFileSync(inject("pgliteTemplateFile"))]));
}

/**
 * A fresh, migrated database of the given engine: PGlite in memory, or a new
 * database in the shared test cluster, each a copy of the run's migrated
 * template (test-templates.ts). Drop it with handle.close().
 */
export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === "pglite") return openDatabase({ dataDir: "", inMemory: true, loadDataDir: migratedPglite() });
  const created = await createPostgresDatabase({ template: inject("postgresTemplate") });
  const handle = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/** Database URL of a new database in the test cluster: empty (for multi-process tests), or a copy of `template`. */
export async function createPostgresDatabase(options: { template?: string | undefined } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const base = inject("postgresUrl");
  if (!base) throw new Error("No PostgreSQL test cluster");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(options.template ? `create database ${name} template ${options.template}` : `create database ${name}`);
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
      await waitForNoSessions(c, name);
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
