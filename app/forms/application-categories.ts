/** Spec section 3: the contractor application's service categories, in the spec's order. */
export const APPLICATION_CATEGORIES = [
  "roofing",
  "solar",
  "hvac",
  "home-improvement",
  "electrical",
  "plumbing",
  "windows",
  "painting",
  "flooring",
  "landscaping",
] as const;

export type ApplicationCategory = (typeof APPLICATION_CATEGORIES)[number];
