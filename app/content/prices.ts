import type { CategorySlug } from "./categories";

/** Plan tiers of spec section 9; the price a contractor pays follows the tier. */
export const tiers = ["payAsYouGo", "professional", "enterprise"] as const;
export type Tier = (typeof tiers)[number];

/** A whole-dollar price range for one lead. */
export type PriceRange = { min: number; max: number };

export type CategoryPriceRow = {
  category: CategorySlug;
  payAsYouGo: PriceRange;
  professional: PriceRange;
  enterprise: PriceRange;
};

/** Lead price ranges per lead, spec section 9 (pay-as-you-go / professional / enterprise). */
export const categoryPrices: readonly CategoryPriceRow[] = [
  { category: "roofing", payAsYouGo: { min: 56, max: 94 }, professional: { min: 45, max: 75 }, enterprise: { min: 40, max: 66 } },
  { category: "solar", payAsYouGo: { min: 106, max: 188 }, professional: { min: 85, max: 150 }, enterprise: { min: 75, max: 131 } },
  { category: "hvac", payAsYouGo: { min: 50, max: 81 }, professional: { min: 40, max: 65 }, enterprise: { min: 35, max: 58 } },
  { category: "home-improvement", payAsYouGo: { min: 44, max: 75 }, professional: { min: 35, max: 60 }, enterprise: { min: 31, max: 53 } },
  { category: "electrical", payAsYouGo: { min: 38, max: 63 }, professional: { min: 30, max: 50 }, enterprise: { min: 26, max: 44 } },
  { category: "plumbing", payAsYouGo: { min: 31, max: 56 }, professional: { min: 25, max: 45 }, enterprise: { min: 23, max: 40 } },
];

/** Solar aged leads (3-6 months old), spec section 9. */
export const solarAgedPrices: Omit<CategoryPriceRow, "category"> = {
  payAsYouGo: { min: 25, max: 50 },
  professional: { min: 20, max: 40 },
  enterprise: { min: 18, max: 35 },
};

export function formatRange(range: PriceRange): string {
  return `$${range.min}-${range.max}`;
}
