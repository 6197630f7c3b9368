import { sql } from "drizzle-orm";
import { accountKey, platformRevenue } from "~/domain/ledger/ledger-rules";
import { rowsOf, type Executor } from "~/db/types.server";
import type { OverviewRange } from "./overview-range";

const num = (v: unknown) => Number(v ?? 0);

/**
 * Admin overview over a range of whole days in the admin's zone (overview-range.ts), every figure read through an index
 * range on its time column, so the cost follows the range, not the table:
 * - leads created per bucket and category (leads_created_id_idx) and sell-through (leads of the range ever sold out
 *   of those offered, i.e. not invalid);
 * - revenue per bucket: lead sales into the platform-revenue account, and return credits out of it
 *   (ledger_entries_account_created_idx); net = sales − credits;
 * - leads sold in the range per category and per state (purchases_purchased_at_idx), and the return rate of those
 *   purchases;
 * - unmatched requests: requests of the range that no verified pro served when sent (unmatched_requests_created_at_idx).
 */
export async function getOverviewStats(db: Executor, range: OverviewRange) {
  // The bounds compare the bare column, so its index serves them; only the bucket reads local time.
  const within = (column: string) => sql`${sql.raw(column)} >= ${range.startsAt}::timestamptz and ${sql.raw(column)} < ${range.endsAt}::timestamptz`;
  // range.bucket is one of three words (Bucket), never input text; the zone is a bound parameter, as it comes from a setting.
  const bucketOf = (column: string) =>
    sql`to_char(date_trunc(${sql.raw(`'${range.bucket}'`)}, ${sql.raw(column)} at time zone ${range.zone}::text), 'YYYY-MM-DD')`;

  const perBucket = rowsOf<{ day: string; category: string; n: unknown }>(
    await db.execute(sql`select ${bucketOf("created_at")} as day, category, count(*) as n from leads where ${within("created_at")} group by 1, 2`),
  ).map((r) => ({ day: r.day, category: r.category, n: num(r.n) }));

  const [sell] = rowsOf<{ offered: unknown; sold: unknown }>(
    await db.execute(sql`select count(*) filter (where status <> 'invalid') as offered,
      count(*) filter (where status in ('sold', 'returned', 'credited', 'replaced')) as sold
      from leads where ${within("created_at")}`),
  );

  const revenue = rowsOf<{ day: string; sales: unknown; credits: unknown }>(
    await db.execute(sql`select ${bucketOf("created_at")} as day,
        coalesce(sum(amount_cents) filter (where kind = 'purchase'), 0) as sales,
        coalesce(-sum(amount_cents) filter (where kind = 'credit'), 0) as credits
      from ledger_entries where account_key = ${accountKey(platformRevenue)} and ${within("created_at")} group by 1`),
  ).map((r) => ({ day: r.day, sales: num(r.sales), credits: num(r.credits) }));

  const sold = rowsOf<{ category: string; state: string; n: unknown; cents: unknown }>(
    await db.execute(sql`select l.category, q.state, count(*) as n, sum(p.price_cents) as cents
      from purchases p join leads l on l.id = p.lead_id join quote_requests q on q.id = l.quote_request_id
      where ${within("p.purchased_at")} group by 1, 2`),
  ).map((r) => ({ category: r.category, state: r.state, n: num(r.n), cents: num(r.cents) }));

  const [ret] = rowsOf<{ purchases: unknown; returns: unknown }>(
    await db.execute(sql`select count(*) as purchases, count(r.id) as returns
      from purchases p left join lead_returns r on r.purchase_id = p.id where ${within("p.purchased_at")}`),
  );

  const [unmatched] = rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from unmatched_requests where ${within("created_at")}`));

  const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);
  const group = (key: "category" | "state") => {
    const out = new Map<string, { n: number; cents: number }>();
    for (const r of sold) {
      const g = out.get(r[key]) ?? { n: 0, cents: 0 };
      out.set(r[key], { n: g.n + r.n, cents: g.cents + r.cents });
    }
    return [...out].map(([name, g]) => ({ name, ...g })).toSorted((a, b) => b.n - a.n || a.name.localeCompare(b.name));
  };
  return {
    range,
    leadsPerBucket: perBucket,
    offered: num(sell?.offered),
    sold: num(sell?.sold),
    revenuePerBucket: revenue,
    salesCents: sum(revenue, (r) => r.sales),
    creditsCents: sum(revenue, (r) => r.credits),
    soldByCategory: group("category"),
    soldByState: group("state"),
    purchases: num(ret?.purchases),
    returns: num(ret?.returns),
    unmatchedRequests: num(unmatched?.n),
  };
}
