import type { Pool, PoolClient } from "pg";
import { logger } from "~/logging/logger.server";

/**
 * How long a query waits for a connection (a new one, or a free one of the
 * pool) before it fails: while PostgreSQL is unreachable a request gets its
 * 5xx after this long at most instead of hanging.
 */
export const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * How long an unused connection stays open. pg-pool's default, 10 s, closed
 * them in every quiet spell, and the next visitor paid for new backends: a
 * connection set-up and cold catalog caches in each, ~50-100 ms more on the
 * first dashboard after a pause. Two stay open however quiet it is.
 */
export const IDLE_CONNECTION_MS = 300_000;
const MIN_IDLE_CONNECTIONS = 2;

/**
 * The query pool for PostgreSQL, made to outlive its connections: a session
 * terminated by the server, a restart, a failover or a pooler timeout costs
 * the queries running on it, never the process, and the pool opens new
 * connections on demand once the server is back.
 *
 * - An idle connection that fails makes pg-pool emit `error` on the pool,
 *   which ends the process unless somebody listens: this module listens.
 * - A checked-out connection has no listener at all (pg-pool takes its idle
 *   one off while it is lent), so a failure there would also end the process.
 *   Each `connect()` lends the client with a listener that hands it back with
 *   the error, so the pool discards it. That also frees the slot when drizzle's
 *   transaction() never releases it: it runs BEGIN before its try/finally, so
 *   a BEGIN on a dead connection leaked one slot per failure until the pool
 *   was empty (drizzle-team/drizzle-orm#6241, open in 0.45.x).
 */
export async function createPostgresPool(connectionString: string, max = 10): Promise<Pool> {
  const { default: pg } = await import("pg");
  // TCP keep-alive from 10 s of silence (not the OS's 2 hours): an idle connection to a server that
  // vanished without a reset (a failover) is noticed and dropped rather than handed to a query.
  const pool = new pg.Pool({
    connectionString,
    max,
    min: Math.min(MIN_IDLE_CONNECTIONS, max),
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on("error", (error) => logger.warn("database: idle connection lost", { error }));
  // The callback form is pg-pool's own pool.query(), which already handles its client's errors.
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<Pool["connect"]>[0]) => (callback ? connect(callback) : connect().then(lendGuarded))) as Pool["connect"];
  return pool;
}

function lendGuarded(client: PoolClient): PoolClient {
  const release = client.release;
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    // Idempotent: after a failure hands the client back, its borrower's own release() must not throw.
    if (released) return;
    released = true;
    client.removeListener("error", onError);
    release(error);
  };
  const onError = (error: Error) => {
    logger.warn("database: connection lost while in use", { error });
    giveBack(error);
  };
  client.on("error", onError);
  client.release = giveBack;
  return client;
}
