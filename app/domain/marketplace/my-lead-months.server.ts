import { sql } from "drizzle-orm";
import { rowsOf } from "~/db/types.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";

export type LeadMonth = { month: string; spentCents: number; bought: number; won: number; jobValueCents: number };

/** How many months "Results by month" shows: the query reads one index range of the contractor's purchases, never all of them. */
export const RESULT_MONTHS = 12;

/**
 * The contractor's results per calendar month (UTC), newest first, for the
 * last RESULT_MONTHS months: leads bought, money spent (a credited return
 * gives it back), jobs won and their value. Counted by the database, so My
 * leads can show a page of leads and still total every lead of a month.
 */
export async function myLeadMonths(ctx: DomainContext, contractorId: string): Promise<LeadMonth[]> {
  const now = nowOf(ctx);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (RESULT_MONTHS - 1), 1));
  const rows = rowsOf<{ month: string; spent: number; bought: number; won: number; job_value: number }>(
    await ctx.db.execute(sql`
      select to_char(p.purchased_at at time zone 'UTC', 'YYYY-MM') as month,
        coalesce(sum(p.price_cents) filter (where r.status is distinct from 'credited'), 0)::int as spent,
        count(*)::int as bought,
        count(*) filter (where p.pipeline_status = 'won')::int as won,
        coalesce(sum(p.job_value_cents) filter (where p.pipeline_status = 'won'), 0)::bigint as job_value
      from purchases p left join lead_returns r on r.purchase_id = p.id
      where p.contractor_id = ${contractorId} and p.purchased_at >= ${from.toISOString()}::timestamptz
      group by 1 order by 1 desc`),
  );
  return rows.map((r) => ({ month: r.month, spentCents: Number(r.spent), bought: Number(r.bought), won: Number(r.won), jobValueCents: Number(r.job_value) }));
}
