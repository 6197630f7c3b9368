/**
 * Slow clients, on the production build over raw sockets: headers or a body
 * trickled a byte at a time are cut (408, connection closed) once
 * HEADERS_TIMEOUT_SECONDS / REQUEST_TIMEOUT_SECONDS have passed, on the app's
 * port and on the metrics port; an idle kept-alive connection is closed
 * after KEEP_ALIVE_TIMEOUT_SECONDS. A slow but steady upload that finishes
 * within the deadline is answered, and an event stream outlives the request
 * deadline (it counts while the request is received, not while the answer
 * streams). The timeouts are set to a second or two so the test stays short.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase } from "~/db/client.server";
import { issueRequestLink } from "~/domain/request-links/request-links.server";
import { makeQuoteRequest } from "../integration/marketplace/marketplace-fixtures";
import { freePort, startAppServer, type AppServer } from "./app-server";

const HEADERS_TIMEOUT_S = 1;
const REQUEST_TIMEOUT_S = 3;
const KEEP_ALIVE_TIMEOUT_S = 1;
/** Node checks the deadlines on a timer: how late a cut may come, on a busy machine. */
const SLACK_MS = 1_500;

let server: AppServer;
let metricsPort: number;
let dataDir: string;
let requestPath: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "thp-slow-"));
  // A homeowner's request page link, made before the server owns the embedded database: its event stream needs no sign-in.
  const seeding = await openDatabase({ dataDir });
  try {
    const { quoteRequestId } = await makeQuoteRequest(seeding.db, { pros: 1 });
    requestPath = new URL(await issueRequestLink(seeding.db, quoteRequestId, "http://127.0.0.1", new Date())).pathname;
  } finally {
    await seeding.close();
  }
  metricsPort = await freePort();
  server = await startAppServer((origin) => ({
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    METRICS_PORT: String(metricsPort),
    HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_S),
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_S),
    KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_TIMEOUT_S),
  }));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const host = () => new URL(server.origin).host;

/** A raw connection: what it received, and when the server closed it (ms after it opened). */
class Raw {
  readonly socket: Socket;
  readonly opened = Date.now();
  received = "";
  closedAfterMs: number | undefined;
  #closed: Promise<void>;

  constructor(port: number) {
    this.socket = connect(port, "127.0.0.1");
    this.socket.setEncoding("latin1");
    this.socket.on("data", (d: string) => (this.received += d));
    this.socket.on("error", () => undefined);
    this.#closed = new Promise((resolve) =>
      this.socket.on("close", () => {
        this.closedAfterMs = Date.now() - this.opened;
        resolve();
      }),
    );
  }

  /** Resolves true once the server has closed the connection, false if it still stands after `ms`. */
  closedWithin(ms: number): Promise<boolean> {
    return Promise.race([this.#closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
  }

  /** Writes `text` one byte every `everyMs`, until it is written or the connection is closed. */
  async trickle(text: string, everyMs: number): Promise<void> {
    for (const byte of text) {
      if (this.socket.destroyed || this.closedAfterMs !== undefined) return;
      this.socket.write(byte);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }

  /** Resolves once `pattern` is in what was received (or rejects after `ms`). */
  async waitFor(pattern: RegExp, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (!pattern.test(this.received)) {
      if (Date.now() > deadline) throw new Error(`no ${pattern} within ${ms} ms; got ${JSON.stringify(this.received.slice(0, 300))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close() {
    this.socket.destroy();
  }
}

describe("slow clients against the production server", () => {
  it("cuts headers that trickle in, with a 408, after HEADERS_TIMEOUT_SECONDS", async () => {
    onTestFailed(() => console.log(server.output()));
    const raw = new Raw(Number(new URL(server.origin).port));
    void raw.trickle(`GET /robots.txt HTTP/1.1\r\nHost: ${host()}\r\nX-Slow: ${"a".repeat(200)}`, 200);
    const closed = await raw.closedWithin(HEADERS_TIMEOUT_S * 1000 + SLACK_MS);
    raw.close();
    expect(closed).toBe(true);
    expect(raw.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(raw.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_S * 1000 - 100);
  });

  it("cuts a body that trickles in, with a 408, after REQUEST_TIMEOUT_SECONDS", async () => {
    const raw = new Raw(Number(new URL(server.origin).port));
    const body = "email=slow%40example.com&password=" + "x".repeat(100);
    raw.socket.write(
      `POST /login HTTP/1.1\r\nHost: ${host()}\r\nOrigin: ${server.origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    void raw.trickle(body, 200);
    const closed = await raw.closedWithin(REQUEST_TIMEOUT_S * 1000 + SLACK_MS);
    raw.close();
    expect(closed).toBe(true);
    expect(raw.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(raw.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_S * 1000 - 100);
  });

  it("answers a slow but steady upload that arrives within the deadline", async () => {
    const raw = new Raw(Number(new URL(server.origin).port));
    const body = "email=steady%40example.com&password=not-the-password";
    raw.socket.write(
      `POST /login HTTP/1.1\r\nHost: ${host()}\r\nOrigin: ${server.origin}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // About a second for the body: well past the headers' deadline, within the request's.
    await raw.trickle(body, Math.floor(1000 / body.length));
    await raw.waitFor(/^HTTP\/1\.1 \d{3} /, 10_000);
    raw.close();
    expect(raw.received).not.toMatch(/^HTTP\/1\.1 408 /);
    expect(raw.received).toMatch(/^HTTP\/1\.1 (200|400|401) /);
  });

  it("closes an idle kept-alive connection after KEEP_ALIVE_TIMEOUT_SECONDS", async () => {
    const raw = new Raw(Number(new URL(server.origin).port));
    raw.socket.write(`GET /robots.txt HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
    await raw.waitFor(/^HTTP\/1\.1 200 /, 10_000);
    const closed = await raw.closedWithin(KEEP_ALIVE_TIMEOUT_S * 1000 + SLACK_MS);
    raw.close();
    expect(closed).toBe(true);
  });

  it("keeps an event stream open past the request deadline", async () => {
    const raw = new Raw(Number(new URL(server.origin).port));
    raw.socket.write(`GET ${requestPath}/events HTTP/1.1\r\nHost: ${host()}\r\nAccept: text/event-stream\r\n\r\n`);
    await raw.waitFor(/^HTTP\/1\.1 200 [\s\S]*text\/event-stream[\s\S]*retry: \d+/, 10_000);
    const closed = await raw.closedWithin((REQUEST_TIMEOUT_S + KEEP_ALIVE_TIMEOUT_S) * 1000 + SLACK_MS);
    raw.close();
    expect(closed).toBe(false);
    expect(raw.received).not.toMatch(/408/);
  });

  it("cuts trickled headers on the metrics port too", async () => {
    const raw = new Raw(metricsPort);
    void raw.trickle(`GET /metrics HTTP/1.1\r\nHost: ${host()}\r\nX-Slow: ${"a".repeat(200)}`, 200);
    const closed = await raw.closedWithin(HEADERS_TIMEOUT_S * 1000 + SLACK_MS);
    raw.close();
    expect(closed).toBe(true);
    expect(raw.received).toMatch(/^HTTP\/1\.1 408 /);
  });
});
