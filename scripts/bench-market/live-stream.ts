/**
 * A contractor's /pro/events stream read the way the browser's EventSource
 * does: messages are separated by a blank line, their `data:` lines carry one
 * LiveUpdate as JSON (app/server/event-stream.server.ts writes them). Every
 * update is kept with the moment it arrived, so a caller can ask afterwards
 * (or wait) for the arrival of the one it expects.
 */
import { parseLiveUpdate, type LiveUpdate } from "~/domain/realtime/live-update";

export type LiveStream = {
  /** performance.now() when the first update matching `match` arrived (it may already have), or undefined after timeoutMs. */
  arrival(match: (update: LiveUpdate) => boolean, timeoutMs: number): Promise<number | undefined>;
  close(): void;
};

export async function openLiveStream(origin: string, cookie: string): Promise<LiveStream> {
  const abort = new AbortController();
  const res = await fetch(`${origin}/pro/events`, { headers: { cookie, accept: "text/event-stream" }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`GET /pro/events at ${origin} answered ${res.status}`);
  const received: { at: number; update: LiveUpdate }[] = [];
  const waiters = new Set<() => void>();

  const reader = res.body.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const data = buffer
            .slice(0, end)
            .split("\n")
            .filter((line) => line.startsWith("data:"))
            .map((line) => line.slice(5).trimStart())
            .join("\n");
          buffer = buffer.slice(end + 2);
          const update = data ? parseLiveUpdate(data) : undefined;
          if (update) received.push({ at, update });
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Closed by close() (the abort), or the server went away: waiters time out.
    }
  })();

  return {
    arrival(match, timeoutMs) {
      return new Promise((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finish = (at: number | undefined) => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(at);
        };
        function check() {
          const hit = received.find((r) => match(r.update));
          if (hit) finish(hit.at);
          return Boolean(hit);
        }
        if (check()) return;
        timer = setTimeout(() => finish(undefined), timeoutMs);
        waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}
