import type { SubscriptionStatus } from "~/db/enums";
import type { PlanId } from "../contractors/plan-tiers";

/**
 * The Professional subscription's rules (decision 0027-plans-and-billing):
 *
 *   (none|canceled) --start trial--> trialing --trial ends--> active          (the fee is charged)
 *                                    trialing --cancel------> canceled at trial end (nothing charged)
 *   (none|canceled) --subscribe----> active   --period ends-> active          (charged again)
 *   active|past_due --payment fails-> past_due --paid------> active
 *   past_due        --provider gives up (Stripe's retries end) -> canceled
 *   any             --cancel-> stays until the period (or trial) ends, then canceled
 *
 * Trialing, active and past_due keep the Professional plan: a failed payment is retried for a while
 * (Stripe's smart retries) and the contractor is told at once; only when the provider cancels the
 * subscription does the plan fall back to Pay-As-You-Go. An Enterprise contractor's plan is set by an
 * admin and never changed by a subscription event.
 */
export const TRIAL_DAYS = 14;
/** The trial-ending e-mail goes out this many days before the trial ends. */
export const TRIAL_REMINDER_DAYS = 3;

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** One calendar month later (UTC), clamped to the month's last day: Jan 31 → Feb 28. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

/** The plan a subscription status gives a contractor that is not on Enterprise. */
export function planForStatus(status: SubscriptionStatus): PlanId {
  return status === "canceled" ? "pay-as-you-go" : "professional";
}

/** Stripe's subscription statuses onto ours; null for 'incomplete' (the first payment is still being confirmed: no change yet). */
export function statusFromStripe(status: string): SubscriptionStatus | null {
  switch (status) {
    case "trialing":
      return "trialing";
    case "active":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    default:
      return null;
  }
}

/** A contractor may start the free trial once (a row with trial_started_at has used it). */
export function canStartTrial(subscription: { status: SubscriptionStatus; trialStartedAt: Date | null } | undefined): boolean {
  return !subscription || (subscription.status === "canceled" && subscription.trialStartedAt === null);
}

/** A subscription that is running (or in its trial, or awaiting a retried payment): another one may not be started. */
export function isLive(subscription: { status: SubscriptionStatus } | undefined): boolean {
  return subscription !== undefined && subscription.status !== "canceled";
}

/** UTC calendar month 'YYYY-MM' → [start, end). Null for anything else. */
export function monthRange(month: string): { start: Date; end: Date } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { start: new Date(Date.UTC(year, index, 1)), end: new Date(Date.UTC(year, index + 1, 1)) };
}

export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** subscriptions.provider of a subscription that charges nothing (the test-mode payment provider's id). */
export const TEST_MODE_PROVIDER = "test-mode";
