import type { Faq } from "./marketing";

/** Follows the policy statements of spec section 9 and the plans in plans.ts. */
export const pricingFaqs: readonly Faq[] = [
  {
    question: "How do the three plans differ?",
    answer:
      "Pay-As-You-Go has no monthly fee: you pay the standard price for each lead, with a minimum of 50 leads per month. Professional costs $299/month, takes 20% off every lead and has a minimum of 150 leads per month. Enterprise has custom pricing, takes 30% off every lead, has a minimum of 500 leads per month and adds an exclusive territory and API access.",
  },
  {
    question: "Are leads shared with other contractors?",
    answer:
      "No. Every lead is exclusive and sold to one contractor only. A homeowner can ask for quotes from up to 3 contractors; in that case each contractor receives a separate lead, no contractor receives two leads for the same request, and the lead shows you how many pros the homeowner asked for.",
  },
  {
    question: "When am I charged for a lead?",
    answer:
      "Payment is immediate: the price of a lead is charged to your account at the moment you buy it, and the homeowner's full details are released to you right away. All lead sales are final, except for duplicate or invalid leads as described below.",
  },
  {
    question: "What if a lead is a duplicate or invalid?",
    answer:
      "Report it from your dashboard with the reason, for example a disconnected phone number, a fake name or a lead you already bought. Approved returns are replaced with a new lead or credited to your account. Refunds are available only for duplicate or invalid leads.",
  },
  {
    question: "Are subscription fees refundable?",
    answer:
      "No. Subscription fees for the Professional and Enterprise plans are non-refundable. Your subscription discount applies to every lead you buy while the plan is active, and leads bought under a subscription follow the same duplicate and invalid lead policy as any other lead.",
  },
  {
    question: "What do exclusive territory and API access mean on Enterprise?",
    answer:
      "With an exclusive territory, every new lead in your categories within the ZIP codes set out in your Enterprise agreement is offered to your company alone for a set time (30 minutes as standard) before any other contractor can see or buy it, as long as your account is active and your licence and insurance are current. API access lets your CRM or dispatch software receive leads automatically the moment they're sold to you. Contact our sales team for Enterprise pricing.",
  },
];
