import { describe, expect, it } from "vitest";
import { plans } from "~/content/plans";
import { categoryPrices, solarAgedPrices, tiers } from "~/content/prices";
import { formatCents } from "../shared/money";
import { PROFESSIONAL_MONTHLY_FEE_CENTS, planTerms, tierForPlan } from "./plan-tiers";

describe("plan tiers", () => {
  it("maps each plan to its tier", () => {
    expect(tierForPlan("pay-as-you-go")).toBe("payAsYouGo");
    expect(tierForPlan("professional")).toBe("professional");
    expect(tierForPlan("enterprise")).toBe("enterprise");
  });

  it("covers every plan and every tier exactly once", () => {
    expect(Object.keys(planTerms).toSorted()).toEqual(plans.map((p) => p.id).toSorted());
    expect(
      Object.values(planTerms)
        .map((t) => t.tier)
        .toSorted(),
    ).toEqual([...tiers].toSorted());
  });

  it("has the spec's discounts: 0, 20%, 30%", () => {
    expect(planTerms["pay-as-you-go"].discount).toBe(0);
    expect(planTerms.professional.discount).toBe(0.2);
    expect(planTerms.enterprise.discount).toBe(0.3);
  });

  it("charges Professional $299/month in cents, as the plan card says", () => {
    expect(PROFESSIONAL_MONTHLY_FEE_CENTS).toBe(29_900);
    expect(planTerms.professional.monthlyFeeCents).toBe(29_900);
    expect(formatCents(PROFESSIONAL_MONTHLY_FEE_CENTS)).toBe(`${plans.find((p) => p.id === "professional")?.price}.00`);
  });

  it("has no fee for Pay-As-You-Go and a custom (null) fee for Enterprise", () => {
    expect(planTerms["pay-as-you-go"].monthlyFeeCents).toBe(0);
    expect(planTerms.enterprise.monthlyFeeCents).toBeNull();
  });

  it("makes Professional and Enterprise subscriptions (auto-buy), not Pay-As-You-Go", () => {
    expect(planTerms["pay-as-you-go"].subscription).toBe(false);
    expect(planTerms.professional.subscription).toBe(true);
    expect(planTerms.enterprise.subscription).toBe(true);
  });

  // Why price-lead.ts does not discount again: the tier ranges already carry the discount.
  it.each([...categoryPrices, { category: "solar (aged)", ...solarAgedPrices }])(
    "$category: tier ranges are the pay-as-you-go range less the plan discount (within $2)",
    (row) => {
      for (const [tier, discount, tolerance] of [
        ["professional", 0.2, 1],
        ["enterprise", 0.3, 2],
      ] as const) {
        expect(Math.abs(row[tier].min - row.payAsYouGo.min * (1 - discount))).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(row[tier].max - row.payAsYouGo.max * (1 - discount))).toBeLessThanOrEqual(tolerance);
      }
    },
  );
});
