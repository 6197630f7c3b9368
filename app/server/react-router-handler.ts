import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { closeAfterAnswer } from "./close-after-answer.ts";
import { requestOrigin } from "./request-origin.ts";

/**
 * Hands a request to React Router, like @react-router/express's handler, with
 * two differences that adapter has no option for:
 * - the Request's URL takes the browser's origin (request-origin.ts), not the
 *   upstream Host a reverse proxy sends, so React Router's own Origin check
 *   passes behind TLS termination;
 * - a response sent before the request body was read (a route refusing an
 *   oversized form from its Content-Length) closes the connection: Node would
 *   otherwise wait for, and discard, the unread body before reading the next
 *   request on that keep-alive connection.
 */
export function reactRouterHandler(options: {
  build: ServerBuild;
  publicOrigin: string;
  getLoadContext(req: ExpressRequest, res: ExpressResponse): RouterContextProvider;
  /** Told about each request's work, so a stop lets it end (its writes included) before the database closes. */
  trackWork?(work: Promise<unknown>): void;
}): RequestHandler {
  const handle = createRouterHandler(options.build, process.env.NODE_ENV);
  return (req, res, next) => {
    const work = (async () => {
      try {
        const request = toFetchRequest(req, res, options.publicOrigin);
        const response = await handle(request, options.getLoadContext(req, res));
        await send(req, res, response);
      } catch (error) {
        next(error);
      }
    })();
    options.trackWork?.(work);
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, publicOrigin: string): Request {
  const url = new URL(req.originalUrl, requestOrigin(req, publicOrigin));
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // Loaders and actions see request.signal abort when the client goes away before the answer.
  const controller = new AbortController();
  let answered = false;
  res.on("finish", () => (answered = true));
  res.on("close", () => answered || controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The route's answer wins over the defaults set earlier (helmet's Referrer-Policy); cookies add up.
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!req.complete) closeAfterAnswer(req, res);
  // An event stream's headers go out at once: the browser's EventSource waits for them.
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
