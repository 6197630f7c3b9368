/**
 * The bug: "A dropped database connection kills every server."
 * pg_terminate_backend on the app's sessions, a database restart, a failover
 * or a pooler timeout must not end the app processes: requests made while the
 * database is away get a quick 5xx, the pools reconnect on their own once it
 * is back, and nothing a homeowner was told is stored is lost.
 *
 * Two real `node server.js` processes (the production build, one also running
 * the pg-boss jobs) on a PostgreSQL cluster of this file's own (it is
 * restarted, so it cannot be the run's shared one). A stream of quote requests
 * goes to both servers throughout, while the test (a) terminates every
 * session of the database, (b) restarts PostgreSQL cleanly and (c) crashes
 * and restarts it. The cluster acknowledges a commit only once its WAL is
 * flushed, as a production server does, so a crash loses nothing committed.
 */
import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { formCases } from "../support/form-cases";
import { findPostgresBin, startCluster, type Cluster } from "../support/postgres-cluster";
import { startSmtpSink } from "../support/smtp-sink";
import { testEngines } from "../support/test-database";
import { waitFor } from "../support/wait-for";
import { startAppServer, type AppServer } from "./app-server";
import { quoteRequestOverHttp } from "./browser-posts";

const quoteForm = formCases.find((c) => c.path === "/get-quotes")!;
/** Posts in flight at once: enough that some meet a dying connection, few enough for two shared CPUs. */
const WORKERS = 4;
/** Only ends a test that would otherwise hang; nothing asserts how fast anything was. */
const ANSWER_LIMIT_MS = 60_000;
const RECOVERY_LIMIT_MS = 90_000;
const JOBS_LIMIT_MS = 240_000;

type Phase = "steady" | "disrupted" | "recovered";
/** One post. `phase` is "disrupted" when a disruption began or ended while it was in flight. */
type Attempt = { seq: number; server: number; phase: Phase; disruption: string; marker: string; status?: number; reference?: string; error?: string };

// Needs the server binaries (it starts and restarts a cluster of its own), and PostgreSQL testing not turned off.
describe.skipIf(!findPostgresBin() || !testEngines().includes("postgres"))("app servers when the database drops their connections or restarts", () => {
  let cluster: Cluster;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const servers: AppServer[] = [];

  beforeAll(async () => {
    cluster = (await startCluster({ durableCommits: true }))!;
    sink = await startSmtpSink();
    // Started together: one migrates while the other waits on the advisory lock.
    const common = { DATABASE_URL: cluster.url, SEED_DEMO: "false", RATE_LIMIT_FORM_MAX: "100000", SMTP_URL: sink.url };
    servers.push(...(await Promise.all([startAppServer({ ...common, RUN_JOBS: "true" }), startAppServer({ ...common, RUN_JOBS: "false" })])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await cluster?.stop();
    await sink?.stop();
  }, 60_000);

  /** A short-lived connection from the test itself, with its own error listener (it is cut too). */
  async function withClient<T>(use: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: cluster.url });
    client.on("error", () => {});
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end().catch(() => {});
    }
  }

  it("keep serving, answer 5xx while it is away, recover on their own and lose nothing acknowledged", async () => {
    onTestFailed(() => console.log(servers.map((s, i) => `--- server ${i} ---\n${s.output()}`).join("\n")));
    const run = randomUUID().slice(0, 8);
    const attempts: Attempt[] = [];
    let phase: Phase = "steady";
    let disruption = "none";
    /** Counts phase changes, so a post can tell whether one happened while it was in flight. */
    let epoch = 0;
    const enter = (next: Phase, name?: string) => {
      phase = next;
      if (name) disruption = name;
      epoch += 1;
    };
    let seq = 0;

    const emailOf = (n: number) => `outage-${run}-${n}@example.com`;

    /** One quote request with a unique marker in its details (and a distinct homeowner, so no repeat detection). */
    const post = async (server: number): Promise<Attempt> => {
      const n = seq++;
      const marker = `outage ${run} #${n}`;
      const attempt: Attempt = { seq: n, server, phase, disruption, marker };
      const startedIn = epoch;
      attempts.push(attempt);
      try {
        const fields = { ...quoteForm.valid(n), email: emailOf(n), details: marker };
        const answer = await quoteRequestOverHttp(servers[server]!.origin, fields, AbortSignal.timeout(ANSWER_LIMIT_MS));
        attempt.status = answer.status;
        attempt.reference = answer.reference;
      } catch (error) {
        // The app server refused, reset or never answered: what this test exists to rule out.
        attempt.error =
          error instanceof Error ? `${error.name}: ${error.message} ${String((error.cause as { code?: string } | undefined)?.code ?? "")}` : String(error);
      }
      // Every phase change starts or ends a disruption, so a post that saw one met it.
      if (epoch !== startedIn) attempt.phase = "disrupted";
      return attempt;
    };

    const streaming = { on: true };
    const stream = Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        for (let i = 0; streaming.on; i++) await post((worker + i) % servers.length);
      }),
    );

    /** Each server stores a new submission again (retrying through the outage), then the stream runs on in "recovered". */
    const recover = async () => {
      await Promise.all(
        servers.map((_, server) =>
          waitFor(
            async () => {
              if (!servers[server]!.alive()) throw new Error(`server ${server} exited after ${disruption}`);
              return (await post(server)).reference ? true : undefined;
            },
            { timeoutMs: RECOVERY_LIMIT_MS, what: `server ${server} to store quote requests again after ${disruption}` },
          ),
        ),
      );
      enter("recovered");
      const from = seq;
      // Every server takes a few posts of the recovered stream before the next disruption.
      await waitFor(
        async () => (servers.every((_, s) => attempts.filter((a) => a.seq >= from && a.server === s && a.status !== undefined).length >= 4) ? true : undefined),
        {
          timeoutMs: RECOVERY_LIMIT_MS,
          what: `posts after ${disruption}`,
        },
      );
    };

    try {
      // Both servers store submissions before anything happens.
      await waitFor(async () => (servers.every((_, s) => attempts.some((a) => a.server === s && a.reference)) ? true : undefined), {
        timeoutMs: RECOVERY_LIMIT_MS,
        what: "the first stored quote requests",
      });

      // (a) Every session of the database is terminated: the pools' idle and busy connections, pg-boss's, the listeners.
      enter("disrupted", "pg_terminate_backend");
      const terminated = await withClient(
        async (c) =>
          (await c.query("select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()")).rowCount,
      );
      expect(terminated).toBeGreaterThan(0);
      await recover();
      expect(servers.map((s) => s.alive())).toEqual([true, true]);

      // (b) A clean restart, then (c) a crash: while PostgreSQL is down, each server answers a post with a 5xx (not a hang, not a dropped connection).
      for (const mode of ["fast", "immediate"] as const) {
        enter("disrupted", `restart -m ${mode}`);
        await cluster.restart(mode, async () => {
          const answers = await Promise.all(servers.map((_, s) => post(s)));
          expect(answers.map((a) => a.error ?? (a.status !== undefined && a.status >= 500 ? "5xx" : a.status))).toEqual(["5xx", "5xx"]);
        });
        await recover();
        expect(servers.map((s) => s.alive())).toEqual([true, true]);
      }
    } finally {
      streaming.on = false;
      await stream;
    }

    // The servers never dropped a request: every post got an HTTP answer.
    expect(attempts.filter((a) => a.error !== undefined).map((a) => `${a.disruption}/${a.phase}: ${a.error}`)).toEqual([]);
    // Before any disruption and once recovered, every post was stored; while disrupted, a post was stored or refused with a 5xx.
    expect(attempts.filter((a) => a.phase !== "disrupted" && !a.reference).map((a) => `${a.disruption}/${a.phase}: ${a.status}`)).toEqual([]);
    expect(attempts.filter((a) => a.phase === "disrupted" && !a.reference && !(a.status! >= 500)).map((a) => `${a.disruption}: ${a.status}`)).toEqual([]);
    expect(servers.map((s) => s.alive())).toEqual([true, true]);

    // Nothing acknowledged is lost: every reference a homeowner was redirected to is stored, with its own marker.
    const acknowledged = attempts.filter((a) => a.reference);
    const stored = await withClient(
      async (c) =>
        (await c.query<{ reference: string; details: string }>("select reference, details from quote_requests where details like $1", [`outage ${run} #%`]))
          .rows,
    );
    const storedByReference = new Map(stored.map((r) => [r.reference, r.details]));
    expect(acknowledged.filter((a) => storedByReference.get(a.reference!) !== a.marker).map((a) => `${a.disruption}/${a.phase}: ${a.marker}`)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(new Set(acknowledged.map((a) => a.disruption))).toEqual(new Set(["none", "pg_terminate_backend", "restart -m fast", "restart -m immediate"]));

    // The jobs came back too: the confirmation e-mail of the last request stored is sent by server 0's
    // pg-boss worker, even when a delivery job was running as the database went away (its heartbeat
    // lets the supervisor, once a minute, retry it instead of leaving the queue blocked for 15 minutes).
    const last = acknowledged.at(-1)!;
    await waitFor(async () => (sink.received.some((m) => m.to.includes(emailOf(last.seq))) ? true : undefined), {
      timeoutMs: JOBS_LIMIT_MS,
      what: "the last confirmation e-mail",
    });
  }, 480_000);
});
