import { eq } from "drizzle-orm";
import type { Stripe } from "stripe";
import { contractors, subscriptions } from "~/db/schema";
import { logger } from "~/logging/logger.server";
import { STRIPE_PROVIDER_ID } from "../payments/payment-provider.server";
import type { DomainContext } from "../shared/domain-context.server";
import { recordFailedCharge, recordPaidCharge } from "./record-subscription-charge.server";
import { SUBSCRIPTION_PURPOSE } from "./stripe-billing.server";
import { findSubscription, saveSubscription } from "./subscription-store.server";
import { statusFromStripe } from "./subscription-state";

export type BillingEventOutcome =
  | "subscription-saved"
  | "stale-event"
  | "not-ours"
  | "unknown-subscription"
  | "charge-recorded"
  | "already-recorded"
  | "payment-failed"
  | "ignored";

const at = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000) : null);

/** Fields read from a subscription object, across Stripe API versions (the period moved onto the items in 2025). */
type SubscriptionObject = Pick<Stripe.Subscription, "id" | "status" | "metadata" | "cancel_at_period_end" | "trial_start" | "trial_end"> & {
  customer: string | { id: string };
  current_period_end?: number;
  items?: { data?: { current_period_end?: number }[] };
};

/**
 * customer.subscription.created / updated / deleted: the subscription object is the state, so applying the
 * same event twice writes the same row (replays are harmless); an event older than the last one applied
 * (Stripe does not promise order) changes nothing. Only subscriptions our checkout created (metadata
 * purpose and contractor id, set server-side in stripe-billing.server.ts) are taken.
 */
async function saveFromStripe(ctx: DomainContext, event: Stripe.Event, sub: SubscriptionObject): Promise<BillingEventOutcome> {
  const contractorId = sub.metadata?.contractor_id;
  if (sub.metadata?.purpose !== SUBSCRIPTION_PURPOSE || !contractorId) return "not-ours";
  const status = event.type === "customer.subscription.deleted" ? "canceled" : statusFromStripe(sub.status);
  if (!status) return "ignored";
  const eventAt = new Date(event.created * 1000);
  return ctx.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, contractorId));
    if (!exists) return "unknown-subscription";
    const current = await findSubscription(tx, contractorId, true);
    // Another (older) subscription's late event must not overwrite the current one.
    if (current?.providerRef && current.providerRef !== sub.id && current.status !== "canceled" && status === "canceled") return "stale-event";
    if (current?.lastEventAt && current.providerRef === sub.id && current.lastEventAt > eventAt) return "stale-event";
    const trialStart = at(sub.trial_start);
    await saveSubscription(
      tx,
      contractorId,
      {
        status,
        provider: STRIPE_PROVIDER_ID,
        providerRef: sub.id,
        customerRef: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
        trialStartedAt: current?.trialStartedAt ?? trialStart,
        trialEndsAt: at(sub.trial_end),
        currentPeriodEnd: at(sub.items?.data?.[0]?.current_period_end ?? sub.current_period_end),
        cancelAtPeriodEnd: sub.cancel_at_period_end,
        lastEventAt: eventAt,
        // A new trial gets its own reminder.
        ...(current?.providerRef !== sub.id ? { trialReminderSentAt: null } : {}),
      },
      eventAt,
    );
    return "subscription-saved";
  });
}

type InvoiceObject = {
  id: string;
  amount_paid?: number;
  amount_due?: number;
  currency?: string;
  subscription?: string | null;
  parent?: { subscription_details?: { subscription?: string } | null } | null;
  period_start?: number;
  period_end?: number;
  lines?: { data?: { period?: { start?: number; end?: number } }[] };
};

/** invoice.paid / invoice.payment_failed of one of our subscriptions: a fee charge (with receipt) or a failure (past due, contractor told). */
async function chargeFromStripe(ctx: DomainContext, event: Stripe.Event, invoice: InvoiceObject): Promise<BillingEventOutcome> {
  const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
  if (!subscriptionId) return "not-ours";
  const paid = event.type === "invoice.paid";
  const amountCents = (paid ? invoice.amount_paid : invoice.amount_due) ?? 0;
  // The trial's $0 invoice is not a charge.
  if (amountCents <= 0) return "ignored";
  const eventAt = new Date(event.created * 1000);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.providerRef, subscriptionId)).for("update");
    if (!row) return "unknown-subscription";
    const period = invoice.lines?.data?.[0]?.period;
    const charge = {
      contractorId: row.contractorId,
      provider: STRIPE_PROVIDER_ID,
      providerRef: invoice.id,
      amountCents,
      periodStart: at(period?.start ?? invoice.period_start),
      periodEnd: at(period?.end ?? invoice.period_end),
      at: eventAt,
    };
    if (paid) return (await recordPaidCharge(tx, ctx.env, charge)) ? "charge-recorded" : "already-recorded";
    const recorded = await recordFailedCharge(tx, ctx.env, charge);
    // Stripe's customer.subscription.updated says past_due too; this makes the page say so even if that one is late.
    if (row.status !== "canceled") await saveSubscription(tx, row.contractorId, { status: "past_due", provider: row.provider }, eventAt);
    return recorded ? "payment-failed" : "already-recorded";
  });
}

export async function handleBillingEvent(ctx: DomainContext, event: Stripe.Event): Promise<BillingEventOutcome> {
  let outcome: BillingEventOutcome = "ignored";
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      outcome = await saveFromStripe(ctx, event, event.data.object as unknown as SubscriptionObject);
      break;
    case "invoice.paid":
    case "invoice.payment_failed":
      outcome = await chargeFromStripe(ctx, event, event.data.object as unknown as InvoiceObject);
      break;
  }
  logger.info("stripe.billing_event", { eventId: event.id, type: event.type, outcome });
  return outcome;
}
