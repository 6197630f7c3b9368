/** Two connections to one new database, as two worker processes would have: on PostgreSQL two pools; PGlite has one. */
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { createPostgresDatabase, openTestDatabase, type Engine } from "./test-database";

export async function twoConnections(engine: Engine): Promise<{ one: DatabaseHandle; two: DatabaseHandle; close(): Promise<void> }> {
  if (engine === "pglite") {
    const handle = await openTestDatabase("pglite");
    return { one: handle, two: handle, close: () => handle.close() };
  }
  const created = await createPostgresDatabase();
  const one = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  const two = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  return {
    one,
    two,
    async close() {
      await two.close();
      await one.close();
      await created.drop();
    },
  };
}
