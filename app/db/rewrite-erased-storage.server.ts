/**
 * What it takes, below SQL, for erased values to leave the database's files
 * (docs/decisions/0042-erasure-on-disk.md). An UPDATE or DELETE leaves the old
 * row version's bytes in the table's pages, its index entries (lower(email)…)
 * and TOAST chunks, and the WAL keeps the insert and a full-page image of every
 * page the erasure touched; a plain VACUUM only marks the space reusable.
 *
 * - VACUUM FULL writes each table, its TOAST table and its indexes into new
 *   files and truncates the old ones (unlinked at the next checkpoint); it holds
 *   an ACCESS EXCLUSIVE lock on that table for as long as it runs.
 * - Tables that had statistics are analysed again (an erased value may be a
 *   most-common value or a histogram bound), and pg_statistic rewritten (a
 *   superuser's right: PGlite's, and PostgreSQL's only when the app is one).
 * - PGlite runs each statement on the process's one thread, so the whole
 *   server waits for each table's rewrite; PostgreSQL only blocks queries on
 *   that table.
 * - The WAL: pg_switch_wal() zero-fills the rest of the current segment and a
 *   CHECKPOINT then drops every segment before it. PGlite runs with
 *   wal_recycle=off (durable-node-fs.server.ts), so dropped segments are deleted,
 *   not renamed into future ones with their old bytes; a data directory made
 *   before that may still hold such renamed segments ahead of the current one,
 *   so PGlite switches once more per segment found ahead. On PostgreSQL the
 *   server's own settings, archive and replicas decide (the operator's part, in
 *   the decision record): the switch and checkpoint need a superuser (or the
 *   pg_checkpoint role and a grant on pg_switch_wal); without them the WAL is
 *   left to its normal rotation and the result says so.
 */
import { sql } from "drizzle-orm";
import type { Db, DriverClient } from "./client.server";
import { pgErrorOf } from "./pg-errors.server";
import { rowsOf } from "./types.server";

export type StorageRewrite = {
  /** Each table's rewrite, in ms: also how long that table was locked against every other query. */
  tables: { table: string; ms: number }[];
  statistics: "rewritten" | "none" | "not-permitted";
  wal: "rotated" | "not-permitted";
  /** The server's wal_recycle: "on" keeps dropped WAL segments' bytes in renamed files (PostgreSQL: set it off). */
  walRecycle: string;
  /** WAL segment switches made (PGlite: one more per old segment found ahead of the current one). */
  walSwitches: number;
  /** The switches and checkpoints, in ms (a checkpoint writes every page changed since the last one). */
  walMs: number;
  ms: number;
};

type Run = <T>(text: string) => Promise<T[]>;

/** How long a rewrite on PostgreSQL waits for its table's lock before it gives up (the job retries later), so it never queues the app behind a long transaction. */
const LOCK_TIMEOUT = "10s";

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const elapsed = (t0: number) => Math.round(performance.now() - t0);

export async function rewriteErasedStorage(db: Db, driver: DriverClient, tables: readonly string[]): Promise<StorageRewrite> {
  const engine = driver.kind;
  if (driver.kind === "pglite") return rewriteWith(async (text) => rowsOf(await db.execute(sql.raw(text))), engine, tables);
  // One connection of its own: VACUUM runs outside a transaction, and the lock timeout must not reach the pool's other users.
  const client = await driver.client.connect();
  let broken: Error | undefined;
  try {
    await client.query(`set lock_timeout = '${LOCK_TIMEOUT}'`);
    return await rewriteWith(async (text) => (await client.query(text)).rows, engine, tables);
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // Dropped rather than returned to the pool: nothing of this session's settings may outlive it.
    client.release(broken ?? true);
  }
}

async function rewriteWith(run: Run, engine: "pglite" | "postgres", tables: readonly string[]): Promise<StorageRewrite> {
  const started = performance.now();
  const [settings] = await run<{ superuser: boolean; walRecycle: string }>(
    `select current_setting('is_superuser') = 'on' as "superuser", current_setting('wal_recycle') as "walRecycle"`,
  );
  const { superuser, walRecycle } = settings!;
  const analysed = new Set(
    (
      await run<{ t: string }>(
        `select distinct tablename as t from pg_stats where schemaname = current_schema() and tablename in (${tables.map(literal).join(", ") || "null"})`,
      )
    ).map((r) => r.t),
  );
  const done: StorageRewrite["tables"] = [];
  for (const table of tables) {
    const t0 = performance.now();
    await run(`vacuum full ${ident(table)}`);
    done.push({ table, ms: elapsed(t0) });
    // Apart from the rewrite: ANALYZE takes no lock that stops reads or writes, and on PGlite the app gets a turn between the two.
    if (analysed.has(table)) await run(`analyze ${ident(table)}`);
  }
  let statistics: StorageRewrite["statistics"] = analysed.size ? "not-permitted" : "none";
  if (analysed.size && superuser) {
    await run(`vacuum full pg_catalog.pg_statistic`);
    statistics = "rewritten";
  }
  let wal: StorageRewrite["wal"] = "rotated";
  let walSwitches = 0;
  const walStarted = performance.now();
  try {
    const ahead =
      engine === "pglite"
        ? Number(
            (
              await run<{ n: number }>(
                `select count(*)::int as n from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$' and name > pg_walfile_name(pg_current_wal_insert_lsn())`,
              )
            )[0]?.n ?? 0,
          )
        : 0;
    for (let round = 0; round <= ahead; round++) {
      await run(`select pg_switch_wal()`);
      await run(`checkpoint`);
      walSwitches += 1;
    }
  } catch (error) {
    if (pgErrorOf(error)?.code !== "42501") throw error;
    wal = "not-permitted";
  }
  return { tables: done, statistics, wal, walRecycle, walSwitches, walMs: elapsed(walStarted), ms: elapsed(started) };
}
