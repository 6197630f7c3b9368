import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "~/db/types.server";

/** Admin: what waits for a decision, and the size of the marketplace. */
export async function getOverviewCounts(db: Executor) {
  const [row] = rowsOf<Record<string, number | string>>(
    await db.execute(sql`select
      (select count(*) from contractor_applications where status in ('submitted', 'in_review')) as applications,
      (select count(*) from lead_returns where status = 'pending') as returns,
      (select count(*) from contractors where status = 'active') as contractors,
      (select count(*) from leads where status in ('available', 'aged')) as leads_for_sale`),
  );
  return {
    applications: Number(row?.applications ?? 0),
    returns: Number(row?.returns ?? 0),
    contractors: Number(row?.contractors ?? 0),
    leadsForSale: Number(row?.leads_for_sale ?? 0),
  };
}
