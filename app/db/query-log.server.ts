/**
 * The driver's query log, for `npm run bench` only: with THP_QUERY_LOG set
 * to a file, every statement this process sends (text, parameters, and the
 * values it returned) is appended to it as one JSON line, and transaction
 * boundaries as {"tx": "begin" | "commit" | "rollback"}. The benchmark
 * replays those statements straight against the engine to compare the app
 * with its own SQL. Off (not even wrapped) when the variable is unset.
 * Synchronous appends: a statement is in the file before its request answers.
 */
import { appendFileSync } from "node:fs";

type Result = { rows?: unknown[] } | undefined;
type QueryFn = (...args: unknown[]) => Promise<Result>;

const flatten = (rows: unknown[] | undefined): unknown[] =>
  (rows ?? []).flatMap((row) => (Array.isArray(row) ? row : row && typeof row === "object" ? Object.values(row) : [row]));

function record(file: string, entry: object): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

function wrapQuery(file: string, target: { query: QueryFn }): void {
  const original = target.query.bind(target);
  target.query = async (...args: unknown[]) => {
    const [first, second] = args;
    const text = typeof first === "string" ? first : (first as { text: string }).text;
    const params = (Array.isArray(second) ? second : (first as { values?: unknown[] }).values) ?? [];
    const result = await original(...args);
    record(file, { sql: text, params, returned: flatten(result?.rows) });
    return result;
  };
}

/** PGlite: its query method, and the one of each transaction it opens (BEGIN/COMMIT are its own). */
export function logPgliteQueries(client: object, file = process.env.THP_QUERY_LOG): void {
  if (!file) return;
  const pglite = client as { query: QueryFn; transaction: (cb: (tx: { query: QueryFn }) => Promise<unknown>) => Promise<unknown> };
  wrapQuery(file, pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = async (cb) => {
    record(file, { tx: "begin" });
    try {
      const value = await transaction((tx) => {
        wrapQuery(file, tx);
        return cb(tx);
      });
      record(file, { tx: "commit" });
      return value;
    } catch (error) {
      record(file, { tx: "rollback" });
      throw error;
    }
  };
}

/** node-postgres: the pool's query and every client it hands out (drizzle sends begin/commit as statements). */
export function logPoolQueries(
  pool: { query: QueryFn; on(event: "connect", listener: (client: { query: QueryFn }) => void): unknown },
  file = process.env.THP_QUERY_LOG,
): void {
  if (!file) return;
  pool.on("connect", (client) => wrapQuery(file, client));
}
