/** Plans of spec section 9 (shape of spec section 3: Plan). */
export type Plan = {
  id: "pay-as-you-go" | "professional" | "enterprise";
  name: string;
  price: string;
  period: string;
  description: string;
  minLeads: number;
  /** Discount on the lead price, as a fraction. */
  discount: number;
  features: string[];
  cta: string;
  popular: boolean;
};

export const plans: readonly Plan[] = [
  {
    id: "pay-as-you-go",
    name: "Pay-As-You-Go",
    price: "Variable",
    period: "per lead",
    description: "Buy exclusive leads one at a time with no monthly commitment.",
    minLeads: 50,
    discount: 0,
    features: [
      "Minimum 50 leads/month",
      "Exclusive leads sold to one contractor only",
      "Real-time delivery by SMS, email and dashboard",
      "Invalid leads replaced or credited",
      "No monthly fee",
    ],
    cta: "Get Started",
    popular: false,
  },
  {
    id: "professional",
    name: "Professional",
    price: "$299",
    period: "/month",
    description: "For growing contractors who want a steady flow of leads at a lower price.",
    minLeads: 150,
    discount: 0.2,
    features: [
      "Minimum 150 leads/month",
      "20% discount on leads",
      "Automatic lead delivery to your dashboard",
      "Priority support",
      "Invalid leads replaced or credited",
    ],
    cta: "Start Free Trial",
    popular: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "Custom",
    period: "pricing",
    description: "For multi-crew companies that need volume, territory and integration.",
    minLeads: 500,
    discount: 0.3,
    features: ["Minimum 500 leads/month", "30% discount on leads", "Exclusive territory", "API access", "Dedicated account manager"],
    cta: "Contact Sales",
    popular: false,
  },
];

/**
 * What happens below a plan's monthly minimum (decision 0027-plans-and-billing): shown next to the
 * spec's "Minimum N leads/month" on /pricing and on /pro/billing. Leads count in the calendar month (UTC) they
 * were bought; a credited return does not count.
 */
export const minimumRule =
  "The monthly minimum is the lead volume a plan is priced for. Falling short costs nothing extra: there is no shortfall fee, your plan and prices stay the same, and unused minimums do not carry over. Leads count in the calendar month they were bought; credited returns do not count.";

/**
 * Where a plan's button leads, where that plan starts: Pay-As-You-Go and Professional with the application to join,
 * or on /pro/billing (plan and trial) for a contractor who is signed in; Enterprise is agreed with sales first.
 */
export function planStartHref(id: Plan["id"], contractorSignedIn: boolean): string {
  if (id === "enterprise") return "/contact";
  return contractorSignedIn ? "/pro/billing" : "/contractor-application";
}
