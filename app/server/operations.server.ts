/**
 * The operational side of the HTTP server, wired in by express-app.ts and
 * serve.server.ts through the server build (so it shares the build's database,
 * jobs, metrics and logger): request ids and request metrics, /healthz,
 * /readyz, /metrics, and the bookkeeping a graceful stop needs.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server, type ServerOptions } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { logger } from "~/logging/logger.server";
import { requestIdFrom, withRequestId } from "~/logging/request-id.server";
import { metrics } from "./metrics.server";
import { isDraining, markDraining, readiness } from "./readiness.server";

/** Responses not yet finished (or abandoned): a stop waits for these. */
const active = new Set<Response>();
let onIdle: (() => void) | undefined;
/** Request handlers still running, even after their client was cut: their writes finish before the database closes. */
const work = new Set<Promise<unknown>>();

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The metric and log label of a request: set by whoever answered it (a route id, healthz…), else a fixed one for files. */
function routeLabel(req: Request, res: Response): string {
  const label = res.locals.routeLabel as string | undefined;
  if (label) return label;
  return req.originalUrl.startsWith("/assets/") ? "assets" : "static";
}

/**
 * First in the chain: gives the request its id (the trusted proxy's
 * X-Request-Id when it has a sane shape, otherwise a new one), echoes it,
 * runs everything after under it (so log lines and queued jobs carry it),
 * and records the request's duration and outcome when it ends.
 */
export const requestContext: RequestHandler = (req, res, next) => {
  const trust = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const fromProxy = trust(req.socket.remoteAddress ?? "", 0) ? req.get("x-request-id") : undefined;
  const requestId = requestIdFrom(fromProxy);
  res.setHeader("X-Request-Id", requestId);
  // Once stopping, every answer closes its connection: keep-alive would hold the drain open.
  if (isDraining()) res.setHeader("Connection", "close");
  active.add(res);
  const started = process.hrtime.bigint();
  res.once("close", () => {
    active.delete(res);
    if (active.size === 0) onIdle?.();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(req, res);
    const method = METHODS.has(req.method) ? req.method : "other";
    // A response that never finished was cut (client gone, or a forced stop): counted apart from real status codes.
    const statusClass = res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : "aborted";
    metrics().httpDuration.observe({ route, method, status_class: statusClass }, seconds);
    withRequestId(requestId, () =>
      logger.info("request", { method, route, status: res.statusCode, completed: res.writableFinished, durationMs: Math.round(seconds * 1000) }),
    );
  });
  withRequestId(requestId, next);
};

const noStore = (res: Response) => res.setHeader("Cache-Control", "no-store");

/** Liveness: the process answers. No database call, so a slow database never gets a live process restarted. */
export const healthz: RequestHandler = (_req, res) => {
  res.locals.routeLabel = "healthz";
  noStore(res);
  res.json({ status: "ok" });
};

/** Readiness: 200 when this process should get traffic, else 503; which check failed, never why. */
export const readyz: RequestHandler = (_req, res, next) => {
  res.locals.routeLabel = "readyz";
  noStore(res);
  readiness().then((result) => res.status(result.ready ? 200 : 503).json({ status: result.ready ? "ready" : "unavailable", checks: result.checks }), next);
};

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the token.
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function sendMetrics(res: { setHeader(name: string, value: string): unknown; end(body: string): unknown }): Promise<void> {
  const { registry } = metrics();
  const body = await registry.metrics();
  res.setHeader("Content-Type", registry.contentType);
  res.setHeader("Cache-Control", "no-store");
  res.end(body);
}

/** GET /metrics on the public port: only with `Authorization: Bearer <METRICS_TOKEN>`; without a token set, not there at all. */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!token) return next();
    res.locals.routeLabel = "metrics";
    noStore(res);
    const given = /^Bearer (.+)$/i.exec(req.get("authorization") ?? "")?.[1];
    if (!given || !sameSecret(given, token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("A metrics token is required.");
      return;
    }
    sendMetrics(res).catch(next);
  };
}

/** METRICS_PORT: a listener that serves /metrics only, without a token (bind it where only the scraper reaches). */
export function listenForMetrics(port: number, host: string, options: ServerOptions = {}): Promise<Server> {
  const server = createServer(options, (req, res) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.url?.split("?")[0] === "/metrics") {
      sendMetrics(res).catch((error: unknown) => {
        logger.error("metrics scrape failed", { error });
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
      return;
    }
    res.statusCode = 404;
    res.end("Not found\n");
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Work a request handler started (the React Router call): a stop lets it end before the database closes. */
export function trackWork(promise: Promise<unknown>): void {
  work.add(promise);
  void promise.finally(() => work.delete(promise)).catch(() => {});
}

/** SIGTERM: /readyz answers 503 from now on, and answers still to come close their connections. */
export function beginDrain(): void {
  markDraining();
  for (const res of active) if (!res.headersSent) res.setHeader("Connection", "close");
}

/** Resolves true once no request is in flight, or false when timeoutMs pass first. */
export function waitForRequests(timeoutMs: number): Promise<boolean> {
  if (active.size === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      onIdle = undefined;
      resolve(false);
    }, timeoutMs);
    onIdle = () => {
      clearTimeout(timer);
      onIdle = undefined;
      resolve(true);
    };
  });
}

/** After connections were cut: waits for their handlers (and so their database writes) to end, up to timeoutMs. */
export async function waitForWork(timeoutMs: number): Promise<boolean> {
  if (work.size === 0) return true;
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  return Promise.race([Promise.allSettled([...work]).then(() => true), timeout]);
}

export function inFlight(): number {
  return active.size;
}

export const log = logger;
