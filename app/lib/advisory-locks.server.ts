import { sql } from "drizzle-orm";
import type { Tx } from "../db/types.server";
import { lockKey } from "./fingerprint.server";

/** The keys each transaction already holds (transaction-level advisory locks last until it ends). */
const held = new WeakMap<Tx, Set<string>>();

/**
 * Take the transaction-level advisory locks named by `names` (any text; see lockKey), all in one statement (a round
 * trip costs the app ~0.4 ms of CPU) and in key order, so two transactions never wait on each other in a
 * cycle. Locks this transaction already took here are skipped, so a caller may take a callee's locks together with
 * its own and the callee's own call costs nothing: form submissions lock their fingerprint and a quote request's
 * contacts at once.
 */
export async function lockAll(tx: Tx, names: readonly string[]): Promise<void> {
  const mine = held.get(tx) ?? new Set<string>();
  const keys = [...new Set(names.map(lockKey))].filter((key) => !mine.has(key)).sort(byBigint);
  if (keys.length === 0) return;
  // Volatile functions in the select list run after ORDER BY, so the locks are taken in key order.
  const list = sql.join(
    keys.map((key) => sql`${key}::bigint`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(k) from unnest(array[${list}]) with ordinality as t(k, n) order by n`);
  for (const key of keys) mine.add(key);
  held.set(tx, mine);
}

function byBigint(a: string, b: string): number {
  const [x, y] = [BigInt(a), BigInt(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
