import { and, eq, ne } from "drizzle-orm";
import type { SubscriptionStatus } from "~/db/enums";
import { contractors, subscriptions } from "~/db/schema";
import type { Executor, Tx } from "~/db/types.server";
import { planForStatus } from "./subscription-state";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChange = Partial<Omit<SubscriptionRow, "contractorId" | "createdAt" | "updatedAt">> & { status: SubscriptionStatus; provider: string };

export async function findSubscription(db: Executor, contractorId: string, lock = false): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.contractorId, contractorId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/**
 * Write the subscription's new state and, in the same transaction, the plan it gives the contractor
 * (subscription-state.ts): never over an Enterprise plan, which only an admin sets.
 */
export async function saveSubscription(tx: Tx, contractorId: string, change: SubscriptionChange, now: Date): Promise<void> {
  await tx
    .insert(subscriptions)
    .values({ ...change, contractorId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.contractorId, set: { ...change, updatedAt: now } });
  const plan = planForStatus(change.status);
  await tx
    .update(contractors)
    // Auto-buy belongs to subscription plans only (as when an admin changes the plan).
    .set(plan === "pay-as-you-go" ? { plan, autoBuy: false } : { plan })
    .where(and(eq(contractors.id, contractorId), ne(contractors.plan, "enterprise")));
}
