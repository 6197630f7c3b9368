import type { CategorySlug } from "~/content/categories";

/** Meta descriptions (120-160 characters) of the six /services/{category} pages. */
export const serviceDescriptions: Record<CategorySlug, string> = {
  roofing:
    "Compare up to 3 free quotes from licensed, insured roofers rated 4+ stars for roof replacement, repair, inspections and storm damage, matched within 24 hours.",
  solar:
    "Compare up to 3 free quotes from verified solar installers rated 4+ stars for solar panels, battery storage and repairs, and estimate your 25-year savings.",
  hvac:
    "Get up to 3 free quotes from licensed, insured HVAC contractors rated 4+ stars for AC, furnace and heat pump installation, repair and maintenance.",
  "home-improvement":
    "Get up to 3 free quotes from licensed remodelers rated 4+ stars for kitchens, bathrooms, basements, additions and flooring, matched within 24 hours.",
  electrical:
    "Get up to 3 free quotes from licensed electricians rated 4+ stars for panel upgrades, rewiring, EV chargers, generators and lighting within 24 hours.",
  plumbing:
    "Get up to 3 free quotes from licensed, insured plumbers rated 4+ stars for water heaters, repiping, drains, sewer lines and leaks, matched within 24 hours.",
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
