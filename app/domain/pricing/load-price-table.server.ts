import { leadPrices } from "~/db/schema";
import type { CategorySlug } from "~/content/categories";
import type { Executor } from "~/db/types.server";
import { buildPriceTable, type PriceTable, type StoredPrice } from "./price-table";

/** The admin-set ranges (lead_prices rows); a cell without a row uses its default. */
export async function loadStoredPrices(db: Executor): Promise<StoredPrice[]> {
  const rows = await db.select().from(leadPrices);
  return rows.map((r) => ({ category: r.category as CategorySlug, tier: r.tier, kind: r.kind, min: r.minDollars, max: r.maxDollars }));
}

/**
 * The effective price table (stored cells over the spec's defaults). Load it
 * once per operation and price every lead of it from the same table; a
 * purchase loads it inside its transaction, so the price it checks is the
 * price it charges.
 */
export async function loadPriceTable(db: Executor): Promise<PriceTable> {
  return buildPriceTable(await loadStoredPrices(db));
}
