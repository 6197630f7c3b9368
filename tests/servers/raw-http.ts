/**
 * HTTP requests as byte-level as node:http allows, over one keep-alive
 * connection (an Agent with maxSockets 1), so a malformed request and the
 * normal request after it share a socket whenever the server keeps it open.
 * A request that gets no answer is reported, not awaited forever.
 */
import { Agent, request } from "node:http";

export type RawRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body with Transfer-Encoding: chunked (no Content-Length), as a streamed fetch does. */
  chunked?: boolean;
};

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string; sameSocket: boolean } | { error: string };

/** How long a request may go unanswered before it counts as a hang (the server answers these in milliseconds). */
const NO_ANSWER_AFTER_MS = 20_000;
/** Enough of an answer to read its message. */
const KEEP_BYTES = 64 * 1024;

export function keepAliveAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}

const socketIds = new WeakMap<object, number>();
let nextSocketId = 0;
const idOf = (socket: object) => {
  if (!socketIds.has(socket)) socketIds.set(socket, ++nextSocketId);
  return socketIds.get(socket)!;
};
let lastSocket = 0;

export function sendRaw(agent: Agent, origin: string, r: RawRequest): Promise<RawAnswer> {
  const url = new URL(r.path, origin);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const headers: Record<string, string> = { ...r.headers };
    if (r.body && !r.chunked) headers["content-length"] = String(r.body.length);
    const req = request({ agent, hostname: url.hostname, port: url.port, method: r.method, path: url.pathname + url.search, headers });
    const timer = setTimeout(() => {
      settle({ error: `no answer within ${NO_ANSWER_AFTER_MS / 1000} s` });
      req.destroy();
    }, NO_ANSWER_AFTER_MS);
    let sameSocket = false;
    req.on("socket", (socket) => {
      const id = idOf(socket);
      sameSocket = id === lastSocket;
      lastSocket = id;
    });
    let responded = false;
    req.on("response", (res) => {
      responded = true;
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on("data", (chunk: Buffer) => {
        if (kept < KEEP_BYTES) chunks.push(chunk);
        kept += chunk.length;
      });
      res.on("end", () =>
        settle({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8").slice(0, KEEP_BYTES), sameSocket }),
      );
      res.on("error", (error) => settle({ error: `response: ${error.message}` }));
    });
    // The server may answer (e.g. 413) and close before the whole body is written: once an answer has begun, it counts, not the write error.
    req.on("error", (error) => {
      if (!responded) settle({ error: `request: ${error.message}` });
    });
    if (r.body) {
      if (r.chunked) {
        for (let i = 0; i < r.body.length; i += 16 * 1024) req.write(r.body.subarray(i, i + 16 * 1024));
      } else {
        req.write(r.body);
      }
    }
    req.end();
  });
}
