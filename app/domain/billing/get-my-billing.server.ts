import { and, count, desc, eq, gte, lt, notExists } from "drizzle-orm";
import { contractors, enterpriseRequests, leadReturns, purchases, subscriptionCharges } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { plans } from "~/content/plans";
import { planTerms } from "../contractors/plan-tiers";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { findSubscription } from "./subscription-store.server";
import { canStartTrial, monthOf, monthRange } from "./subscription-state";

/** Leads bought in [start, end), not counting those credited back (a credited return is as if never bought). */
export async function leadsCounted(db: Executor, contractorId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(purchases)
    .where(
      and(
        eq(purchases.contractorId, contractorId),
        gte(purchases.purchasedAt, start),
        lt(purchases.purchasedAt, end),
        notExists(
          db
            .select({ one: leadReturns.id })
            .from(leadReturns)
            .where(and(eq(leadReturns.purchaseId, purchases.id), eq(leadReturns.status, "credited"))),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** The months a statement can be asked for: from the contractor's first month to the current one, newest first. */
export function statementMonths(since: Date, now: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const first = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1);
  while (cursor.getTime() >= first && months.length < 120) {
    months.push(monthOf(cursor));
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return months;
}

/** What /pro/billing shows: plan, subscription, this month's minimum progress, recent fees, an open Enterprise request, statement months. */
export async function getMyBilling(ctx: DomainContext, contractorId: string) {
  const now = nowOf(ctx);
  const [contractor] = await ctx.db
    .select({ plan: contractors.plan, createdAt: contractors.createdAt })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  if (!contractor) throw new NotFoundError("This account");
  const subscription = await findSubscription(ctx.db, contractorId);
  const month = monthOf(now);
  const range = monthRange(month)!;
  const plan = plans.find((p) => p.id === contractor.plan)!;
  const [openRequest] = await ctx.db
    .select({ id: enterpriseRequests.id, createdAt: enterpriseRequests.createdAt })
    .from(enterpriseRequests)
    .where(and(eq(enterpriseRequests.contractorId, contractorId), eq(enterpriseRequests.status, "open")));
  const charges = await ctx.db
    .select({
      id: subscriptionCharges.id,
      amountCents: subscriptionCharges.amountCents,
      status: subscriptionCharges.status,
      provider: subscriptionCharges.provider,
      createdAt: subscriptionCharges.createdAt,
    })
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.contractorId, contractorId))
    .orderBy(desc(subscriptionCharges.createdAt), desc(subscriptionCharges.id))
    .limit(12);
  return {
    plan: contractor.plan,
    planName: plan.name,
    monthlyFeeCents: planTerms[contractor.plan].monthlyFeeCents,
    subscription: subscription
      ? {
          status: subscription.status,
          provider: subscription.provider,
          trialEndsAt: subscription.trialEndsAt,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null,
    trialAvailable: contractor.plan !== "enterprise" && canStartTrial(subscription),
    minimum: { month, leads: await leadsCounted(ctx.db, contractorId, range.start, range.end), minLeads: plan.minLeads },
    charges,
    enterpriseRequestedAt: openRequest?.createdAt ?? null,
    statementMonths: statementMonths(contractor.createdAt, now),
  };
}

/** For the dashboard header: when the contractor's free trial ends (null when not in a trial). */
export async function myTrialEnd(ctx: DomainContext, contractorId: string): Promise<Date | null> {
  const subscription = await findSubscription(ctx.db, contractorId);
  return subscription?.status === "trialing" ? subscription.trialEndsAt : null;
}
