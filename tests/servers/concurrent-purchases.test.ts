/**
 * Required: "Concurrency on PostgreSQL with two app server processes: many
 * contractors buying the same leads at once — each lead sold exactly once, no
 * contractor twice per request, balances consistent, not a cent lost or
 * created."
 *
 * Two real `node server.js` processes (the production build) share one
 * PostgreSQL database. Contractors sign in over HTTP and post the dashboard's
 * "Buy lead" form to both servers at once: every contractor tries every lead,
 * some forms twice with the same idempotency key (a double click, landing on
 * different servers). Then the database and the HTTP answers are checked.
 *
 * RUN_JOBS is on for one server and off for the other: the documented
 * deployment (one process also runs the pg-boss jobs, the others only serve),
 * and it shows purchases on a process whose job worker is busy with the
 * e-mails those purchases queue are as exact as on a web-only one.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { users } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { hashPassword } from "~/lib/auth/password.server";
import { rowsOf } from "~/db/types.server";
import { ledgerReport, makeContractor, makeQuoteRequest } from "../integration/marketplace/marketplace-fixtures";
import { createPostgresDatabase, testEngines } from "../support/test-database";
import { startAppServer, type AppServer } from "./app-server";
import { buyOverHttp, signInOverHttp, type BuyAnswer } from "./browser-posts";

// Roofing leads cost $56–$94 on pay-as-you-go: AMPLE buys all 20, SMALL one or two, CAP stops after two or three.
const AMPLE = 2_000_00;
const SMALL = 150_00;
const CAP = 200_00;
/** Per contractor: its test-mode top-up and weekly cap. Four have ample money and no cap (see the "every lead sold" proof below). */
const CONTRACTORS = [
  { balance: SMALL, cap: null },
  { balance: AMPLE, cap: CAP },
  { balance: AMPLE, cap: null },
  { balance: AMPLE, cap: null },
  { balance: SMALL, cap: null },
  { balance: AMPLE, cap: CAP },
  { balance: AMPLE, cap: null },
  { balance: AMPLE, cap: null },
] as const;
/** Leads per quote request: 4×3 + 3×2 + 2×1 = 20 leads, so the one-lead-per-request rule is raced too. */
const REQUEST_SIZES = [3, 3, 3, 3, 2, 2, 2, 1, 1] as const;

const MESSAGES: Record<number, string[]> = {
  409: ["This lead was just taken", "You already have a lead from this homeowner's request.", "This lead would take you over your weekly spend cap."],
  402: ["Your balance is too low to buy this lead. Please top up."],
};

type Attempt = { contractor: number; leadId: string; key: string; server: number; answer?: BuyAnswer };

describe.skipIf(!testEngines().includes("postgres"))("two app servers, one PostgreSQL database: contractors buying the same leads at once", () => {
  let created: { url: string; drop(): Promise<void> };
  let main: DatabaseHandle;
  const servers: AppServer[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabase();
    // Migrates the fresh database; the servers then find it migrated (and wait on the same advisory lock if not).
    main = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    const common = { DATABASE_URL: created.url, SEED_DEMO: "false", RATE_LIMIT_LOGIN_MAX: "1000", RATE_LIMIT_FORM_MAX: "1000" };
    servers.push(...(await Promise.all([startAppServer({ ...common, RUN_JOBS: "true" }), startAppServer({ ...common, RUN_JOBS: "false" })])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await main?.close();
    await created?.drop();
  }, 60_000);

  it("sells each lead once, never twice per request to one contractor, and keeps every cent", async () => {
    // What the servers logged explains a failure (a 500's stack, a refused start).
    onTestFailed(() => console.log(servers.map((s, i) => `--- server ${i} ---\n${s.output()}`).join("\n")));
    const env = parseEnv({ NODE_ENV: "test", DATABASE_URL: created.url });
    const buyers: { contractorId: string; email: string; password: string; cookie: string }[] = [];
    for (const [i, c] of CONTRACTORS.entries()) {
      const { contractorId, userId } = await makeContractor(main.db, env, { balanceCents: c.balance, weeklyCapCents: c.cap });
      const password = `buyer-${i}-${randomUUID()}`;
      const [user] = await main.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      // Signed in on one server, buying on both: the session lives in the database.
      const cookie = await signInOverHttp(servers[i % 2]!.origin, user!.email, password);
      buyers.push({ contractorId, email: user!.email, password, cookie });
    }
    const requests = [];
    for (const pros of REQUEST_SIZES) requests.push(await makeQuoteRequest(main.db, { pros }));
    const leadIds = requests.flatMap((r) => r.leadIds);
    expect(leadIds).toHaveLength(20);

    // Every contractor tries every lead (half of them in reverse order), alternating servers;
    // every fourth form is posted twice with its key, once to each server (a double click behind a load balancer).
    const attempts: Attempt[] = [];
    const duplicates: [Attempt, Attempt][] = [];
    for (const [contractor] of buyers.entries()) {
      const order = contractor % 2 === 0 ? leadIds : leadIds.toReversed();
      for (const [j, leadId] of order.entries()) {
        const key = randomUUID();
        const first: Attempt = { contractor, leadId, key, server: (contractor + j) % 2 };
        attempts.push(first);
        if (j % 4 === 0) {
          const second: Attempt = { contractor, leadId, key, server: 1 - first.server };
          attempts.push(second);
          duplicates.push([first, second]);
        }
      }
    }
    await Promise.all(
      attempts.map(async (a) => {
        a.answer = await buyOverHttp(servers[a.server]!.origin, buyers[a.contractor]!.cookie, a.leadId, a.key);
      }),
    );
    const answers = attempts.map((a) => a.answer!);

    // HTTP: no 5xx; a purchase is a redirect to its page; every refusal says why, with its status.
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const refusals = answers.filter((a) => a.status !== 302);
    expect(refusals.filter((a) => !(MESSAGES[a.status] ?? []).includes(a.message ?? ""))).toEqual([]);
    // Proof that some loser was told: each 1-lead request is tried by the four ample, uncapped contractors,
    // who can fail only because the lead is gone (they hold nothing else of that request), so three lose that way.
    expect(refusals.filter((a) => a.message === "This lead was just taken").length).toBeGreaterThanOrEqual(6);

    // Double clicks: both posts of one key end on the same purchase, or both were refused.
    const outcome = (a: Attempt) => (a.answer!.status === 302 ? `purchase ${a.answer!.purchaseId}` : "refused");
    expect(duplicates.filter(([a, b]) => outcome(a) !== outcome(b)).map(([a, b]) => [a.key, outcome(a), outcome(b)])).toEqual([]);
    // A form resent later, to the other server, lands on the same purchase too (and charges nothing: see the money checks).
    const won = attempts.filter((a) => a.answer!.status === 302);
    const resent = await Promise.all(won.map((a) => buyOverHttp(servers[1 - a.server]!.origin, buyers[a.contractor]!.cookie, a.leadId, a.key)));
    expect(resent.map((r) => r.purchaseId)).toEqual(won.map((a) => a.answer!.purchaseId));

    const purchases = rowsOf<{ id: string; lead_id: string; contractor_id: string; quote_request_id: string; idempotency_key: string; price_cents: number }>(
      await main.db.execute(sql`select id, lead_id, contractor_id, quote_request_id, idempotency_key, price_cents from purchases`),
    );
    // What the servers answered is what the database holds: each purchase was redirected to, for its buyer and key.
    const answered = new Map<string, Attempt>();
    for (const a of attempts) if (a.answer!.status === 302) answered.set(a.answer!.purchaseId!, a);
    expect(purchases.map((p) => p.id).toSorted()).toEqual([...answered.keys()].toSorted());
    for (const p of purchases) {
      const a = answered.get(p.id)!;
      expect({ contractor: p.contractor_id, lead: p.lead_id, key: p.idempotency_key }).toEqual({
        contractor: buyers[a.contractor]!.contractorId,
        lead: a.leadId,
        key: a.key,
      });
    }

    // Each lead sold at most once, and here exactly once: with four ample, uncapped buyers trying every
    // lead, a lead stays unsold only if all four held another lead of its request, and no request has four leads.
    expect(new Set(purchases.map((p) => p.lead_id)).size).toBe(purchases.length);
    expect(purchases).toHaveLength(leadIds.length);
    const sold = rowsOf<{ id: string; status: string }>(await main.db.execute(sql`select id, status from leads`));
    const bought = new Set(purchases.map((p) => p.lead_id));
    expect(sold.filter((l) => (l.status === "sold") !== bought.has(l.id))).toEqual([]);
    // No contractor twice per quote request.
    expect(new Set(purchases.map((p) => `${p.contractor_id}/${p.quote_request_id}`)).size).toBe(purchases.length);

    // Money: each balance is its top-up minus its purchases; caps held; the ledger balances per
    // transaction and overall; the platform earned exactly what was paid.
    const balances = rowsOf<{ contractor_id: string; balance_cents: number }>(
      await main.db.execute(sql`select contractor_id, balance_cents from contractor_balances`),
    );
    const spent = buyers.map((b) => purchases.filter((p) => p.contractor_id === b.contractorId).reduce((s, p) => s + p.price_cents, 0));
    expect(buyers.map((b) => balances.find((r) => r.contractor_id === b.contractorId)?.balance_cents)).toEqual(
      CONTRACTORS.map((c, i) => c.balance - spent[i]!),
    );
    expect(CONTRACTORS.filter((c, i) => c.cap !== null && spent[i]! > c.cap)).toEqual([]);
    const topUps = Number(
      rowsOf<{ s: string }>(await main.db.execute(sql`select coalesce(sum(amount_cents), 0)::bigint as s from top_ups where status = 'completed'`))[0]!.s,
    );
    expect(topUps).toBe(CONTRACTORS.reduce((s, c) => s + c.balance, 0));
    expect(await ledgerReport(main.db)).toEqual({ unbalanced: 0, total: 0, mismatched: 0, negative: 0 });
    const revenue = Number(
      rowsOf<{ s: string }>(
        await main.db.execute(sql`select coalesce(sum(amount_cents), 0)::bigint as s from ledger_entries where account_key = 'platform-revenue'`),
      )[0]!.s,
    );
    const paid = purchases.reduce((s, p) => s + p.price_cents, 0);
    expect(revenue).toBe(paid);
    expect(balances.reduce((s, b) => s + b.balance_cents, 0)).toBe(topUps - paid);
  }, 180_000);
});
