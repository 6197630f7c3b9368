import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";

/** What a route loader or action passes to an accounts or marketplace function. */
export type DomainContext = {
  db: Db;
  /** The parsed environment (`env()`); tests pass their own. */
  env: Env;
  /** The time of the request; defaults to now (tests move it). */
  now?: Date;
};

export const nowOf = (ctx: { now?: Date }): Date => ctx.now ?? new Date();
