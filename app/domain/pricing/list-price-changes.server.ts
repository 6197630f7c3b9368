import { and, eq } from "drizzle-orm";
import type { CategorySlug } from "~/content/categories";
import { leadPriceChanges, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type Page, type PageRequest } from "~/domain/shared/keyset-page.server";

// (at, id) desc through lead_price_changes_at_id_idx, or (category, at, id) for one category (migration 0013).
const changeOrder = keyset(leadPriceChanges.at, leadPriceChanges.id);

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

/** One keyset page of the price table's history, newest first, optionally of one category. */
export async function listPriceChanges(db: Executor, options: { category?: CategorySlug } & PageRequest = {}): Promise<Page<PriceChange>> {
  const limit = options.limit ?? LIST_PAGE_SIZE;
  const rows = await db
    .select({ change: leadPriceChanges, actor: users.email, ...changeOrder.key })
    .from(leadPriceChanges)
    .leftJoin(users, eq(users.id, leadPriceChanges.actorUserId))
    .where(and(options.category ? eq(leadPriceChanges.category, options.category) : undefined, changeOrder.after(options.after)))
    .orderBy(...changeOrder.orderBy)
    .limit(limit + 1);
  const page = changeOrder.page(rows, limit);
  // The cells of one save share their time: within it, list them in table order.
  const rank = (c: typeof leadPriceChanges.$inferSelect) => `${c.category}\u0000${c.tier}\u0000${c.kind}`;
  const inOrder = page.rows.toSorted((a, b) => b.change.at.getTime() - a.change.at.getTime() || rank(a.change).localeCompare(rank(b.change)));
  return { next: page.next, rows: inOrder.map(toChange) };
}

function toChange({ change: c, actor }: { change: typeof leadPriceChanges.$inferSelect; actor: string | null }): PriceChange {
  return {
    id: c.id,
    category: c.category,
    tier: c.tier,
    kind: c.kind,
    before: { min: c.beforeMin, max: c.beforeMax },
    after: { min: c.afterMin, max: c.afterMax },
    reason: c.reason,
    actor,
    at: c.at,
  };
}
