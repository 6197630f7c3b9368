/**
 * The bug: behind a TLS reverse proxy every form post answered 400
 * (React Router's Origin check against a URL built from the upstream Host).
 * The production build runs behind a real nginx (Debian's) on loopback with a
 * self-signed certificate, configured like the README's "Behind a reverse
 * proxy" section but keeping nginx's default upstream Host header, the case
 * that used to fail. Over https, through nginx: sign in (a Secure session
 * cookie), ask for quotes, buy a lead, and hear the sale on the live
 * dashboard stream.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect as http2Connect } from "node:http2";
import { Agent, request as httpsRequest } from "node:https";
import type { IncomingMessage } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase } from "~/db/client.server";
import { users } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { hashPassword } from "~/lib/auth/password.server";
import { makeContractor, makeQuoteRequest } from "../integration/marketplace/marketplace-fixtures";
import { freePort, startAppServer, type AppServer } from "./app-server";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
if (!NGINX) console.warn("reverse-proxy.test.ts skipped: nginx is not installed (apt-get install nginx-light).");

type Answer = { status: number; headers: IncomingMessage["headers"]; body: string };

describe.skipIf(!NGINX)("behind an nginx TLS reverse proxy", () => {
  let dir: string;
  let nginx: ChildProcess | undefined;
  let nginxLog = "";
  let app: AppServer | undefined;
  let publicUrl: string;
  let agent: Agent;
  let email = "";
  const password = `proxy-${randomUUID()}`;

  function send(
    pathname: string,
    options: { method?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
  ): Promise<IncomingMessage> {
    const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        `${publicUrl}${pathname}`,
        {
          agent,
          method: options.method ?? (body ? "POST" : "GET"),
          headers: {
            // What a browser adds to a same-origin form post (server/same-origin.ts checks them; so does React Router).
            ...(body ? { "content-type": "application/x-www-form-urlencoded", origin: publicUrl, "sec-fetch-site": "same-origin" } : {}),
            ...options.headers,
          },
        },
        resolve,
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  async function fetchText(pathname: string, options: Parameters<typeof send>[1] = {}): Promise<Answer> {
    const res = await send(pathname, options);
    let text = "";
    for await (const chunk of res) text += String(chunk);
    return { status: res.statusCode ?? 0, headers: res.headers, body: text };
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "thp-nginx-"));
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { encoding: "utf8" },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
    // Trust exactly this certificate, not "any certificate".
    agent = new Agent({ ca: readFileSync(path.join(dir, "cert.pem")), keepAlive: false });

    // The embedded database, seeded before the server owns it: a roofing contractor around 10001 with money, and a lead to buy.
    const dataDir = path.join(dir, "data");
    const seeding = await openDatabase({ dataDir });
    try {
      const { userId } = await makeContractor(seeding.db, parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir }), { balanceCents: 2_000_00 });
      const [user] = await seeding.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      email = user!.email;
      await makeQuoteRequest(seeding.db, { pros: 1 });
    } finally {
      await seeding.close();
    }

    const nginxPort = await freePort();
    publicUrl = `https://127.0.0.1:${nginxPort}`;
    app = await startAppServer({ PUBLIC_URL: publicUrl, DATA_DIR: dataDir, SEED_DEMO: "false" });
    const upstream = app.origin.replace(/^http:\/\//, "");

    for (const sub of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
    const proxied = `
        proxy_pass http://${upstream};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;`;
    writeFileSync(
      path.join(dir, "nginx.conf"),
      `${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
daemon off;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;
  server {
    listen 127.0.0.1:${nginxPort} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    # No "proxy_set_header Host": nginx then sends the upstream's address as Host, the case that used to fail.
    location / {${proxied}
    }
    location = /pro/events {${proxied}
      proxy_buffering off;
    }
  }
}
`,
    );
    nginx = spawn(NGINX!, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
    nginx.stdout?.on("data", (d: Buffer) => (nginxLog += d.toString()));
    nginx.stderr?.on("data", (d: Buffer) => (nginxLog += d.toString()));
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${nginxLog}${readError(dir)}`);
      if (await accepts(nginxPort)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }, 120_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once("exit", r));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await app?.stop();
    agent?.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("signs in, takes a quote request, sells a lead and streams the sale, all over https through nginx", async () => {
    onTestFailed(() => console.log(`--- app ---\n${app?.output()}\n--- nginx ---\n${nginxLog}${readError(dir)}`));

    const signIn = await fetchText("/login", { form: { email, password, redirectTo: "" } });
    expect({ status: signIn.status, location: signIn.headers.location }).toEqual({ status: 302, location: "/pro" });
    const setCookie = (signIn.headers["set-cookie"] ?? []).find((c) => c.startsWith("thp_session="));
    // Behind https the session cookie is Secure (PUBLIC_URL is https://).
    expect(setCookie).toMatch(/;\s*Secure(;|$)/i);
    const cookie = setCookie!.split(";")[0]!;

    // Open the live dashboard stream first, so the sale below is heard on it.
    const stream = await send("/pro/events", { headers: { cookie, accept: "text/event-stream" } });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
    const updates = dataLines(stream);

    const quote = await fetchText("/get-quotes", {
      form: {
        fullName: "Jane Smith",
        email: `jane.${randomUUID()}@example.com`,
        phone: "(212) 555-2142",
        zip: "10001",
        category: "roofing",
        details: "Replace the roof behind the proxy.",
        timeline: "within-month",
        ownership: "owner",
        pros: "2",
        consent: "on",
      },
    });
    expect(quote.status).toBe(302);
    expect(quote.headers.location).toMatch(/^\/get-quotes\/confirmation\?ref=/);

    const dashboard = await fetchText("/pro", { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    // "Buy lead" opens the confirmation (a link); its form is what buys.
    const confirmId = /[?&]confirm=([0-9a-f-]{36})/.exec(dashboard.body)?.[1];
    expect(confirmId, "a lead for sale on the dashboard").toBeDefined();
    const confirmation = await fetchText(`/pro?confirm=${confirmId}`, { headers: { cookie } });
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(confirmation.body)?.[1];
    const leadId = hidden("leadId");
    expect(leadId).toBe(confirmId);

    const buy = await fetchText("/pro?index", {
      form: { leadId: leadId!, idempotencyKey: hidden("idempotencyKey")!, expectedPriceCents: hidden("expectedPriceCents")! },
      headers: { cookie },
    });
    expect(buy.status).toBe(302);
    const purchaseId = /^\/pro\/leads\/([0-9a-f-]{36})\?bought=1$/.exec(buy.headers.location ?? "")?.[1];
    expect(purchaseId, `purchase redirect (got ${buy.headers.location})`).toBeDefined();

    // The quote request's new leads may be announced first; the sale follows.
    let delivered: Record<string, unknown> | undefined;
    for await (const update of updates) {
      if (update.type !== "lead-delivered") continue;
      delivered = update;
      break;
    }
    stream.destroy();
    expect(delivered).toMatchObject({ type: "lead-delivered", leadId, purchaseId });
  });

  it("speaks HTTP/2 to browsers: seven live streams and a page share one connection (HTTP/1.1 allows six per host)", async () => {
    const signIn = await fetchText("/login", { form: { email, password, redirectTo: "" } });
    const cookie = (signIn.headers["set-cookie"] ?? []).find((c) => c.startsWith("thp_session="))!.split(";")[0]!;
    const session = http2Connect(publicUrl, { ca: readFileSync(path.join(dir, "cert.pem")) });
    try {
      await new Promise<void>((resolve, reject) => {
        session.once("connect", () => resolve());
        session.once("error", reject);
      });
      expect(session.alpnProtocol).toBe("h2");
      const statusOf = (pathname: string, accept: string) =>
        new Promise<{ status: number; type: string; stream: ReturnType<typeof session.request> }>((resolve, reject) => {
          const stream = session.request({ ":path": pathname, cookie, accept });
          stream.once("response", (headers) => resolve({ status: Number(headers[":status"]), type: String(headers["content-type"] ?? ""), stream }));
          stream.once("error", reject);
        });
      const streams = await Promise.all(Array.from({ length: 7 }, () => statusOf("/pro/events", "text/event-stream")));
      for (const s of streams) expect({ status: s.status, type: s.type }).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/event-stream/) });
      // With every stream still open, a page load on the same connection is answered.
      const page = await statusOf("/pro", "text/html");
      expect(page.status).toBe(200);
      for (const s of [...streams, page]) s.stream.close();
    } finally {
      session.destroy();
    }
  });

  it("still refuses a post from another origin through the proxy", async () => {
    const res = await fetchText("/contact", { form: { message: "x" }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });
});

/** The parsed `data:` messages of an event stream, as they arrive. */
async function* dataLines(stream: IncomingMessage): AsyncGenerator<{ type: string; [key: string]: unknown }> {
  let buffer = "";
  for await (const chunk of stream) {
    buffer += String(chunk);
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = message
        .split("\n")
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      if (data) yield JSON.parse(data) as { type: string };
    }
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function readError(dir: string): string {
  const file = path.join(dir, "error.log");
  return existsSync(file) ? `\n${readFileSync(file, "utf8")}` : "";
}
