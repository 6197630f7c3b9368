import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";

/** What a route loader or action passes to an accounts or marketplace function. */
export type DomainContext = {
  db: Db;
  /** The parsed environment (`env()`); tests pass their own. */
  env: Env;
  /** The time of the request; defaults to now (tests move it). */
  now?: Date;
  /**
   * Reads shared by the loaders of one page request: a /pro page's layout and route run at once and each
   * read the same contractor row and balance. `once(key, load)` loads a key the first time this request
   * asks for it. Set for GET requests only (web/require-contractor.server.ts), whose loaders write nothing;
   * absent in actions, jobs and tests, where every read goes to the database.
   */
  once?: <T>(key: string, load: () => Promise<T>) => Promise<T>;
};

/** A fresh `once` for one request. */
export function requestMemo(): NonNullable<DomainContext["once"]> {
  const loaded = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>) => {
    let found = loaded.get(key) as Promise<T> | undefined;
    if (!found) {
      found = load();
      loaded.set(key, found);
    }
    return found;
  };
}

/** `load()` through the request's memo when it has one. */
export const onceIn = <T>(ctx: Pick<DomainContext, "once">, key: string, load: () => Promise<T>): Promise<T> => (ctx.once ? ctx.once(key, load) : load());

export const nowOf = (ctx: { now?: Date }): Date => ctx.now ?? new Date();
