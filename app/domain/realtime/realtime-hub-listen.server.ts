import type { ClientConfig, Client as PgClient } from "pg";
import type { DatabaseHandle } from "~/db/client.server";
import { MARKETPLACE_CHANNEL } from "~/domain/realtime/marketplace-event";
import { logger } from "~/logging/logger.server";
import type { ListenConnection, ListenHandlers, OpenListener } from "./realtime-hub.server";

/** The part of PGlite's API used here. */
type PGliteListen = {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};

/**
 * PGlite runs inside this process and is the whole database, so listening on
 * the instance itself sees every commit.
 */
export function pgliteListener(client: PGliteListen, channel = MARKETPLACE_CHANNEL): OpenListener {
  return async (handlers) => {
    const unlisten = await client.listen(channel, (payload) => handlers.payload(payload));
    return {
      async close() {
        // The instance may already be closed (tests close the database first).
        await unlisten().catch(() => {});
      },
    };
  };
}

export type PostgresListenerOptions = {
  channel?: string;
  /** Delay before reconnect attempt number `attempt` (0-based). */
  backoffMs?: (attempt: number) => number;
};

/** 0.5 s doubling to 30 s, with jitter so many processes do not reconnect in step. */
export const defaultBackoffMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);

/**
 * On PostgreSQL a LISTEN lives on one session, so it gets a dedicated client
 * (a pooled one would be handed to queries and its LISTEN lost). When the
 * connection fails it reconnects with back-off and, once listening again,
 * calls `resync`: notifications sent while it was away are gone. The first
 * attempt's failure does not fail `open`: retries go on in the background.
 */
export function postgresListener(config: ClientConfig, options: PostgresListenerOptions = {}): OpenListener {
  const channel = options.channel ?? MARKETPLACE_CHANNEL;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  return async (handlers: ListenHandlers): Promise<ListenConnection> => {
    const { default: pg } = await import("pg");
    let stopped = false;
    let current: PgClient | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const connect = async (): Promise<void> => {
      retry = undefined;
      if (stopped) return;
      const client = new pg.Client({ ...config, keepAlive: true });
      let failed = false;
      const fail = (error?: Error) => {
        if (failed) return;
        failed = true;
        if (current === client) current = undefined;
        client.removeAllListeners("notification");
        void client.end().catch(() => {});
        if (stopped) return;
        logger.warn("realtime: listening connection lost, reconnecting", { attempt, error });
        retry = setTimeout(() => void connect(), backoffMs(attempt));
        attempt += 1;
      };
      client.on("error", fail);
      client.on("end", () => fail());
      client.on("notification", (message) => {
        if (message.channel === channel && message.payload !== undefined) handlers.payload(message.payload);
      });
      try {
        await client.connect();
        await client.query(`listen ${channel}`);
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (stopped) {
        fail();
        return;
      }
      current = client;
      const resumed = attempt > 0;
      attempt = 0;
      if (resumed) handlers.resync();
    };

    await connect();
    return {
      async close() {
        stopped = true;
        if (retry) clearTimeout(retry);
        const client = current;
        current = undefined;
        if (!client) return;
        client.removeAllListeners("end");
        client.removeAllListeners("notification");
        await client.end().catch(() => {});
      },
    };
  };
}

/** The listener for this process's database: PGlite's own instance, or a dedicated client with the pool's settings. */
export function listenerFor(handle: DatabaseHandle): OpenListener {
  if (handle.kind === "pglite") return pgliteListener(handle.client as PGliteListen);
  return postgresListener(handle.client.options);
}
