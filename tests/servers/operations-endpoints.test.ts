/**
 * /healthz, /readyz and /metrics on the production build,
 * and request ids in answers and log lines.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { freePort, startAppServer, type AppServer } from "./app-server";
import { BROWSER_AGENT, quoteRequestOverHttp, visitQuoteForm } from "./browser-posts";
import { formCases } from "../support/form-cases";
import { waitFor } from "../support/wait-for";

const TOKEN = `metrics-${randomUUID()}`;
const quoteForm = formCases.find((c) => c.path === "/get-quotes")!;

/** The JSON log lines the server printed (other output, like Node warnings, skipped). */
function logLines(server: AppServer): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

describe("operations endpoints of the production server", () => {
  let server: AppServer;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startAppServer((origin) => ({
      PUBLIC_URL: origin,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      METRICS_TOKEN: TOKEN,
      METRICS_PORT: String(metricsPort),
      RATE_LIMIT_FORM_MAX: "1000",
    }));
  }, 120_000);
  afterAll(() => server?.stop());

  it("/healthz and /readyz answer JSON that is never cached, 200 times in a row without a rate limit", async () => {
    onTestFailed(() => console.log(server.output()));
    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(health.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await health.json()).toEqual({ status: "ok" });

    // Ready from the first answer: the job workers start after the server listens ("starting"), and traffic does not wait for them.
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toMatchObject({ status: "ready", checks: { jobs: expect.stringMatching(/^(starting|ok)$/) } });
    await expect
      .poll(async () => (await fetch(`${server.origin}/readyz`)).json(), { timeout: 60_000 })
      .toEqual({ status: "ready", checks: { shutdown: "running", database: "ok", migrations: "ok", jobs: "ok", smtp: "not configured" } });

    for (const path of ["/healthz", "/readyz"]) {
      const statuses: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        statuses.push(...(await Promise.all(Array.from({ length: 20 }, async () => (await fetch(`${server.origin}${path}`)).status))));
      }
      expect(statuses).toHaveLength(200);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    }
  });

  it("/metrics needs the bearer token, labels requests by route id and never by URL", async () => {
    onTestFailed(() => console.log(server.output()));
    expect((await fetch(`${server.origin}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.origin}/metrics`, { headers: { authorization: "Bearer wrong-token-of-some-length" } })).status).toBe(401);

    // URLs that carry ids: none of them may become a label.
    const secret = randomUUID();
    await (await fetch(`${server.origin}/blog/${secret}`)).text();
    await (await fetch(`${server.origin}/pro/leads/${secret}`, { redirect: "manual" })).text();
    await (await fetch(`${server.origin}/no/such/${secret}`)).text();
    await (await fetch(`${server.origin}/robots.txt`)).text();
    // A quote request: a lead appears in the database totals.
    const stored = await quoteRequestOverHttp(server.origin, quoteForm.valid(1));
    expect(stored.status).toBe(302);

    const res = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).not.toContain(secret);
    const series = [
      "http_request_duration_seconds_bucket",
      "db_query_duration_seconds_bucket{",
      "event_stream_connections",
      "job_queue_depth",
      "job_queue_oldest_age_seconds",
      'outbox_messages{channel="email",status="pending"}',
      'outbox_messages{channel="sms",status="failed"}',
      "leads_created_total",
      "leads_sold_total",
      "leads_returned_total",
      "lead_purchase_amount_cents_total",
      "process_cpu_seconds_total",
      "nodejs_eventloop_lag_seconds",
    ];
    expect(series.filter((name) => !text.includes(name))).toEqual([]);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="routes\/blog-article",method="GET",status_class="4xx"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="routes\/get-quotes",method="POST",status_class="3xx"\} 1/);
    expect(text).toMatch(/route="routes\/not-found"/);
    expect(text).toMatch(/db_query_duration_seconds_count\{engine="pglite"\} [1-9]/);
    expect(Number(/^leads_created_total (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    // Every route label is an id or one of the fixed names: a bounded set.
    const labels = new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!));
    expect([...labels].filter((l) => !/^(routes\/[a-z0-9-]+|root|healthz|readyz|metrics|assets|static)$/.test(l))).toEqual([]);
  });

  it("METRICS_PORT serves /metrics without a token, and nothing else", async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${metricsPort}/readyz`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });

  it("gives each request an id, honours a well-formed one from the (loopback) proxy, and logs it on the request's lines and its job's", async () => {
    onTestFailed(() => console.log(server.output()));
    const generated = await fetch(`${server.origin}/healthz`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await fetch(`${server.origin}/healthz`, { headers: { "x-request-id": "no spaces allowed\there" } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const id = `proxy-${randomUUID()}`;
    // Opened as a browser opens it first, so the request is scored as a person's and its leads go on sale (decision 0049).
    const visit = await visitQuoteForm(server.origin);
    const answer = await fetch(`${server.origin}/get-quotes`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": BROWSER_AGENT,
        cookie: visit.cookie ?? "",
        origin: server.origin,
        "sec-fetch-site": "same-origin",
        "x-request-id": id,
      },
      body: new URLSearchParams({ form_rendered: visit.token, ...quoteForm.valid(2) }).toString(),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("x-request-id")).toBe(id);
    const line = await waitFor(async () => logLines(server).find((l) => l.requestId === id && l.msg === "request"), {
      timeoutMs: 10_000,
      what: "the request's log line",
    });
    expect(line).toMatchObject({ level: "info", method: "POST", route: "routes/get-quotes", status: 302 });
    // The auto-buy job the quote request woke logs under the same id.
    await waitFor(async () => (logLines(server).some((l) => l.requestId === id && l.msg === "new leads offered to auto-buy") ? true : undefined), {
      timeoutMs: 30_000,
      what: "the woken job's log line with the request's id",
    });
    // Every line is one JSON object (the listening line included).
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.trim() !== "");
    expect(lines.filter((l) => !l.startsWith("{"))).toEqual([]);
  });
});

describe("request ids when no proxy is trusted", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer((origin) => ({ PUBLIC_URL: origin, SEED_DEMO: "false", TRUST_PROXY: "false" }));
  }, 120_000);
  afterAll(() => server?.stop());

  it("ignores a client's X-Request-Id", async () => {
    const id = `client-${randomUUID()}`;
    const res = await fetch(`${server.origin}/healthz`, { headers: { "x-request-id": id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).not.toBe(id);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
