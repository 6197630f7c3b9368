/** The six service categories of spec section 1, in the order the spec lists them. */
export const categorySlugs = ["roofing", "solar", "hvac", "home-improvement", "electrical", "plumbing"] as const;

export type CategorySlug = (typeof categorySlugs)[number];

/** Spec section 3: contractors may apply for four more trades than homeowners can request, in the spec's order. */
export const APPLICATION_CATEGORIES = [...categorySlugs, "windows", "painting", "flooring", "landscaping"] as const;
export type ApplicationCategory = (typeof APPLICATION_CATEGORIES)[number];

export type Category = {
  slug: CategorySlug;
  name: string;
  /** One-line description used on cards. */
  description: string;
  /** lucide-react icon name, resolved by components/category-icon.tsx. */
  icon: "Home" | "Sun" | "Wind" | "Hammer" | "Zap" | "Droplets";
  /** Monthly lead availability shown on /buy-leads (spec section 9). */
  monthlyAvailability: string;
};

export const categories: readonly Category[] = [
  {
    slug: "roofing",
    name: "Roofing",
    description: "Roof replacement, repair, inspections and storm damage restoration.",
    icon: "Home",
    monthlyAvailability: "500+",
  },
  {
    slug: "solar",
    name: "Solar",
    description: "Solar panel installation, battery storage and energy audits.",
    icon: "Sun",
    monthlyAvailability: "300+",
  },
  {
    slug: "hvac",
    name: "HVAC",
    description: "Heating and cooling installation, replacement, repair and maintenance.",
    icon: "Wind",
    monthlyAvailability: "400+",
  },
  {
    slug: "home-improvement",
    name: "Home Improvement",
    description: "Kitchen and bathroom remodels, basements, additions and flooring.",
    icon: "Hammer",
    monthlyAvailability: "600+",
  },
  {
    slug: "electrical",
    name: "Electrical",
    description: "Panel upgrades, rewiring, EV chargers, generators and lighting.",
    icon: "Zap",
    monthlyAvailability: "350+",
  },
  {
    slug: "plumbing",
    name: "Plumbing",
    description: "Water heaters, repiping, drains, sewer lines and fixture installs.",
    icon: "Droplets",
    monthlyAvailability: "450+",
  },
];

export function getCategory(slug: string): Category | undefined {
  return categories.find((c) => c.slug === slug);
}

export function isCategorySlug(value: string): value is CategorySlug {
  return (categorySlugs as readonly string[]).includes(value);
}
