/**
 * SIGTERM stops the production server safely. During a
 * stream of quote requests and purchases, every request that started gets
 * a real (non-5xx) answer and everything acknowledged is stored; /readyz
 * answers 503 while the server drains; the exit status is 0. A slow upload
 * in flight at SIGTERM completes; one slower than SHUTDOWN_TIMEOUT_SECONDS
 * is cut and the exit status says so.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { contractorApplications, purchases, quoteRequests, users } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { hashPassword } from "~/lib/auth/password.server";
import { makeContractor, makeQuoteRequest } from "../integration/marketplace/marketplace-fixtures";
import { formCases } from "../support/form-cases";
import { createPostgresDatabase, testEngines, type Engine } from "../support/test-database";
import { waitFor } from "../support/wait-for";
import { launchAppProcess, type AppProcess } from "./app-process";
import { buyOverHttp, quoteRequestOverHttp, signInOverHttp } from "./browser-posts";
import { keepAliveAgent, sendRaw } from "./raw-http";

const quoteForm = formCases.find((c) => c.path === "/get-quotes")!;
const applicationForm = formCases.find((c) => c.path === "/contractor-application")!;
const QUOTE_WORKERS = 3;
const LEADS = 40;

/** Where a server's data lives, and how the test opens it before the start and after the exit. */
type Store = { settings: Record<string, string>; dataDir: string; open(): Promise<DatabaseHandle>; drop(): Promise<void> };

async function makeStore(engine: Engine): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "thp-shutdown-"));
  if (engine === "pglite") {
    // The server holds the embedded database's lock: the test opens it only before the start and after the exit.
    return { settings: {}, dataDir, open: () => openDatabase({ dataDir }), drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const created = await createPostgresDatabase();
  return {
    settings: { DATABASE_URL: created.url },
    dataDir,
    open: () => openDatabase({ databaseUrl: created.url, dataDir }),
    drop: async () => {
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fetch that never reached the server did not start: refused (the listener
 * is closed), or reset while connecting (the kernel had completed the
 * handshake, but the server closed its listener before accepting it).
 */
const refused = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; syscall?: string } }).cause;
  return cause?.code === "ECONNREFUSED" || cause?.syscall === "connect";
};
const describeError = (error: unknown) =>
  error instanceof Error ? `${error.message} ${String((error.cause as { code?: string } | undefined)?.code ?? "")}` : String(error);

/**
 * A contractor-application post (two PDFs) sent over node:http in `parts`
 * pieces, `gapMs` apart, once the server has answered "100 Continue";
 * onFirstPart runs when the first piece is written.
 */
async function slowUpload(
  origin: string,
  email: string,
  parts: number,
  gapMs: number,
  onFirstPart: () => void,
): Promise<{ status: number } | { error: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...applicationForm.valid(7), email, ...applicationForm.files!() })) form.append(name, value);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL("/contractor-application", origin);
  return new Promise((resolve) => {
    const req = request({
      hostname: url.hostname,
      port: url.port,
      method: "POST",
      path: url.pathname,
      headers: {
        "content-type": encoded.headers.get("content-type")!,
        "content-length": String(body.length),
        origin,
        "sec-fetch-site": "same-origin",
        // The server's "100 Continue" proves it has taken the request: only then is the signal sent.
        expect: "100-continue",
      },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on("error", (error) => resolve({ error: describeError(error) }));
    const size = Math.ceil(body.length / parts);
    let part = 0;
    const sendNext = () => {
      if (part >= parts) return void req.end();
      req.write(body.subarray(part * size, (part + 1) * size));
      if (part++ === 0) onFirstPart();
      setTimeout(sendNext, gapMs);
    };
    req.once("continue", sendNext);
  });
}

describe.each(testEngines())("SIGTERM on the production server (%s)", (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  async function start(store: Store, settings: Record<string, string> = {}): Promise<AppProcess> {
    const app = await launchAppProcess(store.dataDir, {
      ...store.settings,
      SEED_DEMO: "false",
      RATE_LIMIT_FORM_MAX: "100000",
      RATE_LIMIT_LOGIN_MAX: "1000",
      LOG_LEVEL: "info",
      ...settings,
    });
    cleanups.push(() => app.stop());
    expect(await app.started()).toBe("listening");
    return app;
  }

  it("during quote requests and purchases: every started request is answered, everything acknowledged is stored, /readyz says 503, exit 0", async () => {
    const store = await makeStore(engine);
    cleanups.push(() => store.drop());
    const env = parseEnv({ NODE_ENV: "test" });
    const password = `buyer-${randomUUID()}`;
    let email = "";
    let leadIds: string[] = [];
    {
      const handle = await store.open();
      const { userId } = await makeContractor(handle.db, env, { balanceCents: 1_000_000, weeklyCapCents: null });
      const [user] = await handle.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      email = user!.email;
      // One lead per request: a contractor buys one lead of a homeowner's request at most.
      for (let i = 0; i < LEADS; i++) leadIds.push(...(await makeQuoteRequest(handle.db, { pros: 1 })).leadIds);
      await handle.close();
    }
    const app = await start(store);
    onTestFailed(() => console.log(app.output()));
    const cookie = await signInOverHttp(app.origin, email, password);

    type Attempt = {
      kind: "quote" | "purchase";
      marker: string;
      beforeSignal: boolean;
      status?: number;
      reference?: string;
      purchaseId?: string;
      error?: string;
      refused?: boolean;
    };
    const attempts: Attempt[] = [];
    let signalled = false;
    const streaming = { on: true };
    const run = randomUUID().slice(0, 8);

    const quoteWorker = async (worker: number) => {
      for (let i = 0; streaming.on; i++) {
        const marker = `shutdown ${run} w${worker} #${i}`;
        const attempt: Attempt = { kind: "quote", marker, beforeSignal: !signalled };
        attempts.push(attempt);
        try {
          const fields = { ...quoteForm.valid(worker * 1000 + i), email: `sd-${run}-${worker}-${i}@example.com`, details: marker };
          const answer = await quoteRequestOverHttp(app.origin, fields, AbortSignal.timeout(60_000));
          attempt.status = answer.status;
          attempt.reference = answer.reference;
        } catch (error) {
          attempt.refused = refused(error);
          attempt.error = describeError(error);
          return;
        }
      }
    };
    const purchaseWorker = async () => {
      for (const leadId of leadIds) {
        if (!streaming.on) return;
        const attempt: Attempt = { kind: "purchase", marker: leadId, beforeSignal: !signalled };
        attempts.push(attempt);
        try {
          const answer = await buyOverHttp(app.origin, cookie, leadId, randomUUID());
          attempt.status = answer.status;
          attempt.purchaseId = answer.purchaseId;
        } catch (error) {
          attempt.refused = refused(error);
          attempt.error = describeError(error);
          return;
        }
      }
    };
    const stream = Promise.all([...Array.from({ length: QUOTE_WORKERS }, (_, w) => quoteWorker(w)), purchaseWorker()]);

    // Idle kept-alive connections opened before the signal: a load balancer's probe connections.
    const probes = [keepAliveAgent(), keepAliveAgent()];
    await waitFor(async () => (attempts.filter((a) => a.status === 302).length >= 6 ? true : undefined), {
      timeoutMs: 60_000,
      what: "stored posts before the signal",
    });
    for (const agent of probes) expect(await sendRaw(agent, app.origin, { method: "GET", path: "/readyz", headers: {} })).toMatchObject({ status: 200 });

    signalled = true;
    app.child.kill("SIGTERM");
    await waitFor(async () => (app.output().includes('"msg":"stopping"') ? true : undefined), { timeoutMs: 10_000, what: "the stopping log line" });
    const drainAnswers = await Promise.all(probes.map((agent) => sendRaw(agent, app.origin, { method: "GET", path: "/readyz", headers: {} })));
    const exit = await app.exited;
    streaming.on = false;
    await stream;
    for (const agent of probes) agent.destroy();

    // /readyz during the drain: 503, and the connection closes after it.
    for (const answer of drainAnswers) {
      expect(answer).toMatchObject({ status: 503, headers: { connection: "close" } });
      expect(JSON.parse((answer as { text: string }).text)).toEqual({ status: "unavailable", checks: { shutdown: "draining" } });
    }
    expect(exit).toBe(0);

    // Every request that reached the server got a real answer; the only failures are connections refused after the listener closed.
    expect(attempts.filter((a) => a.error !== undefined && !a.refused).map((a) => `${a.kind} ${a.marker}: ${a.error}`)).toEqual([]);
    expect(attempts.filter((a) => a.status !== undefined && a.status >= 500).map((a) => `${a.kind} ${a.marker}: ${a.status}`)).toEqual([]);
    expect(attempts.filter((a) => a.refused && a.beforeSignal)).toEqual([]);
    // Posts were in flight at the signal and answered during the drain (otherwise this test proved nothing).
    expect(attempts.filter((a) => a.beforeSignal && a.status !== undefined).length).toBeGreaterThan(6);
    expect(app.output()).toContain('"msg":"stopped","clean":true');

    // Everything acknowledged is stored.
    const references = attempts.flatMap((a) => (a.reference ? [a.reference] : []));
    const bought = attempts.flatMap((a) => (a.purchaseId ? [a.purchaseId] : []));
    expect(references.length).toBeGreaterThan(0);
    expect(bought.length).toBeGreaterThan(0);
    const handle = await store.open();
    try {
      const storedRefs = await handle.db.select({ reference: quoteRequests.reference }).from(quoteRequests).where(inArray(quoteRequests.reference, references));
      expect(new Set(storedRefs.map((r) => r.reference))).toEqual(new Set(references));
      const storedPurchases = await handle.db.select({ id: purchases.id }).from(purchases).where(inArray(purchases.id, bought));
      expect(storedPurchases).toHaveLength(bought.length);
    } finally {
      await handle.close();
    }
  });

  it.runIf(engine === "pglite")("lets an upload that is still being sent (over ~8 s) finish after SIGTERM, then exits 0", async () => {
    const store = await makeStore(engine);
    cleanups.push(() => store.drop());
    const app = await start(store);
    onTestFailed(() => console.log(app.output()));
    const email = `slow-${randomUUID().slice(0, 8)}@example.com`;
    const answer = await slowUpload(app.origin, email, 16, 500, () => app.child.kill("SIGTERM"));
    expect(answer).toMatchObject({ status: expect.any(Number) });
    expect((answer as { status: number }).status).toBeLessThan(400);
    expect(await app.exited).toBe(0);
    const handle = await store.open();
    try {
      expect(
        await handle.db.select({ id: contractorApplications.id }).from(contractorApplications).where(eq(contractorApplications.email, email)),
      ).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });

  it.runIf(engine === "pglite")("cuts a request still running after SHUTDOWN_TIMEOUT_SECONDS and exits non-zero", async () => {
    const store = await makeStore(engine);
    cleanups.push(() => store.drop());
    const app = await start(store, { SHUTDOWN_TIMEOUT_SECONDS: "1" });
    onTestFailed(() => console.log(app.output()));
    const answer = await slowUpload(app.origin, `cut-${randomUUID().slice(0, 8)}@example.com`, 12, 500, () => app.child.kill("SIGTERM"));
    expect(answer).toHaveProperty("error");
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain("shutdown timeout");
  });
});
