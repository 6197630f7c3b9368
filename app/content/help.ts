/**
 * Help centre content (spec section 2: /help-center; section 3: Help category).
 * The article count of each category is derived from helpArticles, so the cards
 * always match what the help search can find.
 */
import { site } from "~/config/site";
import { LISTED_RULE, RATING_RULE } from "./rating-bar";

export type HelpCategoryTitle = "Getting Started for Homeowners" | "For Contractors" | "Billing & Payments" | "Account & Security";

/** lucide-react icon names used by the category cards. */
export type HelpIconName = "Users" | "Briefcase" | "CreditCard" | "Shield";

export type HelpCategory = {
  icon: HelpIconName;
  title: HelpCategoryTitle;
  description: string;
  /** Number of help articles in the category. */
  articles: number;
};

export type HelpArticle = {
  id: string;
  categoryTitle: HelpCategoryTitle;
  title: string;
  summary: string;
};

export type PopularQuestion = {
  id: string;
  question: string;
  answer: string;
};

export const helpArticles: readonly HelpArticle[] = [
  // Getting Started for Homeowners
  {
    id: "how-to-request-free-quotes",
    categoryTitle: "Getting Started for Homeowners",
    title: "How to request free quotes",
    summary: "Fill in the Get Quotes form with your ZIP code, project type and a short description of the work. It takes about two minutes and costs nothing.",
  },
  {
    id: "choosing-how-many-contractors",
    categoryTitle: "Getting Started for Homeowners",
    title: "Choosing how many contractors contact you",
    summary:
      "You decide whether one, two or three contractors receive your request. Choosing fewer means fewer calls; choosing three gives you more quotes to compare.",
  },
  {
    id: "what-happens-after-you-submit",
    categoryTitle: "Getting Started for Homeowners",
    title: "What happens after you submit a request",
    summary:
      "We check your details, match you with verified contractors who serve your area and send them your request. Most homeowners hear from contractors within 24 hours.",
  },
  {
    id: "using-cost-calculators",
    categoryTitle: "Getting Started for Homeowners",
    title: "Using our cost calculators",
    summary:
      "Answer five quick questions about your roofing, solar, HVAC, electrical, plumbing or renovation project to see a typical price range before you talk to anyone.",
  },
  {
    id: "how-we-verify-contractors",
    categoryTitle: "Getting Started for Homeowners",
    title: "How we verify contractors",
    summary:
      "Every contractor in our network holds a state license, at least $1M of general liability insurance and workers' compensation, and has at least 2 years of experience and checked references.",
  },
  {
    id: "comparing-quotes",
    categoryTitle: "Getting Started for Homeowners",
    title: "Comparing quotes and choosing a contractor",
    summary: "Compare the scope, materials, warranty and payment schedule, not just the price. Always get the final agreement in writing before work starts.",
  },
  {
    id: "changing-or-cancelling-a-request",
    categoryTitle: "Getting Started for Homeowners",
    title: "Changing or cancelling a quote request",
    summary: "If your plans change, tell the contractors who called you or contact our support team, and we will let your matched contractors know.",
  },

  // For Contractors
  {
    id: "how-to-apply",
    categoryTitle: "For Contractors",
    title: "How to apply to join the network",
    summary:
      "Complete the contractor application with your business details, license number, insurance provider and service areas, and upload your license and insurance certificate.",
  },
  {
    id: "contractor-requirements",
    categoryTitle: "For Contractors",
    title: "Requirements for joining",
    summary:
      "You need a valid state contractor license, general liability insurance of at least $1M, workers' compensation insurance, 2 or more years of experience and a clean business record with references.",
  },
  {
    id: "after-you-apply",
    categoryTitle: "For Contractors",
    title: "What happens after you apply",
    summary:
      "We review applications within 24-48 hours. Once approved, you receive login credentials and access to your dashboard, and you can start buying leads in your service area.",
  },
  {
    id: "how-leads-are-delivered",
    categoryTitle: "For Contractors",
    title: "How leads are delivered",
    summary:
      "Leads arrive in real time in your dashboard and by SMS and e-mail. Enterprise accounts can also receive them by signed webhook or through our REST API.",
  },
  {
    id: "setting-service-area",
    categoryTitle: "For Contractors",
    title: "Setting your service area and categories",
    summary: "Choose the categories you work in and the ZIP codes you serve, or a radius around your base ZIP code. You only receive leads that match both.",
  },
  {
    id: "exclusive-leads-explained",
    categoryTitle: "For Contractors",
    title: "How exclusive leads work",
    summary:
      "Each lead is sold to one contractor only and never resold. If a homeowner asks for several quotes, each lead goes to a different contractor, and the lead shows how many were requested.",
  },
  {
    id: "returning-invalid-lead",
    categoryTitle: "For Contractors",
    title: "How to return an invalid or duplicate lead",
    summary:
      "Open the lead in your dashboard, choose Return and give a reason within the return window. Approved returns are credited to your balance or replaced with a comparable lead; once a return is credited, the homeowner's contact details are removed from the lead. A lead you marked Won cannot be returned.",
  },

  // Billing & Payments
  {
    id: "plans-compared",
    categoryTitle: "Billing & Payments",
    title: "Pay-As-You-Go, Professional and Enterprise compared",
    summary:
      "Pay-As-You-Go has no monthly fee, Professional costs $299 a month with 20% off leads, and Enterprise has custom pricing with 30% off, an exclusive territory and API access.",
  },
  {
    id: "how-lead-prices-are-set",
    categoryTitle: "Billing & Payments",
    title: "How lead prices are set",
    summary:
      "Each category has a price range per plan. Where a lead falls in that range depends on how many quotes the homeowner requested, how urgent the project is and its estimated size.",
  },
  {
    id: "adding-funds",
    categoryTitle: "Billing & Payments",
    title: "Adding funds to your balance",
    summary:
      "Leads are paid from a prepaid balance. Top it up by card from the billing page of your dashboard; payment for each lead is taken at the moment you buy it.",
  },
  {
    id: "setting-spend-cap",
    categoryTitle: "Billing & Payments",
    title: "Setting a spend cap",
    summary:
      "Set the most you want to spend on leads each week (Monday to Sunday, New York time) in the settings of your dashboard. A purchase that would take you over it is refused, and auto-buy skips new leads, until the next week starts or you raise the cap. Leave it empty for no cap.",
  },
  {
    id: "credits-and-refunds",
    categoryTitle: "Billing & Payments",
    title: "Credits, replacements and refunds",
    summary: "Lead sales are final except for duplicate or invalid leads, which are credited or replaced. Subscription fees are non-refundable.",
  },
  {
    id: "changing-or-cancelling-plan",
    categoryTitle: "Billing & Payments",
    title: "Changing or cancelling your plan",
    summary: "Switch plans or cancel from your dashboard at any time. Changes take effect at the end of the current billing period.",
  },

  // Account & Security
  {
    id: "first-sign-in",
    categoryTitle: "Account & Security",
    title: "Signing in to your dashboard for the first time",
    summary: "After approval you receive an invitation e-mail. Follow its link to set your password and open your dashboard.",
  },
  {
    id: "resetting-password",
    categoryTitle: "Account & Security",
    title: "Resetting your password",
    summary:
      "Use the Forgot password link on the sign-in page and we will e-mail you a link to choose a new password. The link expires after a short time for your security.",
  },
  {
    id: "keeping-documents-current",
    categoryTitle: "Account & Security",
    title: "Keeping your license and insurance current",
    summary:
      "Upload renewed license and insurance certificates from Documents in your dashboard before the old ones expire: we remind you by e-mail 30 and 7 days ahead. From the day after an expiry date you get no new leads until our team approves the renewal.",
  },
  {
    id: "protecting-your-account",
    categoryTitle: "Account & Security",
    title: "Protecting your account",
    summary:
      "Use a strong, unique password, never share your login with staff or other companies, and tell us straight away if you notice activity you do not recognize.",
  },
  {
    id: "access-or-delete-your-data",
    categoryTitle: "Account & Security",
    title: "Accessing or deleting your personal data",
    summary: "Homeowners and contractors can ask for a copy of their data or for it to be deleted through the contact page or by e-mail to our support team.",
  },
  {
    id: "stop-calls-and-texts",
    categoryTitle: "Account & Security",
    title: "Stopping calls, texts and e-mails about a request",
    summary:
      "Reply STOP to any text, ask the contractor to stop, or contact us and we will stop contacting you and pass your request on to your matched contractors.",
  },
];

function countArticles(title: HelpCategoryTitle): number {
  return helpArticles.filter((a) => a.categoryTitle === title).length;
}

export const helpCategories: readonly HelpCategory[] = [
  {
    icon: "Users",
    title: "Getting Started for Homeowners",
    description: "Request free quotes, use the cost calculators and learn how we match you with verified pros.",
    articles: countArticles("Getting Started for Homeowners"),
  },
  {
    icon: "Briefcase",
    title: "For Contractors",
    description: "Apply to the network, set your service area and get the most from exclusive leads.",
    articles: countArticles("For Contractors"),
  },
  {
    icon: "CreditCard",
    title: "Billing & Payments",
    description: "Plans, lead prices, your prepaid balance, spend caps, credits and refunds.",
    articles: countArticles("Billing & Payments"),
  },
  {
    icon: "Shield",
    title: "Account & Security",
    description: "Sign-in, passwords, license and insurance documents, and control over your personal data.",
    articles: countArticles("Account & Security"),
  },
];

export const popularQuestions: readonly PopularQuestion[] = [
  {
    id: "is-it-free-for-homeowners",
    question: "Is it really free for homeowners?",
    answer: `Yes. ${site.name} is 100% free for homeowners: there is no charge to request quotes, use our cost calculators or read our guides, and you are never obliged to hire anyone. Our costs are covered by the contractors in our network, who pay for the leads they receive. The price you agree with a contractor is set by the contractor alone; we never add a fee or commission to it, and nobody will ask you for payment details when you request quotes.`,
  },
  {
    id: "how-fast-will-i-get-quotes",
    question: "How quickly will I hear from contractors?",
    answer:
      "Most homeowners hear from contractors within 24 hours of submitting a request. You can receive up to 3 quotes, and you choose whether one, two or three contractors may contact you. Contractors usually call or text first to ask a few questions and arrange a visit, because an accurate quote normally needs someone to see the job. Response times can be longer in rural areas or for specialized projects.",
  },
  {
    id: "how-are-contractors-verified",
    question: "How do you verify contractors?",
    answer: `Before a contractor can receive any requests, we review their application and check that they hold a valid contractor license in their state, general liability insurance of at least $1 million and workers' compensation insurance. They also need at least 2 years of industry experience, a clean business record and references. Contractors must keep their license and insurance current; when a document expires, they stop receiving leads until they upload a renewal. ${LISTED_RULE} ${RATING_RULE}`,
  },
  {
    id: "are-leads-shared",
    question: "Are leads shared with other contractors?",
    answer:
      "No. Every lead is exclusive: it is sold to one contractor only and is never resold. A homeowner may ask for quotes from up to 3 contractors, and in that case each contractor receives a separate lead for that request. You will never receive two leads from the same request, and each lead shows how many contractors the homeowner asked to hear from, so you know before you call whether you are the only pro or one of up to three.",
  },
  {
    id: "what-if-a-lead-is-invalid",
    question: "What happens if I receive an invalid lead?",
    answer:
      "Invalid leads are replaced or credited. If a lead has a wrong or disconnected phone number, is a duplicate of one you already bought, or the homeowner says they never asked for quotes, open it in your dashboard, choose Return and give the reason within the return window shown on the lead. We review each return, and approved returns are credited to your balance or replaced with a comparable lead. Clear-cut failures, such as a number that cannot receive calls, are credited automatically.",
  },
  {
    id: "how-long-does-approval-take",
    question: "How long does contractor approval take?",
    answer:
      "We review applications within 24-48 hours, and approved contractors can start buying leads within 48 hours of submitting a complete application. Having your license number, insurance certificate and references ready speeds things up. Once you are approved, you receive login credentials and access to your dashboard, where you set your service categories, the ZIP codes or radius you serve, how you want leads delivered and your weekly spend cap. Then you can start buying leads in your service area.",
  },
  {
    id: "how-much-do-leads-cost",
    question: "How much do leads cost?",
    answer:
      "Prices depend on the category and your plan. Pay-As-You-Go has no monthly fee, with variable lead prices and a minimum of 50 leads a month. Professional costs $299 a month, needs at least 150 leads a month and gives you 20% off every lead. Enterprise has custom pricing for 500 or more leads a month, with 30% off, an exclusive territory and API access. On the Professional plan, leads range from $25-45 for plumbing to $85-150 for solar. Request exact pricing on our pricing page.",
  },
  {
    id: "how-do-i-contact-support",
    question: "How do I contact support?",
    answer: `E-mail us at ${site.email}, call ${site.phoneDisplay} or send a message through our contact page, and we will respond within 24 hours. Our phone support hours are ${site.supportHours}. Contractors can also write to ${site.contractorEmail} about applications, leads and billing. The same channels work if you want a copy of your data, want it deleted, or want us and your matched contractors to stop contacting you.`,
  },
];
