import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "~/db/types.server";
import { cappedCount } from "~/domain/shared/keyset-page.server";

/**
 * Admin: what waits for a decision, and the size of the marketplace. Each
 * count stops after COUNT_CAP + 1 rows (shown as "1,000+"): the overview
 * never counts a big table to its end (each reads its status index).
 */
export async function getOverviewCounts(db: Executor) {
  const [row] = rowsOf<Record<string, number | string>>(
    await db.execute(sql`select
      ${cappedCount(sql`select 1 from contractor_applications where status in ('submitted', 'in_review')`)} as applications,
      ${cappedCount(sql`select 1 from lead_returns where status = 'pending'`)} as returns,
      ${cappedCount(sql`select 1 from contractors where status = 'active'`)} as contractors,
      ${cappedCount(sql`select 1 from leads where status in ('available', 'aged')`)} as leads_for_sale`),
  );
  return {
    applications: Number(row?.applications ?? 0),
    returns: Number(row?.returns ?? 0),
    contractors: Number(row?.contractors ?? 0),
    leadsForSale: Number(row?.leads_for_sale ?? 0),
  };
}
