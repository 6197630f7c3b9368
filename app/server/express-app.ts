import path from "node:path";
import compression from "compression";
import express from "express";
import type { RequestHandler } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { reactRouterHandler } from "./react-router-handler.ts";
import { closeAfterAnswer } from "./close-after-answer.ts";
import type * as Operations from "./operations.server.ts";
import { routeLabeller } from "./route-label.ts";
import { sameOrigin } from "./same-origin.ts";
import { securityHeaders } from "./security-headers.ts";
import { serviceWorkerHeaders } from "./service-worker-headers.ts";
import { staticPages } from "./static-pages.ts";

export type AppBuild = ServerBuild & {
  entry: {
    module: {
      createLoadContext(info: { nonce: string; ip: string | null }): RouterContextProvider;
      /** Request ids, metrics, health and drain bookkeeping: from the build, so they share its state. */
      operations: typeof Operations;
    };
  };
};

export type AppOptions = {
  build: AppBuild;
  /** build/client: hashed assets, public files and prerendered pages. */
  clientDir: string;
  publicOrigin: string;
  /** Express "trust proxy": the peers whose X-Forwarded-* headers count (TRUST_PROXY; default loopback). */
  trustProxy?: false | number | string[];
  /** Largest request body accepted, in bytes (uploads included). */
  maxBodyBytes?: number;
  /** METRICS_TOKEN: /metrics on this app answers only with it (bearer); without it, not at all. */
  metricsToken?: string;
  /**
   * Test-only routes, mounted before the pages: the e2e entry point's session fixture
   * (e2e-session-fixture.server.ts). server.js never passes any (decision 0045).
   */
  testRoutes?: RequestHandler;
};

/**
 * Refuse oversized bodies before anything reads them. Browsers always send
 * Content-Length with a form post; a body without one (chunked) could be of any
 * size, so it is refused rather than buffered. Both refusals close the
 * connection: the unread body would otherwise be awaited (and discarded) before
 * the next request on that keep-alive connection is read, and a client that
 * waits for the answer before sending its body would hang.
 */
function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const header = req.get("content-length");
    if (header === undefined && req.get("transfer-encoding")) {
      closeAfterAnswer(req, res);
      res.status(411).type("text/plain").send("Content-Length is required.");
      return;
    }
    const length = Number(header ?? 0);
    if (length > maxBytes) {
      closeAfterAnswer(req, res);
      res.status(413).type("text/plain").send("The request is too large.");
      return;
    }
    next();
  };
}

/**
 * Server-Sent Events must reach the browser message by message; compressing
 * them would hold each one back in the compressor's buffer.
 */
function isEventStream(res: express.Response): boolean {
  return /^text\/event-stream\b/i.test(String(res.getHeader("Content-Type") ?? ""));
}

export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? "loopback");
  const ops = options.build.entry.module.operations;
  const routeLabel = routeLabeller(options.build);

  // First: every later step (and every log line) runs under the request's id.
  app.use(ops.requestContext);
  // Probes and scrapes come before the pages: never rate-limited, never cached, no session.
  app.get("/healthz", ops.healthz);
  app.get("/readyz", ops.readyz);
  app.get("/metrics", ops.metricsEndpoint(options.metricsToken));

  const pages = staticPages(options.clientDir);
  app.use(pages.match);
  app.use(securityHeaders({ https: options.publicOrigin.startsWith("https:") }));
  app.use(compression({ filter: (req, res) => !isEventStream(res) && compression.filter(req, res) }));
  app.use(sameOrigin(options.publicOrigin));
  app.use(bodyLimit(options.maxBodyBytes ?? 12 * 1024 * 1024));

  // Vite fingerprints everything under /assets: cache it for a year.
  app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
  app.use((req, res, next) => {
    if (res.locals.staticPage) res.locals.routeLabel = routeLabel(req.path);
    next();
  }, pages.send);
  // Files from public/ keep stable names, so they may change between releases.
  app.use(serviceWorkerHeaders);
  app.use(express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false }));
  if (options.testRoutes) app.use(options.testRoutes);

  app.all(
    "/{*splat}",
    (req, res, next) => {
      res.locals.routeLabel = routeLabel(req.path);
      next();
    },
    reactRouterHandler({
      build: options.build,
      publicOrigin: options.publicOrigin,
      trackWork: ops.trackWork,
      getLoadContext: (req, res) => options.build.entry.module.createLoadContext({ nonce: res.locals.cspNonce as string, ip: req.ip ?? null }),
    }),
  );
  return app;
}
