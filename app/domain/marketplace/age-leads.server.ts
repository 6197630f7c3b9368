import { and, asc, eq, inArray, lte, or } from "drizzle-orm";
import { leads } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { AGED_AFTER_DAYS, dueAgingEvent, EXPIRES_AFTER_DAYS } from "./lead-aging";
import { transition, type LeadState } from "./lead-state-machine";

const DAY_MS = 24 * 3600 * 1000;

export const AGING_BATCH_SIZE = 500;

export type DueAging = { id: string; from: LeadState; event: "age" | "expire" };
export type AgingReport = { aged: number; expired: number };

/**
 * Unsold leads whose aging event is due at `now`, oldest first. The SQL only
 * narrows the search (cut-offs from the same constants); lead-aging.ts
 * decides, so the rule lives in one place.
 */
export async function findDueAging(db: Executor, now: Date, limit: number): Promise<DueAging[]> {
  const agedBy = new Date(now.getTime() - AGED_AFTER_DAYS * DAY_MS);
  const expiredBy = new Date(now.getTime() - EXPIRES_AFTER_DAYS * DAY_MS);
  const rows = await db
    .select({ id: leads.id, status: leads.status, createdAt: leads.createdAt })
    .from(leads)
    .where(or(and(eq(leads.status, "available"), lte(leads.createdAt, agedBy)), and(eq(leads.status, "aged"), lte(leads.createdAt, expiredBy))))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(limit);
  return rows.flatMap((r) => {
    const event = dueAgingEvent(r.status, r.createdAt, now);
    return event ? [{ id: r.id, from: r.status, event }] : [];
  });
}

/**
 * Applies the events through the state machine, one conditional update per
 * (from, event) group: `where status = <what we read>`. A lead bought (or
 * marked invalid) since it was read no longer matches, so a sale is never
 * overwritten; it is simply not counted.
 */
export async function applyAging(db: Executor, due: readonly DueAging[], now: Date): Promise<AgingReport> {
  const report: AgingReport = { aged: 0, expired: 0 };
  const groups = Map.groupBy(due, (d) => `${d.from}:${d.event}`);
  for (const group of groups.values()) {
    const { from, event } = group[0]!;
    const changed = await db
      .update(leads)
      .set({ status: transition(from, event), statusChangedAt: now, statusReason: null })
      .where(
        and(
          inArray(
            leads.id,
            group.map((d) => d.id),
          ),
          eq(leads.status, from),
        ),
      )
      .returning({ id: leads.id });
    if (event === "age") report.aged += changed.length;
    else report.expired += changed.length;
  }
  return report;
}

/**
 * The hourly aging sweep (required: "Leads unsold after 90 days are aged and
 * priced from the aged range"; aged leads expire at 180 days): available →
 * aged → expired, in batches until nothing is due. A lead older than 180 days
 * that is still available ages in one batch and expires in a later one of
 * the same run, so it passes through every state the machine lists.
 */
export async function ageLeads(ctx: DomainContext, options: { batchSize?: number; maxBatches?: number } = {}): Promise<AgingReport> {
  const batchSize = options.batchSize ?? AGING_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? 100;
  const now = nowOf(ctx);
  const total: AgingReport = { aged: 0, expired: 0 };
  for (let round = 0; round < maxBatches; round++) {
    const due = await findDueAging(ctx.db, now, batchSize);
    if (due.length === 0) break;
    const done = await applyAging(ctx.db, due, now);
    total.aged += done.aged;
    total.expired += done.expired;
    // Nothing changed (all taken meanwhile by another run or buyer): the next read would be the same or empty.
    if (done.aged + done.expired === 0) break;
  }
  return total;
}
