/**
 * A loopback HTTP server standing in for a service at the edge of the
 * network (the SMS provider, a contractor's webhook endpoint). It records
 * every request and answers with whatever `respond` says (201 {} unless set);
 * the answer may be a promise, for a stand-in that calls the app back first.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** `body` as UTF-8 text; `bytes` as received (an encrypted push message is binary). */
export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string; bytes: Buffer };
export type StandInResponse = { status: number; body?: string; headers?: Record<string, string> };

export async function startHttpStandIn(): Promise<{
  url: string;
  requests: RecordedRequest[];
  respond: (answer: (request: RecordedRequest) => StandInResponse | Promise<StandInResponse>) => void;
  stop(): Promise<void>;
}> {
  const requests: RecordedRequest[] = [];
  let answer: (request: RecordedRequest) => StandInResponse | Promise<StandInResponse> = () => ({ status: 201, body: "{}" });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    // A caller killed mid-request (the crash tests) resets the socket: that request is simply lost.
    req.on("error", () => undefined);
    res.on("error", () => undefined);
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const bytes = Buffer.concat(chunks);
      const recorded = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: bytes.toString("utf8"), bytes };
      requests.push(recorded);
      void Promise.resolve()
        .then(() => answer(recorded))
        .then(
          (out) => {
            res.writeHead(out.status, { "content-type": "application/json", ...out.headers });
            res.end(out.body ?? "");
          },
          // A broken answer shows up in the test as a 500 with its message, not as a hung request.
          (error: unknown) => {
            res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
            res.end(error instanceof Error ? error.stack : String(error));
          },
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (fn) => {
      answer = fn;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL where nothing listens (a port that was just free). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
