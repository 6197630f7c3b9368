/**
 * Careers page content (spec section 2: /careers, six open positions;
 * section 3: Job position). The company is based in New York and was founded in 2020.
 */
import { site } from "~/config/site";

export type JobType = "Full-time" | "Part-time" | "Contract";

export type JobPosition = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: JobType;
  description: string;
  responsibilities: string[];
  requirements: string[];
};

export type CareerBenefit = {
  title: string;
  description: string;
};

export const careersIntro = `${site.name} has been connecting homeowners with licensed, insured contractors since ${site.foundedYear}. From our office in ${site.city}, a small team serves more than 5,000 contractors and the homeowners who rely on them nationwide. We are hiring people who care about doing right by both sides of the marketplace: homeowners who deserve trustworthy pros, and contractors who deserve leads that are real, exclusive and fairly priced.`;

export const jobPositions: readonly JobPosition[] = [
  {
    id: "senior-full-stack-engineer",
    title: "Senior Full-Stack Engineer",
    department: "Engineering",
    location: "New York, NY (Hybrid)",
    type: "Full-time",
    description:
      "Build the platform that turns a homeowner's request into exclusive, real-time leads for the right contractors. You will work across our TypeScript and React front end, our Node.js services and our PostgreSQL database, with real ownership of features from design to production.",
    responsibilities: [
      "Design and build features across the homeowner site, the contractor dashboard and the admin console.",
      "Own the lead matching and sale flow, including its guarantee that every lead is sold to exactly one contractor.",
      "Improve real-time lead delivery by dashboard, SMS, e-mail, webhooks and our REST API.",
      "Write automated tests, review code and keep performance, accessibility and security high.",
      "Mentor other engineers and help shape our technical decisions and practices.",
    ],
    requirements: [
      "5+ years of professional experience building web applications, including production TypeScript.",
      "Strong experience with React and server-rendered web frameworks.",
      "Solid knowledge of SQL and PostgreSQL, including transactions and concurrency.",
      "Experience running and debugging services in production, with queues, retries and monitoring.",
      "Clear written communication and comfort working directly with operations and sales colleagues.",
    ],
  },
  {
    id: "contractor-success-manager",
    title: "Contractor Success Manager",
    department: "Contractor Success",
    location: "New York, NY",
    type: "Full-time",
    description:
      "Help the contractors in our network grow their businesses with our leads. You will guide new contractors through their first weeks, review account performance with them and be their voice inside the company.",
    responsibilities: [
      "Onboard newly approved contractors: service areas, categories, delivery channels and spend caps.",
      "Manage a portfolio of Professional and Enterprise accounts and hold regular performance reviews.",
      "Coach contractors on fast follow-up, quoting and closing to raise their lead-to-job conversion.",
      "Spot accounts at risk of leaving and act before they do.",
      "Pass contractor feedback to the product and lead quality teams.",
    ],
    requirements: [
      "3+ years in account management or customer success, ideally with small businesses or trades.",
      "Comfort discussing numbers such as cost per lead, conversion rate and return on spend.",
      "Excellent phone manner and the ability to build trust with busy business owners.",
      "Organized work habits and experience with a CRM.",
      "Knowledge of roofing, solar, HVAC or other home services is a strong plus.",
    ],
  },
  {
    id: "lead-quality-analyst",
    title: "Lead Quality Analyst",
    department: "Operations",
    location: "New York, NY (Hybrid)",
    type: "Full-time",
    description:
      "Protect the promise that makes our marketplace work: leads are real, exclusive and pre-qualified. You will review lead returns, look for fraud and duplicate patterns, and improve the checks every request passes before it is sold.",
    responsibilities: [
      "Review contractors' lead return requests fairly and consistently within our service targets.",
      "Investigate suspicious traffic, fake requests and duplicate submissions.",
      "Track return rates and lead quality by category, source and region, and report on trends.",
      "Work with engineering to improve phone, e-mail and ZIP code validation rules.",
      "Keep our consent records and lead handling aligned with telemarketing rules.",
    ],
    requirements: [
      "2+ years in data analysis, fraud prevention, quality assurance or operations.",
      "Strong spreadsheet skills; working knowledge of SQL is a plus.",
      "Attention to detail and sound, documented judgment in borderline cases.",
      "Ability to explain decisions clearly to contractors and colleagues.",
      "Familiarity with the TCPA or lead generation compliance is a plus.",
    ],
  },
  {
    id: "growth-marketing-manager",
    title: "Growth Marketing Manager",
    department: "Marketing",
    location: "New York, NY (Hybrid)",
    type: "Full-time",
    description:
      "Bring more homeowners with real projects to our site, at a cost that keeps lead prices fair for contractors. You will own paid search and social campaigns, landing-page testing and the reporting that ties every dollar to quote requests.",
    responsibilities: [
      "Plan and run paid search and paid social campaigns across our six service categories.",
      "Design and test landing pages, forms and calculators to raise quote request completion.",
      "Manage budgets by category and region to match contractor demand.",
      "Build reporting on cost per request, cost per sold lead and return rates by channel.",
      "Work with content and SEO on guides, service pages and cost calculators.",
    ],
    requirements: [
      "4+ years in performance or growth marketing with direct ownership of significant budgets.",
      "Hands-on experience with search and social ad platforms and with A/B testing.",
      "Strong analytical skills and comfort with attribution and funnel metrics.",
      "Experience in lead generation, marketplaces or home services.",
      "Understanding of privacy and consent requirements in digital marketing.",
    ],
  },
  {
    id: "customer-support-specialist",
    title: "Customer Support Specialist",
    department: "Customer Support",
    location: "New York, NY",
    type: "Full-time",
    description:
      "Be the first person homeowners and contractors talk to when they need help. You will answer calls, e-mails and messages, solve problems on the first contact whenever you can, and make sure every message gets a reply within 24 hours.",
    responsibilities: [
      "Answer homeowner and contractor questions by phone, e-mail and the contact form.",
      "Help homeowners with their quote requests, and with requests to stop contact or delete their data.",
      "Help contractors with sign-in, billing questions, balance top-ups and lead returns.",
      "Record every case accurately and pass issues to the right team.",
      "Suggest new help-center articles based on the questions you hear most.",
    ],
    requirements: [
      "1+ year of customer support or customer service experience.",
      "Clear, friendly and accurate writing and speaking in English; Spanish is a plus.",
      "Patience and good judgment with frustrated customers.",
      "Comfort learning new software and working from a help desk queue.",
      "Availability to work some Saturday shifts on a rotating schedule.",
    ],
  },
  {
    id: "sales-executive",
    title: "Sales Executive",
    department: "Sales",
    location: "New York, NY (Hybrid)",
    type: "Full-time",
    description:
      "Grow our contractor network by bringing on established roofing, solar, HVAC, electrical, plumbing and remodeling companies. You will own the full sales cycle, from first call to signed Professional or Enterprise plan.",
    responsibilities: [
      "Prospect and qualify contractors in target markets and categories.",
      "Run discovery calls and demos of exclusive leads, delivery options and plans.",
      "Build proposals for Professional and Enterprise plans, including exclusive territories.",
      "Hand new accounts over smoothly to Contractor Success after they sign.",
      "Keep an accurate pipeline and forecast in our CRM and meet monthly targets.",
    ],
    requirements: [
      "3+ years of B2B sales experience with a record of meeting quota.",
      "Experience selling to small and mid-sized businesses, ideally contractors.",
      "Confidence on the phone and in video demos, with strong follow-up habits.",
      "Ability to explain pricing, return on spend and lead economics simply.",
      "Willingness to travel to regional trade shows a few times a year.",
    ],
  },
];

export const careerBenefits: readonly CareerBenefit[] = [
  {
    title: "Competitive Pay and Equity",
    description: "Salaries benchmarked against New York tech companies, stock options for every full-time employee, and uncapped commission for sales roles.",
  },
  {
    title: "Health, Dental and Vision",
    description: "Medical, dental and vision plans with most of the premium paid by the company, for you and your dependents.",
  },
  {
    title: "Hybrid Work",
    description: "Work from our New York office three days a week and from home the rest, with a stipend to set up your home workspace.",
  },
  {
    title: "Paid Time Off",
    description: "20 days of paid time off plus company holidays, paid parental leave and a week off for the whole team at the end of the year.",
  },
  {
    title: "401(k) with Match",
    description: "A 401(k) plan with a company match of up to 4% of your salary, available from your first day.",
  },
  {
    title: "Learning and Growth",
    description: "A $1,500 yearly budget for courses, books and conferences, and regular ride-alongs with contractors to learn the trades we serve.",
  },
];
