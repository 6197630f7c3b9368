/** What the database says about the race's leads afterwards: each sold once, and the money still adds up. */
import { count, countDistinct, eq, and, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { leads, purchases } from "~/db/schema";
import { ledgerReport } from "../../tests/integration/marketplace/marketplace-fixtures";

export type SoldOnceReport = {
  /** Purchase rows of the race's leads. */
  purchases: number;
  /** Distinct leads among them (equal to `purchases` when no lead was sold twice). */
  leadsBought: number;
  /** Race leads whose status is 'sold' (equal to `leadsBought` when status and purchases agree). */
  leadsMarkedSold: number;
  /** Ledger invariants of the whole database (all zero when every cent is accounted for). */
  ledger: Awaited<ReturnType<typeof ledgerReport>>;
};

export async function soldOnceReport(db: Db, leadIds: string[]): Promise<SoldOnceReport> {
  const [bought] = await db
    .select({ n: count(), leads: countDistinct(purchases.leadId) })
    .from(purchases)
    .where(inArray(purchases.leadId, leadIds));
  const [sold] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(inArray(leads.id, leadIds), eq(leads.status, "sold")));
  return { purchases: bought!.n, leadsBought: bought!.leads, leadsMarkedSold: sold!.n, ledger: await ledgerReport(db) };
}
