import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Executor, Tx } from "./types.server";

/** Inserts waiting in each batching transaction (see batchWrites). */
const batches = new WeakMap<Executor, SQLWrapper[]>();

/**
 * Run an insert or update whose result nobody reads (no `returning`): at once, or, inside a transaction whose owner
 * batches its writes, together with the owner's last statement (flushWrites), in one statement. A round trip costs
 * the app about 0.4 ms of CPU (decision 0041); a quote request's link, e-mail and form record go in one, and so do a
 * sale's ledger entries, deliveries and announcement.
 *
 * The rules that make this safe: nothing in a batching transaction reads a row it wrote this way before the flush,
 * and no two writes of one batch change the same row. Only the owner opens a batch, and it flushes before it
 * commits (the form's record, the sale's announcement), so a write is never lost.
 */
export async function write(tx: Executor, insert: SQLWrapper): Promise<void> {
  const batch = batches.get(tx);
  if (batch) batch.push(insert);
  else await tx.execute(insert.getSQL());
}

/** Makes `write` wait in `tx` until flushWrites. Only the code that runs `tx`'s body and flushes it calls this. */
export function batchWrites(tx: Tx): void {
  batches.set(tx, []);
}

/**
 * The batch's waiting inserts and `last`, in one statement: each waiting insert a data-modifying CTE (PostgreSQL runs
 * them all, to completion, with the main statement). They cannot see each other's rows: none may need another's.
 */
export async function flushWrites(tx: Tx, last: SQLWrapper): Promise<void> {
  const waiting = batches.get(tx) ?? [];
  batches.delete(tx);
  if (waiting.length === 0) {
    await tx.execute(last.getSQL());
    return;
  }
  const ctes: SQL[] = waiting.map((insert, i) => sql`${sql.raw(`w${i}`)} as (${insert.getSQL()})`);
  await tx.execute(sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}`);
}
