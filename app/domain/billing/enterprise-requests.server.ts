import { and, asc, eq } from "drizzle-orm";
import { contractors, enterpriseRequests } from "~/db/schema";
import { assertAdmin } from "../accounts/assert-admin.server";
import { STRIPE_PROVIDER_ID } from "../payments/payment-provider.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { endStripeSubscriptionNow } from "./stripe-billing.server";
import { findSubscription, saveSubscription } from "./subscription-store.server";
import { isLive } from "./subscription-state";

/** The contractor asks sales for Enterprise (custom pricing, agreed per contract); one open request at a time. */
export async function requestEnterprise(ctx: DomainContext, actor: { userId: string; contractorId: string }, note: string): Promise<void> {
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [contractor] = await tx.select({ plan: contractors.plan }).from(contractors).where(eq(contractors.id, actor.contractorId)).for("update");
    if (!contractor) throw new NotFoundError("This account");
    if (contractor.plan === "enterprise") throw new DomainError("plan_change_refused", "You are on Enterprise already.");
    const [open] = await tx
      .select({ id: enterpriseRequests.id })
      .from(enterpriseRequests)
      .where(and(eq(enterpriseRequests.contractorId, actor.contractorId), eq(enterpriseRequests.status, "open")));
    if (open) throw new DomainError("plan_change_refused", "Your request is with our sales team already; they will be in touch.");
    const [row] = await tx
      .insert(enterpriseRequests)
      .values({ contractorId: actor.contractorId, note, createdAt: now })
      .returning({ id: enterpriseRequests.id });
    await audit(
      tx,
      { actorUserId: actor.userId, action: "plan.request-enterprise", entity: "contractor", entityId: actor.contractorId, after: { requestId: row?.id, note } },
      now,
    );
  });
}

/** The admin queue: open requests, oldest first. */
export async function listEnterpriseRequests(ctx: DomainContext, adminId: string) {
  await assertAdmin(ctx.db, adminId);
  return ctx.db
    .select({
      id: enterpriseRequests.id,
      contractorId: enterpriseRequests.contractorId,
      businessName: contractors.businessName,
      plan: contractors.plan,
      note: enterpriseRequests.note,
      createdAt: enterpriseRequests.createdAt,
    })
    .from(enterpriseRequests)
    .innerJoin(contractors, eq(contractors.id, enterpriseRequests.contractorId))
    .where(eq(enterpriseRequests.status, "open"))
    .orderBy(asc(enterpriseRequests.createdAt), asc(enterpriseRequests.id));
}

/**
 * An admin completes (the contractor moves to Enterprise; a running Professional subscription ends now,
 * Stripe crediting the unused part of the month) or declines the request. Audited either way.
 */
export async function decideEnterpriseRequest(ctx: DomainContext, adminId: string, requestId: string, decision: "complete" | "decline"): Promise<void> {
  await assertAdmin(ctx.db, adminId);
  const now = nowOf(ctx);
  const [request] = await ctx.db.select().from(enterpriseRequests).where(eq(enterpriseRequests.id, requestId));
  if (!request) throw new NotFoundError("This request");
  if (request.status !== "open") throw new DomainError("already_decided", "This request has been decided already.");
  const subscription = await findSubscription(ctx.db, request.contractorId);
  const endSubscription = decision === "complete" && isLive(subscription);
  // Outside the transaction: Stripe is called first, so a refused call changes nothing here.
  if (endSubscription && subscription?.provider === STRIPE_PROVIDER_ID && subscription.providerRef)
    await endStripeSubscriptionNow(ctx.env, subscription.providerRef);
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(enterpriseRequests)
      .set({ status: decision === "complete" ? "completed" : "declined", decidedBy: adminId, decidedAt: now })
      .where(and(eq(enterpriseRequests.id, requestId), eq(enterpriseRequests.status, "open")))
      .returning({ id: enterpriseRequests.id });
    if (!changed) throw new DomainError("already_decided", "This request has been decided already.");
    const [before] = await tx.select({ plan: contractors.plan }).from(contractors).where(eq(contractors.id, request.contractorId)).for("update");
    if (decision === "complete") {
      await tx.update(contractors).set({ plan: "enterprise" }).where(eq(contractors.id, request.contractorId));
      if (endSubscription && subscription)
        await saveSubscription(tx, request.contractorId, { status: "canceled", provider: subscription.provider, cancelAtPeriodEnd: false }, now);
    }
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: `enterprise-request.${decision}`,
        entity: "contractor",
        entityId: request.contractorId,
        before: { plan: before?.plan },
        after: { plan: decision === "complete" ? "enterprise" : before?.plan, requestId },
      },
      now,
    );
  });
}
