import type { CategorySlug } from "./categories";
import { RATING_BAR_MIN_REVIEWS, RATING_BAR_TEXT, RATING_RULE_BADGE, RATING_RULE_BRIEF, RATING_RULE_BULLET } from "./rating-bar.ts";

/**
 * Marketing copy shared by the home page and the static marketing pages.
 * Plain data; icon names are lucide-react names, resolved by the components.
 *
 * The headline figures (10,000+ projects, 5,000+ contractors, 1,000+ five-star
 * clients, 98%, 50+ states) are the spec's claims (section 1) and must stay as
 * written. Testimonials, success stories and featured contractors are sample
 * content: before launch they must be replaced by real customers' words and
 * results, used with their consent (FTC rule on reviews and testimonials,
 * 16 CFR Part 465).
 */

// ---------------------------------------------------------------------------
// Shared shapes

/** lucide-react icon name, e.g. "ShieldCheck". */
export type IconName = string;

/** An animated stat counter: counts from 0 to `value`, then shows `suffix`. */
export type Counter = { value: number; suffix: string; label: string };

export type IconItem = { icon: IconName; title: string; description: string };

export type Step = { title: string; description: string; icon: IconName };

export type Faq = { question: string; answer: string };

// ---------------------------------------------------------------------------
// Stats and badges

const projectsCompleted: Counter = { value: 10000, suffix: "+", label: "Projects Completed" };
const verifiedContractors: Counter = { value: 5000, suffix: "+", label: "Verified Contractors" };
const fiveStarClients: Counter = { value: 1000, suffix: "+", label: "Five-Star Clients" };
const satisfactionRate: Counter = { value: 98, suffix: "%", label: "Satisfaction Rate" };
const statesCovered: Counter = { value: 50, suffix: "+", label: "States Nationwide" };

/** The short row of figures in the home hero. */
export const heroStats: readonly Counter[] = [projectsCompleted, verifiedContractors, fiveStarClients];

/** The animated stat counters section of the home page. */
export const stats: readonly Counter[] = [projectsCompleted, verifiedContractors, fiveStarClients, satisfactionRate, statesCovered];

export type TrustBadge = { icon: IconName; label: string };

export const trustBadges: readonly TrustBadge[] = [
  { icon: "ShieldCheck", label: "Licensed & Insured Verification" },
  { icon: "Award", label: "Top-Rated Accredited Business" },
  { icon: "BadgeDollarSign", label: "100% Free for Homeowners" },
  { icon: "MapPin", label: "Nationwide: 50+ States" },
  { icon: "Star", label: RATING_RULE_BADGE },
  { icon: "Clock", label: "Matched Within 24 Hours" },
];

// ---------------------------------------------------------------------------
// How it works (home tabs and /how-it-works)

export const homeownerSteps: readonly Step[] = [
  {
    icon: "ClipboardList",
    title: "Tell Us About Your Project",
    description: "Answer a few quick questions about the work you need, your ZIP code and your timeline. It takes about two minutes and is 100% free.",
  },
  {
    icon: "UserCheck",
    title: "Get Matched Within 24 Hours",
    description: `We match you with up to 3 verified contractors near you, each licensed and insured. ${RATING_RULE_BRIEF}`,
  },
  {
    icon: "Scale",
    title: "Compare Quotes",
    description: "Review each contractor's quote, reviews and credentials side by side. There is no obligation to hire anyone.",
  },
  {
    icon: "Handshake",
    title: "Hire with Confidence",
    description: "Choose the pro who fits your budget and schedule, knowing their license and insurance have already been checked.",
  },
];

export const contractorSteps: readonly Step[] = [
  {
    icon: "ClipboardCheck",
    title: "Apply to Join",
    description: "Submit your business details, contractor license and insurance certificate in one short online application.",
  },
  {
    icon: "BadgeCheck",
    title: "Get Verified & Approved",
    description:
      "We verify your license and insurance and approve qualified contractors within 48 hours, then send your login credentials and dashboard access.",
  },
  {
    icon: "SlidersHorizontal",
    title: "Set Your Preferences",
    description: "Choose your service categories, the ZIP codes or radius you cover, and a budget that caps what you spend.",
  },
  {
    icon: "BellRing",
    title: "Receive Exclusive Leads",
    description: "Matching leads arrive in real time by SMS, email and your dashboard. Each lead is sold to you and no one else.",
  },
];

/** Benefit lists on /how-it-works. */
export const homeownerBenefits: readonly string[] = [
  "100% free for homeowners, with no obligation to hire",
  "Up to 3 quotes from verified contractors within 24 hours",
  "Every contractor's license and insurance is verified",
  RATING_RULE_BULLET,
  "Free cost calculators to set a realistic budget before you call",
  "Your details go only to the contractors matched to your project",
];

export const contractorBenefits: readonly string[] = [
  "Exclusive leads: each lead is sold to one contractor only",
  "Pre-qualified homeowners with a real project and checked contact details",
  "Real-time delivery by SMS, email and dashboard",
  "Pay-as-you-go or subscription pricing to fit your budget",
  "Invalid leads replaced or credited",
  "You choose your categories, service area and weekly spend cap",
];

// ---------------------------------------------------------------------------
// Testimonials (sample content, see the note at the top of this file)

export type Testimonial = {
  name: string;
  location: string;
  role: string;
  quote: string;
  rating: 5;
  /** Seed for the locally generated avatar image. */
  avatarSeed: string;
};

export const testimonials: readonly Testimonial[] = [
  {
    name: "Jennifer Martinez",
    location: "Phoenix, AZ",
    role: "Homeowner",
    quote:
      "I got three solar quotes within a day, and every installer showed up on time with a real proposal. We went with the one who explained the numbers best, and our electric bill dropped by more than half the first summer.",
    rating: 5,
    avatarSeed: "jennifer-martinez",
  },
  {
    name: "Michael Thompson",
    location: "Columbus, OH",
    role: "Homeowner",
    quote:
      "After a hailstorm tore up our shingles, I didn't know who to trust. The roofer we were matched with met our insurance adjuster, documented everything and had the new roof on in two days.",
    rating: 5,
    avatarSeed: "michael-thompson",
  },
  {
    name: "Sarah Johnson",
    location: "Charlotte, NC",
    role: "Homeowner",
    quote:
      "Our furnace died in the middle of January. I submitted a request that evening, had two HVAC companies call me the next morning, and we had heat again by the afternoon. No pressure, no runaround.",
    rating: 5,
    avatarSeed: "sarah-johnson",
  },
  {
    name: "David Reynolds",
    location: "Dallas, TX",
    role: "Roofing Contractor",
    quote:
      "Other lead services sold the same homeowner to five companies. Here the lead is mine alone, it hits my phone by text the minute it comes in, and my close rate is the best it has ever been.",
    rating: 5,
    avatarSeed: "david-reynolds",
  },
  {
    name: "Lisa Nguyen",
    location: "San Diego, CA",
    role: "Solar Installer",
    quote:
      "The homeowners are ready to talk about their project, not just browsing. When a phone number was bad, I reported it from the dashboard and got a credit without any argument.",
    rating: 5,
    avatarSeed: "lisa-nguyen",
  },
  {
    name: "Robert Garcia",
    location: "Denver, CO",
    role: "Plumbing Contractor",
    quote:
      "I set my ZIP codes and a weekly budget and the leads just come in. It has kept two of my trucks busy year-round, and I never pay for jobs outside my area.",
    rating: 5,
    avatarSeed: "robert-garcia",
  },
];

// ---------------------------------------------------------------------------
// /success-stories (sample content, see the note at the top of this file)

export type StatTile = { icon: IconName; value: string; label: string };

export const successStats: readonly StatTile[] = [
  { icon: "Users", value: "5,000+", label: "Contractors in Our Network" },
  { icon: "Briefcase", value: "10,000+", label: "Projects Completed" },
  { icon: "TrendingUp", value: "98%", label: "Success Rate" },
  { icon: "MapPin", value: "50+", label: "States Nationwide" },
];

export type SuccessStory = {
  name: string;
  company: string;
  location: string;
  category: CategorySlug;
  quote: string;
  /** Three measurable results. */
  results: readonly string[];
  /** 100-160 words. */
  story: string;
};

export const successStories: readonly SuccessStory[] = [
  {
    name: "Mark Sullivan",
    company: "Sullivan Roofing & Exteriors",
    location: "Dallas, TX",
    category: "roofing",
    quote: "Exclusive leads changed the math for us. We stopped racing four other roofers to the same door.",
    results: ["38 roof replacements closed in the first 6 months", "Close rate up from 12% to 31%", "About $640,000 in new revenue in year one"],
    story:
      "Mark started Sullivan Roofing with two crews in 2017 and relied on referrals and shared lead lists. Shared leads meant five roofers calling the same homeowner within minutes, and most of his estimates went nowhere. He joined our network in 2022, set his service area to the ZIP codes within 30 miles of his shop, and capped his weekly spend. Because every lead went only to him, his estimators could book inspections without a bidding war. Leads arrived by text the moment a homeowner submitted a request, so Mark's team usually called back within fifteen minutes. After a spring hailstorm he raised his budget for two weeks and kept both crews booked through the summer. Within a year he had added a third crew and a full-time office manager to keep up with scheduling.",
  },
  {
    name: "Angela Brooks",
    company: "SunPeak Solar",
    location: "San Diego, CA",
    category: "solar",
    quote: "The homeowners we talk to have already checked their numbers. Our consultations are conversations, not cold calls.",
    results: ["54 residential systems installed in 12 months", "Average system size of 7.2 kW", "Cost per sale down 35% compared with paid search ads"],
    story:
      "SunPeak Solar is a family-owned installer that had spent heavily on paid search ads with uneven results. Many clicks came from renters or people who only wanted a rough idea of price. Angela's team joined our network in 2021 and began buying solar leads in San Diego and Riverside counties on the Professional plan. Most homeowners had already used our solar calculator, so they arrived knowing their monthly bill, their savings goal and roughly what a system would cost. That made first appointments shorter and proposals more accurate. When a lead had a disconnected phone number, Angela reported it from the dashboard and received a credit. Within a year SunPeak moved most of its marketing budget to exclusive leads and hired two additional installers to shorten its installation backlog.",
  },
  {
    name: "Carlos Ramirez",
    company: "Ramirez Heating & Air",
    location: "Phoenix, AZ",
    category: "hvac",
    quote: "When the heat hits 115 degrees, speed wins the job. Real-time texts let us call homeowners before anyone else could.",
    results: ["212 service and replacement jobs from leads in 2024", "Average response time under 10 minutes", "Replacement sales up 45% year over year"],
    story:
      "Carlos runs a six-truck HVAC company where summer demand is intense and a dead air conditioner is an emergency. Before joining our network in 2023, he bought leads that often arrived hours late and had already been sold to several competitors. With real-time SMS delivery, his dispatcher now sees a new lead on her phone and calls the homeowner while they are still standing next to the thermostat. Because each lead is exclusive, the homeowner is not fielding calls from four other companies, and Carlos's technicians can diagnose the problem before quoting. He uses pay-as-you-go in the mild months and switches to a larger budget from May through September. Replacement sales grew sharply, and several service customers have since signed up for his annual maintenance plan.",
  },
  {
    name: "Rachel Kim",
    company: "Keystone Kitchen & Bath",
    location: "Charlotte, NC",
    category: "home-improvement",
    quote: "We finally get projects that match what we do best: full kitchens and bathrooms, not odd jobs.",
    results: ["27 kitchen and bath remodels booked in 9 months", "Average project value of $34,000", "Booked out 10 weeks in advance"],
    story:
      "Rachel and her husband run a design-build remodeling firm with a small in-house crew and trusted subcontractors. Their old lead sources sent everything from leaky faucets to full gut renovations, and sorting through them took hours each week. After joining our network in 2023, Rachel limited her categories to kitchen and bathroom remodels and set her service area to Charlotte and the surrounding suburbs. Each lead included the homeowner's project type, scope and timeline, so her team could prioritize the projects that fit. Homeowners who had used our home improvement calculator already had a realistic budget in mind, which made design meetings more productive. Within nine months Keystone was booked ten weeks out, and Rachel hired a second project manager to keep jobs on schedule.",
  },
  {
    name: "James Walker",
    company: "Walker Electric Co.",
    location: "Denver, CO",
    category: "electrical",
    quote: "EV chargers and panel upgrades are now our fastest-growing line, and almost all of it comes from exclusive leads.",
    results: ["140 EV charger and panel upgrade jobs in 12 months", "Revenue up 38% year over year", "Less than 3% of leads returned as invalid"],
    story:
      "James is a master electrician who spent fifteen years working for larger contractors before opening Walker Electric in 2019. Growth was slow at first, relying on word of mouth and a few builder relationships. He joined our network in 2022, focusing on EV charger installations and panel upgrades as more Denver homeowners bought electric vehicles. Leads arrive in his dashboard and by email with the homeowner's project type and timeline, so he can often quote a charger installation over the phone and schedule the site visit the same week. Many charger jobs revealed an undersized 100-amp panel, turning a one-day job into a larger upgrade. The few leads with bad contact details were credited after he reported them. James now employs four electricians and an apprentice.",
  },
  {
    name: "Tom Becker",
    company: "Becker Plumbing Services",
    location: "Columbus, OH",
    category: "plumbing",
    quote: "Water heaters and repipes keep our trucks full, and I only pay for leads inside the ZIP codes I choose.",
    results: ["96 water heater installations in 12 months", "11 whole-house repipes averaging $7,400", "Lead cost held under 8% of job revenue"],
    story:
      "Tom's company has served central Ohio for over a decade, but as he added trucks he needed a steadier flow of higher-value work than drain calls alone could provide. He joined our network in 2024 and chose leads for water heaters, repiping and sewer work in the ZIP codes his crews can reach within forty minutes. Many older homes in his area still have galvanized pipes, and homeowners who came through our plumbing calculator already understood the difference between a repair and a full repipe. A weekly budget cap keeps lead spending predictable, and real-time email and SMS alerts let his office book appointments the same day. Over the year, Tom's team completed nearly a hundred water heater installations and enough repipes to justify a dedicated repiping crew.",
  },
];

// ---------------------------------------------------------------------------
// /project-ideas

export type ProjectIdea = {
  title: string;
  category: CategorySlug;
  budget: string;
  duration: string;
  description: string;
  popularity: string;
};

export const projectIdeas: readonly ProjectIdea[] = [
  {
    title: "Kitchen Remodel",
    category: "home-improvement",
    budget: "$25,000 - $40,000",
    duration: "4-8 weeks",
    description:
      "New cabinets, countertops, lighting and appliances in a mid-sized kitchen. Kitchens recover about 70% of their cost at resale and make the biggest day-to-day difference in how a home feels.",
    popularity: "High",
  },
  {
    title: "Rooftop Solar System",
    category: "solar",
    budget: "$15,000 - $25,000",
    duration: "1-3 days to install",
    description:
      "A 5-8 kW system at about $3 per watt before incentives, which can offset most of a typical electric bill. Add a battery if you want backup power during outages.",
    popularity: "Trending",
  },
  {
    title: "Metal Roof Upgrade",
    category: "roofing",
    budget: "$15,000 - $21,000",
    duration: "3-5 days",
    description:
      "Replace worn asphalt shingles with a standing-seam metal roof on a 2,000 sq ft home. Metal lasts 40-70 years, sheds snow easily and resists wind and fire.",
    popularity: "High",
  },
  {
    title: "Heat Pump Conversion",
    category: "hvac",
    budget: "$6,000 - $10,000",
    duration: "1-3 days",
    description:
      "Swap an aging furnace and air conditioner for a single high-efficiency heat pump that heats and cools. Replacing a system over 15 years old can save $500 or more a year on energy.",
    popularity: "Trending",
  },
  {
    title: "Home EV Charger",
    category: "electrical",
    budget: "$1,200 - $2,500",
    duration: "4-8 hours",
    description:
      "A Level 2 charger on a dedicated 240-volt circuit charges most electric vehicles overnight. Homes with an older 100-amp panel may need a panel upgrade first.",
    popularity: "Trending",
  },
  {
    title: "Tankless Water Heater",
    category: "plumbing",
    budget: "$2,000 - $3,750",
    duration: "4-8 hours",
    description:
      "Replace a tank water heater with a gas or electric tankless unit for endless hot water and a smaller footprint. Tankless units also avoid the standby heat loss of a storage tank.",
    popularity: "Popular",
  },
];

// ---------------------------------------------------------------------------
// /find-contractors (sample content, see the note at the top of this file)

export type FeaturedContractor = {
  name: string;
  category: CategorySlug;
  location: string;
  rating: number;
  reviews: number;
  jobs: number;
  badges: readonly string[];
};

export const featuredContractors: readonly FeaturedContractor[] = [
  {
    name: "Summit Ridge Roofing",
    category: "roofing",
    location: "Dallas, TX",
    rating: 4.9,
    reviews: 312,
    jobs: 540,
    badges: ["Licensed & Insured", "Top Rated", "Storm Damage Specialist"],
  },
  {
    name: "BrightPath Solar",
    category: "solar",
    location: "San Diego, CA",
    rating: 4.8,
    reviews: 187,
    jobs: 265,
    badges: ["Licensed & Insured", "Verified Reviews", "Battery Storage"],
  },
  {
    name: "Comfort Air Mechanical",
    category: "hvac",
    location: "Charlotte, NC",
    rating: 4.9,
    reviews: 264,
    jobs: 890,
    badges: ["Licensed & Insured", "Top Rated", "24/7 Emergency Service"],
  },
  {
    name: "Front Range Electric",
    category: "electrical",
    location: "Denver, CO",
    rating: 4.7,
    reviews: 143,
    jobs: 410,
    badges: ["Licensed & Insured", "Verified Reviews", "EV Charger Installer"],
  },
];

export type FindContractorTile = {
  name: string;
  icon: IconName;
  /** The marketplace category, or null for trades outside the six categories. */
  category: CategorySlug | null;
};

export const findContractorTiles: readonly FindContractorTile[] = [
  { name: "Roofing", icon: "Home", category: "roofing" },
  { name: "Solar", icon: "Sun", category: "solar" },
  { name: "HVAC", icon: "Wind", category: "hvac" },
  { name: "Home Improvement", icon: "Hammer", category: "home-improvement" },
  { name: "Electrical", icon: "Zap", category: "electrical" },
  { name: "Plumbing", icon: "Droplets", category: "plumbing" },
  { name: "Windows & Doors", icon: "AppWindow", category: null },
  { name: "Painting", icon: "PaintRoller", category: null },
  { name: "Flooring", icon: "Layers", category: null },
  { name: "Landscaping", icon: "Trees", category: null },
  { name: "Gutters", icon: "CloudRain", category: null },
  { name: "Handyman", icon: "Wrench", category: null },
];

// ---------------------------------------------------------------------------
// /about

export const aboutStats: readonly Counter[] = [projectsCompleted, verifiedContractors, fiveStarClients, satisfactionRate, statesCovered];

export type AboutContent = {
  mission: string;
  /** Three paragraphs. */
  story: readonly string[];
  values: readonly IconItem[];
  stats: readonly Counter[];
};

export const aboutContent: AboutContent = {
  mission:
    "To make hiring a home-service contractor simple and safe for every homeowner, and to help honest, licensed contractors grow their businesses with exclusive leads they can count on.",
  story: [
    "We founded the company in New York in 2020, when more people than ever were fixing up the homes they suddenly spent all day in. Homeowners told us the same story again and again: they didn't know which contractors were licensed, which reviews were real, or why five companies called within minutes of one online form.",
    `Contractors had the opposite problem. They paid for leads that had been sold to half a dozen competitors, then raced to call first and often lost the job on price alone. We built a marketplace that fixes both sides: every contractor's license and insurance is verified, pros rated below ${RATING_BAR_TEXT} stars from ${RATING_BAR_MIN_REVIEWS} or more reviews get no leads, homeowners pay nothing, and each lead is sold to one contractor only.`,
    "Today our network of 5,000+ verified contractors serves homeowners nationwide across 50+ states, and more than 10,000 projects have been completed through it, from emergency roof repairs to full solar installations. We're still headquartered in New York, and we still judge ourselves by one measure: whether the homeowner and the contractor would both come back.",
  ],
  values: [
    {
      icon: "ShieldCheck",
      title: "Trust & Verification",
      description: `We check every contractor's license and insurance before they join. ${RATING_RULE_BRIEF}`,
    },
    {
      icon: "Heart",
      title: "Homeowners First",
      description: "Our service is 100% free for homeowners, with no obligation to hire and no pressure to decide.",
    },
    {
      icon: "Handshake",
      title: "Fairness for Contractors",
      description: "Every lead is exclusive to one contractor, and invalid leads are replaced or credited.",
    },
    {
      icon: "Eye",
      title: "Transparency",
      description: "Contractors see every lead's price before they buy, and homeowners get honest, formula-based cost estimates.",
    },
  ],
  stats: aboutStats,
};

// ---------------------------------------------------------------------------
// /join-network

export const joinNetworkBenefits: readonly IconItem[] = [
  {
    icon: "Target",
    title: "Exclusive Leads",
    description: "Every lead is sold to one contractor only. No bidding wars and no racing competitors to the phone.",
  },
  {
    icon: "UserCheck",
    title: "Pre-Qualified Homeowners",
    description: "Homeowners describe their project, location and timeline up front, and their contact details are checked before you pay.",
  },
  {
    icon: "BellRing",
    title: "Real-Time Delivery",
    description: "Leads reach you the moment they're submitted, by SMS, email and your contractor dashboard.",
  },
  {
    icon: "CreditCard",
    title: "Flexible Pricing",
    description: "Buy pay-as-you-go or save 20-30% on every lead with a Professional or Enterprise subscription.",
  },
  {
    icon: "BadgeCheck",
    title: "Verified Badge",
    description: "Stand out as a licensed, insured and verified contractor in a network homeowners already trust.",
  },
  {
    icon: "TrendingUp",
    title: "Grow on Your Terms",
    description: "Choose your categories, service area and spend cap, and change them anytime as your schedule fills up.",
  },
];

/** Spec section 6: what a contractor needs to join. */
export const contractorRequirements: readonly string[] = [
  "Valid contractor license in your state",
  "General liability insurance ($1M minimum)",
  "Workers' compensation insurance",
  "At least 2 years of industry experience",
  "Clean business record and references",
  "Licenses and insurance kept current at all times",
  "Applicant must be 18 or older",
];

export type ApplicationStep = { title: string; description: string };

export const applicationSteps: readonly ApplicationStep[] = [
  {
    title: "Submit Your Application",
    description:
      "Fill in the online application with your business details, service areas, license number and insurance provider, and upload your license and insurance certificate.",
  },
  {
    title: "License & Insurance Verification",
    description: "Our team verifies your contractor license with the state and confirms your general liability and workers' compensation coverage.",
  },
  {
    title: "Approval & Account Setup",
    description: "Qualified contractors are approved within 48 hours and receive login credentials and access to their contractor dashboard.",
  },
  {
    title: "Start Buying Leads",
    description: "Set your categories, service area and budget, then start buying exclusive leads in your service area.",
  },
];

// ---------------------------------------------------------------------------
// /buy-leads

export const buyLeadsFeatures: readonly IconItem[] = [
  {
    icon: "Target",
    title: "100% Exclusive Leads",
    description: "Each lead is sold to one contractor only. You never compete with other buyers for the same request.",
  },
  {
    icon: "UserCheck",
    title: "Pre-Qualified Homeowners",
    description: "Every lead includes the project type, details and timeline, with a checked phone number, email and ZIP code.",
  },
  {
    icon: "BellRing",
    title: "Real-Time Delivery",
    description: "Get new leads instantly by SMS, email and your dashboard, so you can call while the homeowner is still ready to talk.",
  },
  {
    icon: "CreditCard",
    title: "Pay-As-You-Go or Subscription",
    description: "Buy leads one at a time with no monthly fee, or subscribe to save 20-30% on every lead.",
  },
  {
    icon: "RefreshCw",
    title: "Invalid Leads Replaced or Credited",
    description: "Report a duplicate or invalid lead from your dashboard and we'll replace it or credit your account.",
  },
  {
    icon: "MapPin",
    title: "Choose Your Area",
    description: "Pick the ZIP codes or a radius around your base that you serve. You only receive leads where you work.",
  },
];

export const buyLeadsSteps: readonly Step[] = [
  {
    icon: "ClipboardCheck",
    title: "Apply & Get Approved",
    description: "Send your application with your license and insurance. Qualified contractors are approved within 48 hours.",
  },
  {
    icon: "SlidersHorizontal",
    title: "Choose Your Leads",
    description: "Select your categories, service area and spend cap, and pick pay-as-you-go or a subscription plan.",
  },
  {
    icon: "BellRing",
    title: "Receive Leads Instantly",
    description: "Matching leads are delivered the moment a homeowner submits a request, by SMS, email and dashboard.",
  },
  {
    icon: "Handshake",
    title: "Connect & Win the Job",
    description: "Call the homeowner, provide your quote and win the work, with no other buyer competing for the same lead.",
  },
];

// ---------------------------------------------------------------------------
// /contractor-application

export const contractorApplicationBenefits: readonly IconItem[] = [
  {
    icon: "Target",
    title: "Exclusive Leads",
    description: "Every lead is sold to one contractor only, never shared.",
  },
  {
    icon: "UserCheck",
    title: "Pre-Qualified Customers",
    description: "Homeowners with a real project, a timeline and checked contact details.",
  },
  {
    icon: "BellRing",
    title: "Real-Time Delivery",
    description: "New leads by SMS, email and dashboard the moment they come in.",
  },
  {
    icon: "CreditCard",
    title: "Flexible Pricing",
    description: "Pay-as-you-go or subscribe to save 20-30% on every lead.",
  },
];

export const whatHappensNext: readonly ApplicationStep[] = [
  {
    title: "Application Review",
    description: "Our team reviews your application and verifies your license and insurance within 24-48 hours.",
  },
  {
    title: "Account Setup",
    description: "Once approved, you receive your login credentials and access to your contractor dashboard.",
  },
  {
    title: "Start Buying Leads",
    description: "Set your preferences and start buying exclusive leads in your service area.",
  },
];
