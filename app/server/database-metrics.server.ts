import type { DatabaseHandle } from "~/db/client.server";
import { metrics } from "./metrics.server";

type Method = (...args: unknown[]) => unknown;
type Target = Record<string, unknown>;

/**
 * Time every database call at the driver, once, instead of at each call
 * site: drizzle, pg-boss (on PGlite) and raw queries all pass through here.
 *
 * - PGlite: query() and exec(), and the same two on the object a
 *   transaction hands its callback (PGlite runs those internally, past the
 *   instance's own methods).
 * - PostgreSQL: the pool's query() and query() on each client lent by
 *   connect() (drizzle's transactions). pool.query() borrows its client
 *   through the callback form of connect(), which is left alone, so no call
 *   is counted twice.
 */
export function instrumentDatabase(handle: DatabaseHandle): void {
  const client = handle.client as unknown as Target;
  if ((client as { __thpTimed?: boolean }).__thpTimed) return;
  Object.defineProperty(client, "__thpTimed", { value: true });
  const histogram = metrics().dbDuration.labels({ engine: handle.kind });
  const time = (target: Target, name: string) => {
    const original = target[name];
    if (typeof original !== "function") return;
    const bound = (original as Method).bind(target);
    target[name] = (...args: unknown[]) => {
      const stop = histogram.startTimer();
      const result = bound(...args);
      // The callback and cursor forms of pg's query() return no promise: not timed.
      if (result && typeof (result as Promise<unknown>).then === "function") {
        return (result as Promise<unknown>).finally(() => stop());
      }
      return result;
    };
  };

  if (handle.kind === "pglite") {
    time(client, "query");
    time(client, "exec");
    const transaction = (client.transaction as Method).bind(client);
    client.transaction = (callback: (tx: Target) => unknown) =>
      transaction((tx: Target) => {
        time(tx, "query");
        time(tx, "exec");
        return callback(tx);
      });
    return;
  }
  time(client, "query");
  const connect = (client.connect as Method).bind(client);
  client.connect = (...args: unknown[]) => {
    const result = connect(...args);
    if (args.length > 0 || !(result instanceof Promise)) return result;
    return result.then((lent: Target) => {
      if (!(lent as { __thpTimed?: boolean }).__thpTimed) {
        Object.defineProperty(lent, "__thpTimed", { value: true });
        time(lent, "query");
      }
      return lent;
    });
  };
}
