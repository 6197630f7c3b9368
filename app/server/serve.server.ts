/**
 * The production server, started by server.js once it has loaded the build:
 * open and migrate the database, serve the React Router build with Express,
 * and stop gracefully on SIGTERM / SIGINT. Lives in the build (exported by
 * entry.server.tsx) so that server.js stays plain JavaScript (decision 0037).
 */
import { createServer, type Server } from "node:http";
import net from "node:net";
import { once } from "node:events";
import path from "node:path";
import type { RequestHandler } from "express";
import type { Env } from "~/env.server";
import { compactHeapAfterStartup } from "./compact-heap.server";
import { createApp, type AppBuild } from "./express-app";
import { httpServerOptions } from "./http-timeouts";
import { beginShutdown, shutdown, startDeferredWork, startup } from "./lifecycle.server";
import * as ops from "./operations.server";
import { prerenderedOriginMismatch } from "./prerendered-origin";

/**
 * `build`: the server build's module (index.js) that exports this function; `buildDir` holds its client/ files.
 * `testRoutes`: only from the e2e entry point (scripts/e2e-app.ts), never from server.js (decision 0045).
 */
export async function serve({ env, build, buildDir, testRoutes }: { env: Env; build: AppBuild; buildDir: string; testRoutes?: RequestHandler }): Promise<void> {
  try {
    const { database } = await startup();
    const app = createApp({
      build,
      clientDir: path.join(buildDir, "client"),
      publicOrigin: env.PUBLIC_URL,
      trustProxy: env.TRUST_PROXY,
      metricsToken: env.METRICS_TOKEN,
      testRoutes,
    });
    const mismatch = prerenderedOriginMismatch(path.join(buildDir, "client"), env.PUBLIC_URL);
    if (mismatch) {
      ops.log.warn("the prerendered pages link to another origin than PUBLIC_URL: run `npm run build` with PUBLIC_URL set", mismatch);
    }
    // Not app.listen(): that creates the server with Node's defaults (a body may trickle in for 5 minutes).
    const server = createServer(httpServerOptions(env), app);
    const listening = once(server, "listening");
    server.listen(env.PORT, env.HOST);
    const metricsServer: Server | undefined =
      env.METRICS_PORT === undefined ? undefined : await ops.listenForMetrics(env.METRICS_PORT, env.HOST, httpServerOptions(env));
    if (metricsServer) ops.log.info("metrics listening", { url: `http://${env.HOST}:${env.METRICS_PORT}/metrics` });

    let stopping = false;
    /**
     * SIGTERM (or SIGINT): stop accepting connections and answer /readyz 503
     * at once; end the live dashboards' event streams (they reconnect
     * elsewhere); let the requests in flight (and any sent on an open
     * connection meanwhile) finish, each answer closing its connection; then
     * stop the jobs and close the database, last. Requests
     * still running after SHUTDOWN_TIMEOUT_SECONDS are cut, their handlers
     * (and their database writes) still run to their end, and the exit status
     * is 1 so the supervisor's log shows the drain was not clean.
     */
    const stop = async (signal: string, exitCode = 0) => {
      if (stopping) return;
      stopping = true;
      const deadline = Date.now() + env.SHUTDOWN_TIMEOUT_SECONDS * 1000;
      ops.log.info("stopping", { signal, inFlight: ops.inFlight(), timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS });
      ops.beginDrain();
      // Stop listening, but unlike http.Server#close() leave kept-alive connections open: a request a
      // client sends on one now is answered (with Connection: close) rather than reset mid-send.
      const connections = { gone: false };
      net.Server.prototype.close.call(server, () => (connections.gone = true));
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      await beginShutdown();
      let forced = false;
      // Idle kept-alive connections end at their keep-alive timeout (KEEP_ALIVE_TIMEOUT_SECONDS) or after one more answer.
      while (!connections.gone) {
        if (!(await ops.waitForRequests(Math.max(0, deadline - Date.now())))) {
          forced = true;
          break;
        }
        if (Date.now() >= deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (forced) {
        ops.log.error("shutdown timeout: cutting the requests still in flight", { inFlight: ops.inFlight(), timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS });
        server.closeAllConnections();
        // A cut client does not stop its handler: its transaction commits or rolls back before the database closes.
        if (!(await ops.waitForWork(10_000))) ops.log.error("request handlers still running after the shutdown timeout");
      } else {
        server.closeIdleConnections();
      }
      try {
        await shutdown(Math.max(1_000, deadline - Date.now()));
      } catch (error) {
        ops.log.error("shutdown failed", { error });
        forced = true;
      }
      ops.log.info("stopped", { clean: !forced });
      process.exit(forced ? 1 : exitCode);
    };
    /**
     * What start-up defers until the server answers (decision 0056): the job workers, then one compacting
     * collection of what start-up left (decision 0034), which a request arriving during it waits for, once.
     * Workers that cannot start stop the server with exit status 1, as a failed start did before it listened.
     */
    const afterListening = async () => {
      try {
        const jobsMs = await startDeferredWork();
        if (jobsMs !== undefined) ops.log.info("jobs started", { ms: jobsMs });
      } catch (error) {
        ops.log.error("the job workers did not start", { error });
        await stop("jobs failed to start", 1);
        return;
      }
      const compactedMs = compactHeapAfterStartup();
      if (compactedMs !== undefined) ops.log.info("heap compacted after start-up", { ms: compactedMs });
    };
    process.on("SIGINT", () => void stop("SIGINT"));
    process.on("SIGTERM", () => void stop("SIGTERM"));
    await listening;
    // startupMs: since the process started (performance.now()'s origin), the figure `npm run bench` reports too.
    ops.log.info("listening", { url: `http://${env.HOST}:${env.PORT}`, database, startupMs: Math.round(performance.now()) });
    void afterListening();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
