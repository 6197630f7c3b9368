import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type ActionFunctionArgs, type EntryContext, type LoaderFunctionArgs, type RouterContextProvider } from "react-router";
import { logger } from "~/logging/logger.server";
import { NonceContext } from "~/lib/nonce";
import { requestInfo } from "~/lib/request-context.server";
import { lowPriorityModulePreloads } from "~/server/low-priority-module-preloads.server";
import { OPENER_POLICY_HEADER, openerPolicy } from "~/server/opener-policy";
import { isInteractive } from "~/browser/route-handle";

export { startup, beginShutdown, shutdown } from "~/server/lifecycle.server";
export { serve } from "~/server/serve.server";
// Mounted only by scripts/e2e-app.ts, never by server.js (decision 0045).
export { e2eSessionFixture } from "~/server/e2e-session-fixture.server";
export { parseEnv, EnvError } from "~/env.server";
export { createLoadContext } from "~/lib/request-context.server";
export * as operations from "~/server/operations.server";

export const streamTimeout = 5_000;

/** A path for the log: secret-looking segments (invite and reset tokens) are replaced; UUIDs are ids and stay. */
function loggablePath(url: string): string {
  return new URL(url).pathname
    .split("/")
    .map((segment) => (segment.length >= 24 && !/^[0-9a-f-]{36}$/i.test(segment) ? ":token" : segment))
    .join("/");
}

/**
 * Errors a loader or action threw (React Router's default logs the whole
 * error, and a failed query's message lists its parameters: personal data).
 * The logger keeps only safe fields (app/logging/log-error.server.ts).
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  // A visitor who went away is no error.
  if (request.signal.aborted) return;
  logger.error("request failed", { method: request.method, path: loggablePath(request.url), error });
}

/**
 * Every document's header depends on the session cookie (Dashboard and Sign out, or Sign In): shared caches must
 * key on it, and a page rendered for a signed-in visitor is stored by no one, whatever its route said.
 */
function keepSignedInPagesPrivate(headers: Headers, loaderData: Record<string, unknown>) {
  headers.append("Vary", "Cookie");
  if ((loaderData.root as { account?: unknown } | undefined)?.account) headers.set("Cache-Control", "private, no-store");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Absent while prerendering at build time: those files get hash-based CSP.
  const nonce = requestInfo(loadContext)?.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        // The document is rendered whole, then sent as one body. Nothing on our pages suspends on the server, so
        // streaming sent no byte earlier; it sent React's ~2 KB chunks one by one through React Router's adapter,
        // which flushes the compressor after every write: on /pro, ~40 zlib sync flushes, thread-pool round trips
        // and socket writes per page instead of one.
        onAllReady() {
          const sink = new PassThrough();
          pipe(sink);
          text(sink).then((html) => {
            clearTimeout(timeoutId);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const matches = routerContext.staticHandlerContext.matches.map((m) => ({ handle: routerContext.routeModules[m.route.id]?.handle }));
            responseHeaders.set(OPENER_POLICY_HEADER, openerPolicy({ interactive: isInteractive(matches) }));
            keepSignedInPagesPrivate(responseHeaders, routerContext.staticHandlerContext.loaderData);
            // The page paints before its modules load (low-priority-module-preloads.server.ts).
            resolve(new Response(lowPriorityModulePreloads(html), { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error("render failed", { path: loggablePath(request.url), error });
        },
      },
    );
  });
}
