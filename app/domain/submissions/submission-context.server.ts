import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";

/** How a post was sent, as the quality score reads it (quality/measure-submission.server.ts). */
export type MeasuredRequest = { noUserAgent: boolean; automatedAgent: boolean; deviceToken: string | undefined };

/** What a route action passes to a form handler. */
export type SubmissionContext = {
  db: Db;
  /** The parsed environment (`env()`); tests pass their own. */
  env: Env;
  /** The client's IP address, for the rate limit and the consent record. */
  ip: string | null | undefined;
  /**
   * How the post was sent (app/web/submission-signals.server.ts), for the quality score; the route passes it. Absent
   * (a handler called directly), the submission's signals are not measured and move no points.
   */
  measured?: MeasuredRequest;
  /** The time of the request; defaults to now (tests move it). */
  now?: Date;
};

/** Submissions with the same content within this window return the first result. */
export const IDEMPOTENCY_WINDOW_MS = 15 * 60 * 1000;
