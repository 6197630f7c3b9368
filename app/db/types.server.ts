import type { Db } from "~/db/client.server";

/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Anything that runs queries: the database or a transaction inside it. */
export type Executor = Db | Tx;

/** Rows of `db.execute(sql...)`: drizzle returns `{ rows }` on both pg and PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
