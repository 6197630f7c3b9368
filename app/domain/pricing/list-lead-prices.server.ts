import { eq } from "drizzle-orm";
import { categorySlugs, type CategorySlug } from "~/content/categories";
import { tiers, type PriceRange, type Tier } from "~/content/prices";
import { leadPrices, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { buildPriceTable, rangeIn, sameCell, specPriceTable } from "./price-table";
import { priceKinds, type PriceKind } from "~/forms/lead-price-rules";

export type LeadPriceCell = {
  tier: Tier;
  kind: PriceKind;
  /** The range leads are priced from now. */
  current: PriceRange;
  /** The range without any edit: the spec's, or for aged leads the spec gives none for, the bottom-40% rule on the spec's range. */
  spec: PriceRange;
  /** True when the spec (section 9) states this range itself; false for a derived aged default. */
  specStated: boolean;
  /** Set when an admin's range is stored for this cell. */
  edited: { at: Date; by: string | null } | null;
};

/** Admin: the whole price table, category by category, with what each cell would be without edits. */
export async function listLeadPrices(db: Executor): Promise<{ category: CategorySlug; cells: LeadPriceCell[] }[]> {
  const rows = await db.select({ price: leadPrices, by: users.email }).from(leadPrices).leftJoin(users, eq(users.id, leadPrices.updatedByUserId));
  const stored = rows.map(({ price: r, by }) => ({
    category: r.category as CategorySlug,
    tier: r.tier,
    kind: r.kind,
    min: r.minDollars,
    max: r.maxDollars,
    at: r.updatedAt,
    by,
  }));
  const table = buildPriceTable(stored);
  return categorySlugs.map((category) => ({
    category,
    cells: tiers.flatMap((tier) =>
      priceKinds.map((kind): LeadPriceCell => {
        const cell = { category, tier, kind };
        const row = stored.find((s) => sameCell(s, cell));
        return {
          tier,
          kind,
          current: rangeIn(table, cell),
          spec: rangeIn(specPriceTable, cell),
          specStated: kind === "fresh" || category === "solar",
          edited: row ? { at: row.at, by: row.by } : null,
        };
      }),
    ),
  }));
}
