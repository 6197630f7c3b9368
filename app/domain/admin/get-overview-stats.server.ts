import { sql } from "drizzle-orm";
import { accountKey, platformRevenue } from "~/domain/ledger/ledger-rules";
import { rowsOf, type Executor } from "~/db/types.server";

/**
 * Admin overview over the last `days` days (UTC), ending today:
 * - leads created per day and category;
 * - sell-through: leads of the window that were ever sold (sold, returned,
 *   credited, replaced) out of the leads offered (everything but invalid);
 * - revenue per day: the net movement of the platform-revenue ledger account
 *   (lead prices minus return credits);
 * - return rate: returns asked for on purchases of the window, out of those purchases.
 */
export async function getOverviewStats(db: Executor, now: Date, days = 14) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * 86_400_000);
  const dayList = Array.from({ length: days }, (_, i) => new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10));

  const perDay = rowsOf<{ day: string; category: string; n: number | string }>(
    await db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, category, count(*) as n
      from leads where created_at >= ${since.toISOString()}::timestamptz group by 1, 2`),
  ).map((r) => ({ day: r.day, category: r.category, n: Number(r.n) }));

  const [sell] = rowsOf<{ offered: number | string; sold: number | string }>(
    await db.execute(sql`select count(*) filter (where status <> 'invalid') as offered,
      count(*) filter (where status in ('sold', 'returned', 'credited', 'replaced')) as sold
      from leads where created_at >= ${since.toISOString()}::timestamptz`),
  );

  const revenue = rowsOf<{ day: string; cents: number | string }>(
    await db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(amount_cents) as cents
      from ledger_entries where account_key = ${accountKey(platformRevenue)} and created_at >= ${since.toISOString()}::timestamptz group by 1`),
  ).map((r) => ({ day: r.day, cents: Number(r.cents) }));

  const [ret] = rowsOf<{ purchases: number | string; returns: number | string }>(
    await db.execute(sql`select count(*) as purchases, count(r.id) as returns
      from purchases p left join lead_returns r on r.purchase_id = p.id
      where p.purchased_at >= ${since.toISOString()}::timestamptz`),
  );

  return {
    days: dayList,
    leadsPerDay: perDay,
    offered: Number(sell?.offered ?? 0),
    sold: Number(sell?.sold ?? 0),
    revenuePerDay: revenue,
    purchases: Number(ret?.purchases ?? 0),
    returns: Number(ret?.returns ?? 0),
  };
}
