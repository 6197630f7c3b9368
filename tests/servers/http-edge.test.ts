/**
 * On the production build over real HTTP:
 * - a post refused from its Content-Length alone (413 at the 12 MB server
 *   limit, or at a form's own 256 KB limit) does not leave its keep-alive
 *   connection waiting for a body that will never be read;
 * - headers set by loaders and actions reach the response: Retry-After on
 *   every 429 (a form's rate limit, sign-in), and no-referrer / no-store on
 *   the password-setting pages (app/lib/route-headers.test.ts checks that
 *   every route setting such headers exports `headers`).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { startAppServer, type AppServer } from "./app-server";

let server: AppServer;

beforeAll(async () => {
  // One accepted submission per form and one sign-in attempt per window: the next one is a 429.
  server = await startAppServer({ SEED_DEMO: "false", RATE_LIMIT_FORM_MAX: "1", RATE_LIMIT_LOGIN_MAX: "1" });
}, 120_000);
afterAll(() => server?.stop(), 60_000);

type RawResponse = { status: number; headers: Record<string, string> };

/**
 * A keep-alive connection read by hand: the response's head and its body
 * (Content-Length or chunked), then whether the server closed the connection.
 */
class RawConnection {
  readonly socket: Socket;
  #buffer = Buffer.alloc(0);
  #waiters: (() => void)[] = [];
  ended = false;
  error: Error | undefined;

  constructor(port: number) {
    this.socket = connect(port, "127.0.0.1");
    this.socket.on("data", (d: Buffer) => this.#push(d));
    this.socket.on("end", () => ((this.ended = true), this.#wake()));
    this.socket.on("error", (e) => ((this.error = e), this.#wake()));
    this.socket.on("close", () => this.#wake());
  }

  #push(data: Buffer) {
    this.#buffer = Buffer.concat([this.#buffer, data]);
    this.#wake();
  }

  #wake() {
    for (const w of this.#waiters.splice(0)) w();
  }

  async #until<T>(take: () => T | undefined): Promise<T> {
    for (;;) {
      const value = take();
      if (value !== undefined) return value;
      if (this.error) throw this.error;
      if (this.ended || this.socket.destroyed)
        throw new Error(`connection closed mid-response (have ${JSON.stringify(this.#buffer.toString("latin1").slice(0, 200))})`);
      await new Promise<void>((r) => this.#waiters.push(r));
    }
  }

  write(text: string) {
    this.socket.write(text);
  }

  async response(): Promise<RawResponse> {
    const head = await this.#until(() => {
      const end = this.#buffer.indexOf("\r\n\r\n");
      if (end < 0) return undefined;
      const text = this.#buffer.subarray(0, end).toString("latin1");
      this.#buffer = this.#buffer.subarray(end + 4);
      return text;
    });
    const [statusLine, ...lines] = head.split("\r\n");
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
    if (headers["content-length"] !== undefined) {
      const length = Number(headers["content-length"]);
      await this.#until(() => (this.#buffer.length >= length ? true : undefined));
      this.#buffer = this.#buffer.subarray(length);
    } else if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
      await this.#until(() => {
        const end = this.#buffer.indexOf("\r\n0\r\n\r\n");
        const atStart = this.#buffer.indexOf("0\r\n\r\n") === 0;
        if (end < 0 && !atStart) return undefined;
        this.#buffer = this.#buffer.subarray(atStart ? 5 : end + 7);
        return true;
      });
    }
    return { status: Number(statusLine!.split(" ")[1]), headers };
  }

  /** Resolves once the server has closed the connection; rejects if it was reset instead. */
  async closedByServer(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const check = () => (this.error ? reject(this.error) : this.ended || this.socket.destroyed ? resolve() : this.#waiters.push(check));
      check();
    });
  }

  destroy() {
    this.socket.destroy();
  }
}

function portOf(origin: string): number {
  return Number(new URL(origin).port);
}

/**
 * The next request on a connection after a refused post: either the server
 * said Connection: close and closed it, or the connection still serves (a
 * server that waits for the unread body would swallow this request instead).
 */
async function connectionAfter(conn: RawConnection, refused: RawResponse): Promise<"closed" | number> {
  if (refused.headers.connection?.toLowerCase() === "close") {
    await conn.closedByServer();
    return "closed";
  }
  conn.write(`GET /robots.txt HTTP/1.1\r\nHost: ${new URL(server.origin).host}\r\n\r\n`);
  return (await conn.response()).status;
}

describe("a post refused before its body is read", () => {
  it.each([
    ["over the server's 12 MB limit", 13 * 1024 * 1024],
    ["over the contact form's 256 KB limit", 300 * 1024],
  ])("%s answers 413 and leaves no connection waiting for the body", async (_name, declared) => {
    onTestFailed(() => console.log(server.output()));
    const conn = new RawConnection(portOf(server.origin));
    try {
      // Headers only: a client that waits for the answer before it sends a body it knows is too large.
      conn.write(
        `POST /contact HTTP/1.1\r\nHost: ${new URL(server.origin).host}\r\nOrigin: ${server.origin}\r\nSec-Fetch-Site: same-origin\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${declared}\r\nConnection: keep-alive\r\n\r\n`,
      );
      const refused = await conn.response();
      expect(refused.status).toBe(413);
      expect(await connectionAfter(conn, refused)).toMatch(/^closed$|^200$/);
    } finally {
      conn.destroy();
    }
  });

  it("a post within the limits still keeps its connection alive", async () => {
    const conn = new RawConnection(portOf(server.origin));
    try {
      const body = "message=hello";
      conn.write(
        `POST /contact HTTP/1.1\r\nHost: ${new URL(server.origin).host}\r\nOrigin: ${server.origin}\r\nSec-Fetch-Site: same-origin\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      const answered = await conn.response();
      expect(answered.status).toBe(422);
      expect(answered.headers.connection?.toLowerCase()).not.toBe("close");
      expect(await connectionAfter(conn, answered)).toBe(200);
    } finally {
      conn.destroy();
    }
  });
});

function formPost(pathname: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${server.origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Posts until the server answers 429 (at most `tries` times); the 429, or the last answer. */
async function untilTooMany(tries: number, post: (i: number) => Promise<Response>): Promise<Response> {
  let res: Response | undefined;
  for (let i = 0; i < tries; i++) {
    res = await post(i);
    if (res.status === 429) return res;
    await res.arrayBuffer();
  }
  return res!;
}

const retryAfter = (res: Response) => res.headers.get("retry-after") ?? "";

describe("headers set by loaders and actions reach the response", () => {
  it("a form's rate limit answers 429 with Retry-After", async () => {
    const res = await untilTooMany(3, (i) =>
      formPost("/contact", {
        firstName: "Ana",
        lastName: "García",
        email: `ana.${i}.${randomUUID()}@example.com`,
        phone: "(212) 555-2188",
        role: "homeowner",
        message: `Question ${i}`,
      }),
    );
    expect(res.status).toBe(429);
    expect(retryAfter(res)).toMatch(/^[1-9]\d*$/);
  });

  it("sign-in's rate limit answers 429 with Retry-After", async () => {
    const res = await untilTooMany(12, () =>
      formPost("/login", { email: `nobody.${randomUUID()}@example.com`, password: "not-the-password-1", redirectTo: "" }),
    );
    expect(res.status).toBe(429);
    expect(retryAfter(res)).toMatch(/^[1-9]\d*$/);
  });

  it.each(["/reset-password", "/invite"])("%s/:token is never cached and sends no Referer (the token is in the URL)", async (base) => {
    const res = await fetch(`${server.origin}${base}/${randomBytes(24).toString("base64url")}`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toMatch(/(^|,\s*)no-store(,|$)/);
  });
});
