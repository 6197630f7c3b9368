import { desc, eq, lt } from "drizzle-orm";
import type { LeadSkipReason } from "~/db/enums";
import { leadSkips, leads } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { formatCents } from "../shared/money";

export type LeadSkip = { contractorId: string; leadId: string; source: "auto-buy" | "alert"; reason: LeadSkipReason; detail: string };

/** How long a skip reason is kept: the dashboard shows the recent ones only. */
export const LEAD_SKIP_DAYS = 30;

/** What the contractor reads for a reason, e.g. "balance $31.00 < price $75.00". */
export function skipDetail(reason: LeadSkipReason, facts: { balanceCents: number; priceCents: number; spentCents: number; capCents: number | null }): string {
  switch (reason) {
    case "balance":
      return `balance ${formatCents(facts.balanceCents)} < price ${formatCents(facts.priceCents)}`;
    case "weekly-cap":
      return `weekly cap ${formatCents(facts.capCents ?? 0)} reached (${formatCents(facts.spentCents)} spent, price ${formatCents(facts.priceCents)})`;
    case "paused":
      return "lead delivery paused";
    case "documents-expired":
      return "license or insurance expired";
  }
}

/**
 * Remember why a lead was skipped for a contractor: one row per (contractor, lead), the first reason kept (auto-buy
 * and the alert may both skip it; either says why). Bounded by the key and by pruneLeadSkips.
 */
export async function recordLeadSkips(db: Executor, skips: readonly LeadSkip[], now: Date): Promise<void> {
  if (skips.length === 0) return;
  await db
    .insert(leadSkips)
    .values(skips.map((s) => ({ ...s, createdAt: now })))
    .onConflictDoNothing();
}

/** The recent skips shown in /pro, newest first, with the lead's category and ZIP. */
export async function recentLeadSkips(db: Executor, contractorId: string, limit = 10) {
  return db
    .select({
      leadId: leadSkips.leadId,
      source: leadSkips.source,
      reason: leadSkips.reason,
      detail: leadSkips.detail,
      createdAt: leadSkips.createdAt,
      category: leads.category,
      zip: leads.zip,
    })
    .from(leadSkips)
    .innerJoin(leads, eq(leads.id, leadSkips.leadId))
    .where(eq(leadSkips.contractorId, contractorId))
    .orderBy(desc(leadSkips.createdAt))
    .limit(limit);
}

/** Housekeeping: skip reasons older than LEAD_SKIP_DAYS. */
export async function pruneLeadSkips(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LEAD_SKIP_DAYS * 86_400_000);
  const gone = await db.delete(leadSkips).where(lt(leadSkips.createdAt, cutoff)).returning({ lead: leadSkips.leadId });
  return gone.length;
}
