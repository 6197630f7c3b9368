import { logger } from "~/logging/logger.server";
import { metrics } from "./metrics.server";

/** The open streams of this process, so shutdown can end them with a reconnect hint. */
const open = new Set<(retryMs: number) => void>();

/**
 * At shutdown: tell every open stream's browser to reconnect after about
 * retryMs (spread, so they do not all land on the next instance at once),
 * then end the stream. Returns how many were ended.
 */
export function endEventStreams(retryMs = 1_000): number {
  const ending = [...open];
  for (const end of ending) end(retryMs);
  return ending.length;
}

export type EventStreamSink = {
  /** Sends one message (its data is the JSON of `data`). */
  send(data: unknown): void;
  /** Ends the stream; the browser's EventSource reconnects on its own. */
  close(): void;
};

export type EventStreamOptions = {
  headers?: Record<string, string>;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
  /**
   * The stream ends after this long and the browser reconnects, passing the
   * sign-in check again: a signed-out account stops receiving.
   */
  maxLifetimeMs?: number;
  /** The reconnect delay told to the browser. */
  retryMs?: number;
};

/**
 * A Server-Sent Events response. `start` subscribes to whatever feeds the
 * stream and returns its clean-up, which runs once when the client goes away
 * (the request's signal aborts), the stream ends or the lifetime is up.
 */
export function eventStream(signal: AbortSignal, start: (sink: EventStreamSink) => Promise<() => void>, options: EventStreamOptions = {}): Response {
  const { heartbeatMs = 25_000, maxLifetimeMs = 10 * 60_000, retryMs = 3_000 } = options;
  const encoder = new TextEncoder();
  let closed = false;
  let cleanup: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let lifetime: ReturnType<typeof setTimeout> | undefined;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;

  const close = () => {
    if (closed) return;
    closed = true;
    if (open.delete(endWithHint)) metrics().eventStreams.dec();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    signal.removeEventListener("abort", close);
    cleanup?.();
    try {
      controller?.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
  };
  const write = (text: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };

  const endWithHint = (ms: number) => {
    write(`retry: ${Math.round(ms * (1 + Math.random()))}\n\n`);
    close();
  };

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      if (signal.aborted) return close();
      signal.addEventListener("abort", close, { once: true });
      open.add(endWithHint);
      metrics().eventStreams.inc();
      // Spread the reconnects of many browsers after a restart.
      write(`retry: ${Math.round(retryMs * (1 + Math.random()))}\n\n`);
      heartbeat = setInterval(() => write(": keep-alive\n\n"), heartbeatMs);
      lifetime = setTimeout(close, maxLifetimeMs);
      start({ send: (data) => write(`data: ${JSON.stringify(data)}\n\n`), close }).then(
        (stop) => {
          if (closed) stop();
          else cleanup = stop;
        },
        (error: unknown) => {
          logger.error("event stream failed to start", { error });
          close();
        },
      );
    },
    cancel() {
      close();
    },
  });

  return new Response(body, {
    headers: {
      ...options.headers,
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: no proxy may compress or rewrite (and so buffer) the stream.
      "Cache-Control": "private, no-cache, no-store, no-transform",
      // nginx buffers responses unless told not to.
      "X-Accel-Buffering": "no",
    },
  });
}
