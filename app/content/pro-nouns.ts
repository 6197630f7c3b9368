/** What one pro of each category is called in sentences such as "2 verified roofers serve 90001". */
import type { CategorySlug } from "./categories";

export const proNouns: Record<CategorySlug, { one: string; many: string }> = {
  roofing: { one: "roofer", many: "roofers" },
  solar: { one: "solar installer", many: "solar installers" },
  hvac: { one: "HVAC pro", many: "HVAC pros" },
  "home-improvement": { one: "home improvement pro", many: "home improvement pros" },
  electrical: { one: "electrician", many: "electricians" },
  plumbing: { one: "plumber", many: "plumbers" },
};
