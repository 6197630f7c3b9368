import { and, desc, eq } from "drizzle-orm";
import { topUps } from "~/db/schema";
import type { DomainContext } from "../shared/domain-context.server";

/**
 * The contractor's own top-ups waiting for the payment provider's
 * confirmation, newest first. Always filtered by the caller's contractor id.
 */
export async function myPendingTopUps(ctx: DomainContext, contractorId: string, limit = 20) {
  return ctx.db
    .select({ id: topUps.id, amountCents: topUps.amountCents, provider: topUps.provider, createdAt: topUps.createdAt })
    .from(topUps)
    .where(and(eq(topUps.contractorId, contractorId), eq(topUps.status, "pending")))
    .orderBy(desc(topUps.createdAt))
    .limit(limit);
}

/**
 * The state of one of the contractor's own top-ups by the provider's
 * reference (the Checkout Session id Stripe puts in the return URL).
 * Another contractor's reference reads as unknown.
 */
export async function myTopUpByProviderRef(ctx: DomainContext, contractorId: string, provider: string, providerRef: string) {
  const [row] = await ctx.db
    .select({ amountCents: topUps.amountCents, status: topUps.status })
    .from(topUps)
    .where(and(eq(topUps.contractorId, contractorId), eq(topUps.provider, provider), eq(topUps.providerRef, providerRef)));
  return row;
}
