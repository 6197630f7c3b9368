/**
 * Required: "prove it does not lose what it acknowledged". The production
 * build under a stream of posts at concurrency 8 is killed with SIGKILL
 * (no shutdown code runs), three times, and restarted on the same data:
 *
 * - quote requests: every submission answered with success is stored whole
 *   (the request with its consent proof, its leads, its confirmation e-mail
 *   in the outbox, its submission record) and no request is half-written;
 * - purchases: a balance is debited exactly when its purchase exists, no lead
 *   is sold twice, every sale has its e-mail and webhook queued, and after the
 *   restart those are delivered to a loopback SMTP server and webhook endpoint.
 *
 * On PGlite the killed server's data directory is then opened by the test
 * itself (migrations included): it must open cleanly every time. On
 * PostgreSQL the cluster flushes each commit before acknowledging it.
 * SIGTERM under load is tests/servers/graceful-shutdown.test.ts.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { contractors, users } from "~/db/schema";
import { generateWebhookSecret } from "~/domain/deliveries/generate-webhook-secret.server";
import { TOP_UP_MAX_CENTS } from "~/domain/payments/top-up.server";
import { parseEnv } from "~/env.server";
import { hashPassword } from "~/lib/auth/password.server";
import { ledgerReport, makeContractor, makeQuoteRequest } from "../integration/marketplace/marketplace-fixtures";
import { formCases } from "../support/form-cases";
import { startHttpStandIn } from "../support/http-stand-in";
import { findPostgresBin } from "../support/postgres-cluster";
import { startSmtpSink } from "../support/smtp-sink";
import { testEngines, type Engine } from "../support/test-database";
import { waitFor } from "../support/wait-for";
import type { AppProcess } from "./app-process";
import { buyOverHttp, quoteRequestOverHttp, signInOverHttp } from "./browser-posts";
import { isWhole, openCrashWorld, storedQuoteRequests, streamThenKill, type CrashWorld } from "./crash-world";

const CONCURRENCY = 8;
const ROUNDS = 3;
/** Successes per round before the kill: enough to be a stream, few enough for a short test. */
const ACKS_PER_ROUND = 10;
const BUYERS = 6;
const LEADS = 60;
const DELIVERY_LIMIT_MS = 30_000;
const quoteForm = formCases.find((c) => c.path === "/get-quotes")!;

type QuoteAttempt = { marker: string; status: number; reference?: string };
type BuyAttempt = { leadId: string; buyer: number; status: number; purchaseId?: string };

const engines = testEngines().filter((e) => e === "pglite" || findPostgresBin()) as Engine[];

describe.each(engines)("kill -9 under load, on %s", (engine) => {
  let world: CrashWorld;
  let current: AppProcess | undefined;
  const logs: string[] = [];
  beforeAll(async () => {
    world = await openCrashWorld(engine);
  }, 60_000);
  afterAll(async () => {
    await world?.close();
  }, 60_000);
  const launch = async (settings: Record<string, string> = {}) => {
    current = await world.launch({ RATE_LIMIT_FORM_MAX: "100000", RATE_LIMIT_LOGIN_MAX: "100000", ...settings });
    return current;
  };
  const showLogs = () => onTestFailed(() => console.log([...logs, current?.output() ?? ""].join("\n--- next process ---\n")));

  it("keeps every acknowledged quote request whole and writes none by halves", async () => {
    showLogs();
    const run = randomUUID().slice(0, 8);
    const acknowledged: { reference: string; marker: string }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const app = await launch();
      const { attempts } = await streamThenKill<QuoteAttempt>(app, {
        concurrency: CONCURRENCY,
        acknowledged: ACKS_PER_ROUND,
        ok: (a) => a.reference !== undefined,
        post: async (n) => {
          const marker = `crash ${run} r${round} #${n}`;
          const fields = { ...quoteForm.valid(round * 10_000 + n), email: `crash-${run}-${round}-${n}@example.com`, details: marker };
          try {
            return { marker, ...(await quoteRequestOverHttp(app.origin, fields)) };
          } catch {
            return { marker, status: 0, reference: undefined };
          }
        },
      });
      logs.push(app.output());
      expect(await app.exited).toBe("SIGKILL");
      for (const a of attempts) if (a.reference) acknowledged.push({ reference: a.reference, marker: a.marker });

      // The killed server's data opens cleanly (on PGlite: this process opens and migrates the directory).
      const stored = await storedQuoteRequests(world, `crash ${run} `);
      const byReference = new Map(stored.map((r) => [r.reference, r]));
      // Every success the stream was told of is stored, with its own content.
      expect(acknowledged.filter((a) => byReference.get(a.reference)?.details !== a.marker)).toEqual([]);
      // Nothing by halves: each stored request (acknowledged or cut off by the kill) has all its rows.
      expect(stored.filter((r) => !isWhole(r))).toEqual([]);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * ACKS_PER_ROUND);
    // And the last restart serves again.
    const app = await launch();
    expect(
      (await quoteRequestOverHttp(app.origin, { ...quoteForm.valid(99_999), email: `crash-${run}-after@example.com`, details: `crash ${run} after` }))
        .reference,
    ).toBeDefined();
    await app.stop();
    logs.push(app.output());
  }, 150_000);

  it("keeps balances equal to purchases, sells no lead twice, and delivers every acknowledged sale after restart", async () => {
    showLogs();
    const sink = await startSmtpSink();
    const hooks = await startHttpStandIn();
    try {
      const env = parseEnv({ NODE_ENV: "test" });
      const password = `crash-buyer-${randomUUID()}`;
      const hash = await hashPassword(password);
      // Written before any server starts: PGlite's data belongs to one process at a time.
      const { buyers, leadIds } = await world.withDb(async (db) => {
        const made: { id: string; email: string }[] = [];
        for (let i = 0; i < BUYERS; i++) {
          const { contractorId, userId } = await makeContractor(db, env, { plan: "enterprise", balanceCents: TOP_UP_MAX_CENTS, weeklyCapCents: null });
          await db
            .update(contractors)
            .set({ webhookUrl: `${hooks.url}/hook/${i}`, webhookSecret: generateWebhookSecret() })
            .where(eq(contractors.id, contractorId));
          const [user] = await db.update(users).set({ passwordHash: hash }).where(eq(users.id, userId)).returning({ email: users.email });
          made.push({ id: contractorId, email: user!.email });
        }
        const leads: string[] = [];
        for (let i = 0; i < LEADS; i++) leads.push(...(await makeQuoteRequest(db, { pros: 1 })).leadIds);
        return { buyers: made, leadIds: leads };
      });
      // The webhook endpoint is on this machine, which the outbound guard allows outside production only (decision 0043).
      const settings = { SMTP_URL: sink.url, NODE_ENV: "development", SEED_DEMO: "false" };
      const cookies: string[] = [];
      const acknowledged: { purchaseId: string; leadId: string; buyer: number }[] = [];
      let next = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const app = await launch(settings);
        // Sessions live in the database: signed in once, they survive the kills.
        if (round === 0) for (const b of buyers) cookies.push(await signInOverHttp(app.origin, b.email, password));
        const { attempts } = await streamThenKill<BuyAttempt>(app, {
          concurrency: CONCURRENCY,
          acknowledged: ACKS_PER_ROUND,
          ok: (a) => a.purchaseId !== undefined,
          // Two buyers try each lead one after the other, so sales race at every kill.
          post: async () => {
            const n = next++;
            const leadId = leadIds[Math.floor(n / 2) % leadIds.length]!;
            const buyer = n % BUYERS;
            try {
              return { leadId, buyer, ...(await buyOverHttp(app.origin, cookies[buyer]!, leadId, randomUUID())) };
            } catch {
              return { leadId, buyer, status: 0, purchaseId: undefined };
            }
          },
        });
        logs.push(app.output());
        for (const a of attempts) if (a.status === 302 && a.purchaseId) acknowledged.push({ purchaseId: a.purchaseId, leadId: a.leadId, buyer: a.buyer });

        const purchases = await world.rows<{ id: string; lead_id: string; contractor_id: string; price_cents: number; emails: number; webhooks: number }>(sql`
          select p.id, p.lead_id, p.contractor_id, p.price_cents,
            (select count(*) from outbox o where o.channel = 'email' and o.contractor_id = p.contractor_id and position(p.id::text in o.text) > 0)::int as emails,
            (select count(*) from outbox o where o.channel = 'webhook' and o.contractor_id = p.contractor_id and position(p.id::text in o.text) > 0)::int as webhooks
          from purchases p`);
        const byId = new Map(purchases.map((p) => [p.id, p]));
        // Every acknowledged sale exists, for its buyer and lead.
        expect(
          acknowledged.filter((a) => byId.get(a.purchaseId)?.lead_id !== a.leadId || byId.get(a.purchaseId)?.contractor_id !== buyers[a.buyer]!.id),
        ).toEqual([]);
        // No lead sold twice; a lead is 'sold' exactly when it has a purchase.
        expect(new Set(purchases.map((p) => p.lead_id)).size).toBe(purchases.length);
        const leads = await world.rows<{ id: string; status: string }>(sql`select id, status from leads`);
        const bought = new Set(purchases.map((p) => p.lead_id));
        expect(leads.filter((l) => (l.status === "sold") !== bought.has(l.id))).toEqual([]);
        // Each sale's e-mail and webhook were queued with it.
        expect(purchases.filter((p) => p.emails !== 1 || p.webhooks !== 1).map((p) => p.id)).toEqual([]);
        // Money: each balance is its top-up minus its purchases, and the ledger agrees.
        const balances = await world.rows<{ contractor_id: string; balance_cents: number }>(sql`select contractor_id, balance_cents from contractor_balances`);
        const spent = (id: string) => purchases.filter((p) => p.contractor_id === id).reduce((s, p) => s + p.price_cents, 0);
        expect(buyers.map((b) => balances.find((r) => r.contractor_id === b.id)?.balance_cents)).toEqual(buyers.map((b) => TOP_UP_MAX_CENTS - spent(b.id)));
        expect(await world.withDb((db) => ledgerReport(db))).toEqual({ unbalanced: 0, total: 0, mismatched: 0, negative: 0 });
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * ACKS_PER_ROUND);

      // After the last restart, every sale the database holds (each acknowledged one among them)
      // reaches the SMTP server and the webhook endpoint, including those queued or in flight at a kill.
      const sold = (await world.rows<{ id: string }>(sql`select id from purchases`)).map((p) => p.id);
      // On PostgreSQL other processes may be alive, so a killed one's claims (five-minute leases) are not
      // released at start (app/jobs/release-dead-leases.server.ts): those rows must still be pending and due
      // once the lease ends; everything else is delivered now. PGlite releases them and delivers all.
      const leased = await world.rows<{ text: string; status: string; due_within_lease: boolean }>(sql`
        select text, status, next_attempt_at <= now() + interval '300 seconds' as due_within_lease from outbox
        where channel in ('email', 'webhook') and status = 'pending' and attempts > 0 and next_attempt_at > now()`);
      expect(leased.filter((r) => !r.due_within_lease)).toEqual([]);
      const waiting = engine === "postgres" ? sold.filter((id) => leased.some((r) => r.text.includes(id))) : [];
      if (waiting.length > 0) console.log(`${engine}: ${waiting.length} sale(s) wait out the lease of the killed process`);
      const app = await launch(settings);
      const mailText = () => sink.received.map((m) => m.raw.replace(/=\r?\n/g, "")).join("\n");
      const undelivered = () => {
        const mails = mailText();
        const bodies = hooks.requests.map((r) => r.body).join("\n");
        return sold.filter((id) => !waiting.includes(id) && (!mails.includes(id) || !bodies.includes(id)));
      };
      await waitFor(async () => (undelivered().length === 0 ? true : undefined), {
        timeoutMs: DELIVERY_LIMIT_MS,
        what: "every sale's e-mail and webhook",
      }).catch(() => undefined);
      expect(undelivered()).toEqual([]);
      expect(hooks.requests.every((r) => typeof r.headers["webhook-signature"] === "string")).toBe(true);
      await app.stop();
      logs.push(app.output());
    } finally {
      await sink.stop();
      await hooks.stop();
    }
  }, 180_000);
});
