import { plans, type Plan } from "~/content/plans";
import type { Tier } from "~/content/prices";

/**
 * What each plan of spec section 9 means for buying leads: the price tier, the
 * advertised discount, the monthly fee, and whether it is a subscription
 * (required: "Plans per the spec: Pay-As-You-Go, Professional ($299/month, 20%
 * off leads), Enterprise (custom, 30% off); the price a contractor pays
 * follows the tier. Subscribers may switch on auto-buy").
 *
 * The discount is NOT applied again to a lead's price: the spec's professional
 * and enterprise ranges already are the pay-as-you-go range less about 20% and
 * 30% (plan-tiers.test.ts checks this), so price-lead.ts prices from the tier's
 * own range and the discount here is what the plan advertises.
 *
 * Enterprise is "custom" pricing: its monthly fee is agreed per contract, so it
 * is null here, not zero.
 */

export type PlanId = Plan["id"];

export type PlanTerms = {
  tier: Tier;
  /** Advertised discount on leads, as a fraction (plans.ts). */
  discount: number;
  /** Monthly fee in cents; null when agreed per contract (Enterprise). */
  monthlyFeeCents: number | null;
  /** Subscription plans may switch on auto-buy. */
  subscription: boolean;
};

export const PROFESSIONAL_MONTHLY_FEE_CENTS = 29_900;

function discountOf(id: PlanId): number {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`plans.ts has no plan ${id}`);
  return plan.discount;
}

export const planTerms: Readonly<Record<PlanId, PlanTerms>> = {
  "pay-as-you-go": { tier: "payAsYouGo", discount: discountOf("pay-as-you-go"), monthlyFeeCents: 0, subscription: false },
  professional: {
    tier: "professional",
    discount: discountOf("professional"),
    monthlyFeeCents: PROFESSIONAL_MONTHLY_FEE_CENTS,
    subscription: true,
  },
  enterprise: { tier: "enterprise", discount: discountOf("enterprise"), monthlyFeeCents: null, subscription: true },
};

/** The price tier a contractor on this plan buys at. */
export function tierForPlan(id: PlanId): Tier {
  return planTerms[id].tier;
}
