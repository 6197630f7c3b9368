/**
 * Seeded contractors' money, written after their purchases: one completed test-mode top-up each, of what they
 * spent net of credits plus a starting balance of $100 to $2,000 (so no balance is ever below zero), with the two
 * ledger entries of a top-up; then every balance row set to the sum of the contractor's entries, as the app
 * keeps it. One INSERT … SELECT per table over all the run's contractors.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { SeedRun } from "./run";

/** The accounts every purchase, credit and top-up posts to besides the contractor's; the app creates them on first use. */
export async function ensurePlatformAccounts(db: Db): Promise<void> {
  await db.execute(sql`insert into ledger_accounts (key, kind) values ('platform-revenue', 'platform-revenue'), ('payment-clearing', 'payment-clearing'),
    ('promotional-credits', 'promotional-credits') on conflict do nothing`);
}

export async function insertTopUpsAndBalances(db: Db, run: SeedRun, now: Date): Promise<void> {
  const mine = sql`c.license_number like ${`SEED-${run.tag}-%`}`;
  await db.execute(sql`
    with spent as (
      select c.id, coalesce(-sum(e.amount_cents), 0) + 10000 + (hashint8(abs(hashtext(c.id::text))::bigint) & 2147483647) % 190001 as amount
      from contractors c left join ledger_entries e on e.contractor_id = c.id where ${mine} group by c.id),
    t as (
      insert into top_ups (id, contractor_id, provider, provider_ref, amount_cents, status, created_at, completed_at)
      select ${run.uuid("t", sql`id`)}, id, 'test', 'seed-' || ${run.tag} || '-' || id, amount, 'completed', ${now.toISOString()}::timestamptz - interval '400 days',
        ${now.toISOString()}::timestamptz - interval '400 days'
      from spent returning id, contractor_id, amount_cents, created_at)
    insert into ledger_entries (transaction_id, account_key, contractor_id, amount_cents, kind, reference_id, memo, created_at)
    select ${run.uuid("tt", sql`t.id`)}, e.account, e.contractor, e.amount, 'top-up', t.id, 'Test-mode top-up', t.created_at
    from t cross join lateral (values ('payment-clearing', null::uuid, -t.amount_cents), ('contractor-balance:' || t.contractor_id, t.contractor_id, t.amount_cents)) e(account, contractor, amount)`);
  await db.execute(sql`
    update contractor_balances b set balance_cents = s.total, updated_at = ${now.toISOString()}::timestamptz
    from (select e.contractor_id, sum(e.amount_cents)::int as total from ledger_entries e join contractors c on c.id = e.contractor_id where ${mine} group by e.contractor_id) s
    where b.contractor_id = s.contractor_id`);
}
