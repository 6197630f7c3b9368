/**
 * Many contractors buying the same leads at once, each through its OWN pg
 * pool (as separate app processes would), on PostgreSQL: each lead sold
 * exactly once, no contractor twice per request, balances consistent, not a
 * cent created or lost.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { AlreadyHoldsLeadFromRequestError, LeadTakenError, WeeklyCapReachedError } from "~/domain/marketplace/errors";
import { InsufficientBalanceError } from "~/domain/ledger/insufficient-balance-error";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { rowsOf } from "~/db/types.server";
import { testEnv } from "../../support/form-requests";
import { createPostgresDatabase, testEngines } from "../../support/test-database";
import { ledgerReport, makeContractor, makeQuoteRequest } from "./marketplace-fixtures";

const CONTRACTORS = 8;
const REQUESTS = 10; // 3 leads each

describe.skipIf(!testEngines().includes("postgres"))("concurrent purchases on PostgreSQL", () => {
  let created: { url: string; drop(): Promise<void> };
  let main: DatabaseHandle;
  const pools: DatabaseHandle[] = [];
  const t = testEnv();
  beforeAll(async () => {
    created = await createPostgresDatabase();
    main = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    for (let i = 0; i < CONTRACTORS; i++) pools.push(await openDatabase({ databaseUrl: created.url, dataDir: "" }));
  });
  afterAll(async () => {
    for (const p of pools) await p.close();
    await main.close();
    await created.drop();
    t.cleanup();
  });

  it("sells each lead exactly once and keeps every cent", async () => {
    const buyers = [];
    for (let i = 0; i < CONTRACTORS; i++) {
      // Some with little money or a tight cap, so those refusals race too.
      buyers.push(await makeContractor(main.db, t.env, { balanceCents: i % 3 === 0 ? 150_00 : 2_000_00, weeklyCapCents: i % 4 === 1 ? 300_00 : null }));
    }
    const requests = [];
    for (let r = 0; r < REQUESTS; r++) requests.push(await makeQuoteRequest(main.db, { pros: 3 }));
    const leadIds = requests.flatMap((r) => r.leadIds);
    const before = await ledgerReport(main.db);

    // Every contractor tries every lead, in its own order, with a double-click repeat of some keys.
    const attempts = buyers.flatMap((b, i) => {
      const order = i % 2 === 0 ? leadIds : leadIds.toReversed();
      return order.flatMap((leadId, j) => {
        const key = `k-${b.contractorId}-${leadId}`;
        const call = () => purchaseLead({ db: pools[i]!.db, env: t.env }, b.contractorId, leadId, key);
        return j % 5 === 0 ? [call, call] : [call];
      });
    });
    const settled = await Promise.allSettled(attempts.map((f) => f()));
    const unexpected = settled.filter(
      (s) =>
        s.status === "rejected" &&
        !(
          s.reason instanceof LeadTakenError ||
          s.reason instanceof AlreadyHoldsLeadFromRequestError ||
          s.reason instanceof InsufficientBalanceError ||
          s.reason instanceof WeeklyCapReachedError
        ),
    );
    expect(unexpected.map((u) => (u as PromiseRejectedResult).reason)).toEqual([]);

    const sold = rowsOf<{ lead_id: string; n: number }>(
      await main.db.execute(sql`select lead_id, count(*)::int as n from purchases group by lead_id having count(*) > 1`),
    );
    expect(sold).toEqual([]);
    const twice = rowsOf<{ n: number }>(
      await main.db.execute(sql`select count(*)::int as n from (select 1 from purchases group by contractor_id, quote_request_id having count(*) > 1) t`),
    );
    expect(twice[0]!.n).toBe(0);
    const statuses = rowsOf<{ status: string; n: number }>(await main.db.execute(sql`select l.status, count(*)::int as n from leads l group by l.status`));
    const purchasesCount = rowsOf<{ n: number }>(await main.db.execute(sql`select count(*)::int as n from purchases`))[0]!.n;
    expect(statuses.find((s) => s.status === "sold")?.n ?? 0).toBe(purchasesCount);
    expect(purchasesCount).toBeGreaterThan(0);
    const report = await ledgerReport(main.db);
    expect(report).toEqual({ unbalanced: 0, total: 0, mismatched: 0, negative: 0 });
    expect(before.total).toBe(0);
    // Money: the contractors' total fell by exactly what the platform earned.
    const revenue = Number(
      rowsOf<{ s: string }>(
        await main.db.execute(sql`select coalesce(sum(amount_cents),0)::bigint as s from ledger_entries where account_key = 'platform-revenue'`),
      )[0]!.s,
    );
    const paid = Number(rowsOf<{ s: string }>(await main.db.execute(sql`select coalesce(sum(price_cents),0)::bigint as s from purchases`))[0]!.s);
    expect(revenue).toBe(paid);
    // Hard caps held.
    const overCap = rowsOf<{ n: number }>(
      await main.db.execute(
        sql`select count(*)::int as n from contractors c where c.weekly_cap_cents is not null and (select coalesce(sum(price_cents),0) from purchases p where p.contractor_id = c.id) > c.weekly_cap_cents`,
      ),
    );
    expect(overCap[0]!.n).toBe(0);
  }, 120_000);

  it("two separate Node processes selling the same leads: each sold once, no cent lost", async () => {
    const buyers = [];
    for (let i = 0; i < 6; i++) buyers.push(await makeContractor(main.db, t.env, { balanceCents: 1_000_00 }));
    const requests = [];
    for (let r = 0; r < 8; r++) requests.push(await makeQuoteRequest(main.db, { pros: 2 }));
    const leadIds = requests.flatMap((r) => r.leadIds);
    const ids = buyers.map((b) => b.contractorId);
    // Both processes hold overlapping contractors, so one contractor races itself across processes too.
    const runs = await Promise.all([runBuyerProcess(created.url, ids.slice(0, 4), leadIds), runBuyerProcess(created.url, ids.slice(2), leadIds)]);
    const sold = runs.reduce((sum, r) => sum + (r.sold ?? 0), 0);
    const unexpected = runs.flatMap((r) => Object.keys(r)).filter((k) => !["sold", "lead_taken", "already_holds_lead_from_request"].includes(k));
    expect(unexpected).toEqual([]);
    const rows = rowsOf<{ n: number; leads: number; pairs: number }>(
      await main.db
        .execute(sql`select count(*)::int as n, count(distinct lead_id)::int as leads, count(distinct (contractor_id, quote_request_id))::int as pairs
        from purchases where contractor_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
    )[0]!;
    expect(rows.n).toBe(sold);
    expect(rows.leads).toBe(rows.n);
    expect(rows.pairs).toBe(rows.n);
    expect(rows.n).toBe(leadIds.length); // enough money and buyers for every lead to sell
    expect(await ledgerReport(main.db)).toEqual({ unbalanced: 0, total: 0, mismatched: 0, negative: 0 });
  }, 120_000);
});

function runBuyerProcess(url: string, contractorIds: string[], leadIds: string[]): Promise<Record<string, number>> {
  const here = path.join(process.cwd(), "tests/integration/marketplace");
  const child = spawn(
    process.execPath,
    [
      "--experimental-transform-types",
      "--no-warnings",
      "--import",
      path.join(here, "../../../scripts/register-ts-alias.mjs"),
      path.join(here, "buyer-process.ts"),
      JSON.stringify({ url, contractorIds, leadIds }),
    ],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LOG_LEVEL: "error" } },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`buyer process exited ${code}: ${err}`));
      else resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as Record<string, number>);
    });
  });
}
