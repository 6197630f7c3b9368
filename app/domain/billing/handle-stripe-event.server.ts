import { and, eq } from "drizzle-orm";
import type { Stripe } from "stripe";
import { topUps } from "~/db/schema";
import { logger } from "~/logging/logger.server";
import type { DomainContext } from "../shared/domain-context.server";
import { STRIPE_PROVIDER_ID } from "../payments/payment-provider.server";
import { completeTopUp, failTopUp } from "../payments/top-up.server";
import { handleBillingEvent, type BillingEventOutcome } from "./handle-billing-event.server";
import { creditRecharge, RECHARGE_PURPOSE, saveSetupCard } from "../payments/auto-recharge.server";

/** What a verified event did; returned to Stripe in the 200 body (visible in the dashboard's delivery log) and logged. */
export type StripeEventOutcome =
  | "credited"
  | "already-credited"
  | "awaiting-payment"
  | "marked-failed"
  | "not-pending"
  | "unknown-session"
  | "mismatch"
  | "ignored"
  | BillingEventOutcome
  | "card-saved";

/**
 * Act on a verified Stripe event (verify-stripe-event.server.ts). A
 * Checkout Session is credited only when it matches the pending top-up we
 * stored when it was created (same session id, amount, currency and
 * contractor): the pending row is the truth, the event's metadata is never
 * trusted alone. Every outcome is answered 200, because Stripe would retry
 * anything else for days and a retry cannot change a mismatch; mismatches are
 * logged as errors instead.
 *
 * Events handled (enable these on the endpoint): checkout.session.completed,
 * checkout.session.async_payment_succeeded, checkout.session.async_payment_failed,
 * checkout.session.expired, for auto-recharge payment_intent.succeeded and payment_intent.payment_failed
 * (only those whose metadata says auto-recharge; a Checkout top-up's own PaymentIntent is credited through its
 * session), and for the Professional plan customer.subscription.created/updated/deleted, invoice.paid and
 * invoice.payment_failed. Any other event is acknowledged and ignored.
 */
export async function handleStripeEvent(ctx: DomainContext, event: Stripe.Event): Promise<StripeEventOutcome> {
  let outcome: StripeEventOutcome;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      // A subscription checkout is recorded by its customer.subscription.created event, not here.
      if (event.data.object.mode === "subscription") {
        outcome = "ignored";
        break;
      }
      // A completed session paid by a delayed method (bank debit) is 'unpaid' until async_payment_succeeded.
      // A setup-mode session saves a card for auto-recharge; it has nothing to credit.
      if (event.data.object.mode === "setup") outcome = event.type === "checkout.session.completed" ? await saveSetupCard(ctx, event.data.object) : "ignored";
      else outcome = event.data.object.payment_status === "paid" ? await creditSession(ctx, event.data.object) : "awaiting-payment";
      break;
    case "payment_intent.succeeded":
      outcome = await creditRecharge(ctx, event.data.object);
      break;
    case "payment_intent.payment_failed":
      outcome =
        event.data.object.metadata?.purpose === RECHARGE_PURPOSE && (await failTopUp(ctx, { provider: STRIPE_PROVIDER_ID, providerRef: event.data.object.id }))
          ? "marked-failed"
          : "ignored";
      break;
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      outcome = (await failTopUp(ctx, { provider: STRIPE_PROVIDER_ID, providerRef: event.data.object.id })) ? "marked-failed" : "not-pending";
      break;
    // The Professional subscription (decision 0027): app/domain/billing keeps its state and fee charges.
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "invoice.paid":
    case "invoice.payment_failed":
      return handleBillingEvent(ctx, event);
    default:
      outcome = "ignored";
  }
  // Ids and outcome only: no e-mail, name or card detail from the session.
  logger.info("stripe.webhook", { eventId: event.id, type: event.type, outcome });
  return outcome;
}

async function creditSession(ctx: DomainContext, session: Stripe.Checkout.Session): Promise<StripeEventOutcome> {
  const [row] = await ctx.db
    .select()
    .from(topUps)
    .where(and(eq(topUps.provider, STRIPE_PROVIDER_ID), eq(topUps.providerRef, session.id)));
  if (!row) return "unknown-session";
  if (row.status === "completed") return "already-credited";
  if (row.status !== "pending") return "not-pending";
  const matches = session.amount_total === row.amountCents && session.currency?.toLowerCase() === "usd" && session.client_reference_id === row.contractorId;
  if (!matches) {
    logger.error("stripe.webhook.session_mismatch", {
      sessionId: session.id,
      topUpId: row.id,
      expectedCents: row.amountCents,
      amountTotal: session.amount_total,
      currency: session.currency,
      contractorMatches: session.client_reference_id === row.contractorId,
    });
    return "mismatch";
  }
  // completeTopUp locks the row: of two deliveries of this event at once, one credits.
  const done = await completeTopUp(ctx, {
    contractorId: row.contractorId,
    provider: STRIPE_PROVIDER_ID,
    providerRef: session.id,
    amountCents: row.amountCents,
  });
  return done.credited ? "credited" : "already-credited";
}
