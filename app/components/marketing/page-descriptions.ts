import type { CategorySlug } from "~/content/categories";

/** Meta descriptions (120-160 characters) of the six /services/{category} pages. */
export const serviceDescriptions: Record<CategorySlug, string> = {
  roofing:
    "Compare up to 3 free quotes from licensed, insured roofers rated 4.0+ after 3 reviews for roof replacement, repair, inspections and storm damage in 24 hours.",
  solar:
    "Compare up to 3 free quotes from solar installers rated 4.0+ after 3 reviews for solar panels, batteries and repairs, and estimate your 25-year savings.",
  hvac: "Get up to 3 free quotes from licensed, insured HVAC pros rated 4.0+ after 3 reviews for AC, furnace and heat pump installation, repair and maintenance.",
  "home-improvement":
    "Get up to 3 free quotes from licensed remodelers rated 4.0+ after 3 reviews for kitchens, bathrooms, basements, additions and flooring within 24 hours.",
  electrical:
    "Get up to 3 free quotes from licensed electricians rated 4.0+ after 3 reviews for panel upgrades, rewiring, EV chargers, generators and lighting.",
  plumbing:
    "Get up to 3 free quotes from licensed, insured plumbers rated 4.0+ after 3 reviews for water heaters, repiping, drains, sewer lines and leaks in 24 hours.",
};

/** Short "what you get" line of each calculator card on /calculators (spec section 2). */
export const calculatorHighlights: Record<CategorySlug, string> = {
  roofing: "Cost range, cost per sq ft and material lifespan",
  solar: "25-year savings, ROI, payback",
  hvac: "System cost, capacity and yearly energy savings",
  "home-improvement": "Renovation cost and ROI",
  electrical: "Project cost, timeline and permit",
  plumbing: "Project cost, timeline and warranty",
};
