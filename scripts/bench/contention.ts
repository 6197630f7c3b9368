/**
 * Contention: CONTRACTORS contractors post PURCHASES buy forms for LEADS leads
 * all at once, over two app processes on one PostgreSQL database. Checked
 * afterwards in the database: how many sales, none sold twice, and every
 * balance equal to its top-ups minus its purchases plus its credits.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { signInOverHttp } from "../../tests/servers/browser-posts";
import type { Cluster } from "../../tests/support/postgres-cluster";
import { prepareEngine } from "./engine";
import { round } from "./load";
import { buy } from "./traffic";

export type Contention = { posts: number; sales: number; leads: number; soldTwice: number; balancesOff: number; purchasesPerSecond: number; seconds: number };

export async function measureContention(cluster: Cluster, size: { contractors: number; leads: number; posts: number }): Promise<Contention> {
  const engine = await prepareEngine("postgres", { contractors: size.contractors, leads: size.leads, deliveryLeads: 0 }, "https://example.com/hook", cluster);
  try {
    const servers = await Promise.all([engine.launch({ RUN_JOBS: "true" }), engine.launch({ RUN_JOBS: "false" })]);
    const racers = engine.seed.racers;
    const cookies = await Promise.all(racers.map((r, i) => signInOverHttp(servers[i % 2]!.origin, r.email, r.password)));
    const leads = engine.seed.raceLeadIds;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: size.posts }, (_, i) => {
        // Every lead is wanted by posts/leads contractors at once, spread over both servers.
        const racer = (i * 7 + Math.floor(i / leads.length)) % racers.length;
        return buy(servers[i % 2]!.origin, cookies[racer]!, leads[i % leads.length]!).catch(() => undefined);
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const handle = await openDatabase({ databaseUrl: engine.settings.DATABASE_URL, dataDir: engine.dataDir });
    const one = async (q: ReturnType<typeof sql>) => Number(Object.values(rowsOf<Record<string, unknown>>(await handle.db.execute(q))[0]!)[0]);
    const sales = await one(sql`select count(*) from purchases`);
    const soldTwice = await one(sql`select count(*) from (select lead_id from purchases group by lead_id having count(*) > 1) t`);
    const balancesOff = await one(sql`
      select count(*) from contractor_balances b
      where b.balance_cents <> coalesce((select sum(amount_cents) from top_ups t where t.contractor_id = b.contractor_id and t.status = 'completed'), 0)
        - coalesce((select sum(price_cents) from purchases p where p.contractor_id = b.contractor_id), 0)
        + coalesce((select sum(e.amount_cents) from ledger_entries e where e.contractor_id = b.contractor_id and e.kind = 'credit'), 0)`);
    await handle.close();
    return { posts: size.posts, sales, leads: leads.length, soldTwice, balancesOff, purchasesPerSecond: round(sales / seconds), seconds: round(seconds, 2) };
  } finally {
    await engine.cleanup();
  }
}
