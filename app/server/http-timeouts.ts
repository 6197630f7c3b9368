import type { ServerOptions } from "node:http";
import type { Env } from "~/env.server";

export type HttpTimeouts = Pick<Env, "HEADERS_TIMEOUT_SECONDS" | "REQUEST_TIMEOUT_SECONDS" | "KEEP_ALIVE_TIMEOUT_SECONDS">;

/**
 * The limits node:http puts on a slow client, for every listener of the
 * process (the app and the metrics port). headersTimeout and requestTimeout
 * count while a request is being received: once its body is in, they stop,
 * so a long answer (an event stream, an export) is not cut. A body trickled
 * a byte at a time resets no idle timer here: the request's deadline ends
 * it with a 408. Node checks the deadlines every connectionsCheckingInterval
 * (30 s by default, which would let a request run half a minute late), so
 * the check runs at a quarter of the shorter deadline, at most every second.
 */
export function httpServerOptions(env: HttpTimeouts): ServerOptions {
  const headersTimeout = Math.round(env.HEADERS_TIMEOUT_SECONDS * 1000);
  const requestTimeout = Math.round(env.REQUEST_TIMEOUT_SECONDS * 1000);
  return {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: Math.round(env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
    connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.round(Math.min(headersTimeout, requestTimeout) / 4))),
  };
}
