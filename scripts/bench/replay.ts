/**
 * The app's own SQL, without the app: statements captured by the driver's
 * query log of a production server (THP_QUERY_LOG, app/db/query-log.server.ts),
 * one sequence per request, replayed straight against a copy of the database
 * taken before the capture (so every row they touch is there, as it was).
 * Values the database generated (ids from gen_random_uuid(), returned) are
 * carried over: a value returned in the capture and sent back later is
 * replaced by what the replay got back at the same place.
 */
import { readFileSync } from "node:fs";
import { closedLoop, type LoadResult } from "./load";

export type Entry = { sql: string; params: unknown[]; returned: unknown[] } | { tx: "begin" | "commit" | "rollback" };
export type Sequence = Entry[];

/** Reads the log and cuts it at the given line counts (taken before and after each request). */
export function readSequences(file: string, windows: readonly [number, number][]): Sequence[] {
  const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
  return windows.map(([from, to]) => lines.slice(from, to).map((line) => JSON.parse(line) as Entry));
}

export function lineCount(file: string): number {
  try {
    return readFileSync(file, "utf8").split("\n").filter(Boolean).length;
  } catch {
    return 0;
  }
}

const flatten = (rows: unknown[] | undefined): unknown[] =>
  (rows ?? []).flatMap((row) => (Array.isArray(row) ? row : row && typeof row === "object" ? Object.values(row) : [row]));

type Runner = { query(sql: string, params: unknown[]): Promise<{ rows?: unknown[] }> };

/*
 * Rows come back as arrays, as drizzle asks for its selects: as objects, two columns of one name (a sale's read has
 * the homeowner's e-mail and the pro's) would keep one value, shift the later ones, and carry wrong values over.
 */
type PgliteQuery = (sql: string, params: unknown[], options: { rowMode: "array" }) => Promise<{ rows?: unknown[] }>;
const pgliteArrays = (target: { query: PgliteQuery }): Runner => ({ query: (sql, params) => target.query(sql, params, { rowMode: "array" }) });
type PoolQuery = (config: { text: string; values: unknown[]; rowMode: "array" }) => Promise<{ rows?: unknown[] }>;
const poolArrays = (client: { query: PoolQuery }): Runner => ({ query: (text, values) => client.query({ text, values, rowMode: "array" }) });

async function runStatement(on: Runner, entry: { sql: string; params: unknown[]; returned: unknown[] }, carried: Map<unknown, unknown>): Promise<void> {
  const params = entry.params.map((p) => (carried.has(p) ? carried.get(p) : p));
  let rows: unknown[] | undefined;
  try {
    ({ rows } = await on.query(entry.sql, params));
  } catch (error) {
    // Which statement: its opening words (never its parameters).
    throw new Error(`${error instanceof Error ? error.message : String(error)} (in: ${entry.sql.replace(/\s+/g, " ").trim().slice(0, 80)}…)`, { cause: error });
  }
  const got = flatten(rows);
  entry.returned.forEach((value, i) => {
    if (typeof value === "string" && i < got.length && got[i] !== value) carried.set(value, got[i] instanceof Date ? got[i].toISOString() : got[i]);
  });
}

type PgliteLike = { query: PgliteQuery; transaction<T>(cb: (tx: { query: PgliteQuery }) => Promise<T>): Promise<T> };

/** On PGlite: statements outside a transaction one by one, a transaction's through PGlite's own (as drizzle does). */
export async function replayOnPglite(client: PgliteLike, sequence: Sequence): Promise<void> {
  const carried = new Map<unknown, unknown>();
  const outside = pgliteArrays(client);
  for (let i = 0; i < sequence.length; i++) {
    const entry = sequence[i]!;
    if ("tx" in entry) {
      if (entry.tx !== "begin") continue;
      const end = sequence.findIndex((e, j) => j > i && "tx" in e);
      const inside = sequence.slice(i + 1, end === -1 ? undefined : end);
      await client.transaction(async (tx) => {
        const runner = pgliteArrays(tx);
        for (const statement of inside) if (!("tx" in statement)) await runStatement(runner, statement, carried);
      });
      i = end === -1 ? sequence.length : end;
      continue;
    }
    await runStatement(outside, entry, carried);
  }
}

type PoolLike = { connect(): Promise<{ query: PoolQuery; release(): void }> };

/** On PostgreSQL: one pooled connection per request, begin/commit as captured (drizzle sends them as statements). */
export async function replayOnPool(pool: PoolLike, sequence: Sequence): Promise<void> {
  const carried = new Map<unknown, unknown>();
  const client = await pool.connect();
  const runner = poolArrays(client);
  try {
    for (const entry of sequence) if (!("tx" in entry)) await runStatement(runner, entry, carried);
  } catch (error) {
    await runner.query("rollback", []).catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export const statementsIn = (sequences: readonly Sequence[]) =>
  sequences.reduce((n, s) => n + s.filter((e) => !("tx" in e)).length, 0) / Math.max(1, sequences.length);

export async function replayLoad(sequences: readonly Sequence[], concurrency: number, replay: (s: Sequence) => Promise<void>): Promise<LoadResult> {
  let reported = false;
  return closedLoop(concurrency, sequences.length, async (i) => {
    try {
      await replay(sequences[i]!);
      return true;
    } catch (error) {
      if (!reported) console.warn(`  · replay failed (first of its run): ${error instanceof Error ? error.message : String(error)}`);
      reported = true;
      return false;
    }
  });
}
