import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";

/** What a route action passes to a form handler. */
export type SubmissionContext = {
  db: Db;
  /** The parsed environment (`env()`); tests pass their own. */
  env: Env;
  /** The client's IP address, for the rate limit. */
  ip: string | null | undefined;
  /** The time of the request; defaults to now (tests move it). */
  now?: Date;
};

/** Submissions with the same content within this window return the first result. */
export const IDEMPOTENCY_WINDOW_MS = 15 * 60 * 1000;
