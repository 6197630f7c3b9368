import { desc, eq } from "drizzle-orm";
import type { CategorySlug } from "~/content/categories";
import { leadPriceChanges, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";

export type PriceChange = {
  id: string;
  category: string;
  tier: string;
  kind: string;
  before: { min: number; max: number };
  after: { min: number; max: number };
  reason: string;
  /** The admin's e-mail, or null when the account is gone. */
  actor: string | null;
  at: Date;
};

/** The price table's history, newest first, optionally of one category. */
export async function listPriceChanges(db: Executor, options: { category?: CategorySlug; limit?: number } = {}): Promise<PriceChange[]> {
  const rows = await db
    .select({ change: leadPriceChanges, actor: users.email })
    .from(leadPriceChanges)
    .leftJoin(users, eq(users.id, leadPriceChanges.actorUserId))
    .where(options.category ? eq(leadPriceChanges.category, options.category) : undefined)
    // The cells of one save share their time: list them in table order.
    .orderBy(desc(leadPriceChanges.at), leadPriceChanges.category, leadPriceChanges.tier, leadPriceChanges.kind)
    .limit(options.limit ?? 200);
  return rows.map(({ change: c, actor }) => ({
    id: c.id,
    category: c.category,
    tier: c.tier,
    kind: c.kind,
    before: { min: c.beforeMin, max: c.beforeMax },
    after: { min: c.afterMin, max: c.afterMax },
    reason: c.reason,
    actor,
    at: c.at,
  }));
}
