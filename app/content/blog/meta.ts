/** Blog article metadata (spec section 3: Blog article). Bodies live in ./articles. */
export type BlogArticleMeta = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO date of publication. */
  date: string;
  readTime: string;
  /** Generated illustration under /img/generated/blog/<slug>.webp */
  image: string;
  featured: boolean;
  /** Author shown under the title. */
  author: string;
  keywords: string[];
};

/** 3 featured and 7 other articles, newest first. */
export const blogArticles: readonly BlogArticleMeta[] = [
  {
    slug: "insurance-claims",
    title: "How to Navigate Home Insurance Claims for Storm Damage",
    excerpt: "A step-by-step guide to documenting damage, working with your adjuster and choosing a contractor after a storm.",
    category: "Insurance",
    date: "2025-09-18",
    readTime: "8 min read",
    image: "/img/generated/blog/insurance-claims.webp",
    featured: true,
    author: "Maria Delgado",
    keywords: ["home insurance claim", "storm damage", "roof claim", "insurance adjuster", "contractor"],
  },
  {
    slug: "smart-home-tech",
    title: "Smart Home Technology Worth the Investment in 2025",
    excerpt: "Thermostats, leak detectors, smart panels and EV chargers: which upgrades pay for themselves and which are just gadgets.",
    category: "Technology",
    date: "2025-09-04",
    readTime: "7 min read",
    image: "/img/generated/blog/smart-home-tech.webp",
    featured: true,
    author: "James Whitaker",
    keywords: ["smart home", "smart thermostat", "home automation", "energy savings", "home technology"],
  },
  {
    slug: "budgeting-guide",
    title: "The Complete Guide to Budgeting for a Home Renovation",
    excerpt: "How to set a realistic budget, why a 15-20% contingency matters and how to compare 3-5 quotes line by line.",
    category: "Planning",
    date: "2025-08-21",
    readTime: "9 min read",
    image: "/img/generated/blog/budgeting-guide.webp",
    featured: true,
    author: "Priya Raman",
    keywords: ["renovation budget", "home remodel cost", "contingency", "contractor quotes"],
  },
  {
    slug: "choosing-contractor",
    title: "10 Questions to Ask Before Hiring a Contractor",
    excerpt: "Licenses, insurance, references, payment schedules and warranties: what to ask and what the answers should be.",
    category: "Hiring Tips",
    date: "2025-08-07",
    readTime: "8 min read",
    image: "/img/generated/blog/choosing-contractor.webp",
    featured: false,
    author: "David Chen",
    keywords: ["hire a contractor", "contractor questions", "licensed and insured", "contractor references"],
  },
  {
    slug: "energy-efficiency",
    title: "Energy-Efficient Upgrades That Lower Your Utility Bills",
    excerpt: "Insulation, air sealing, heat pumps, windows and solar ranked by cost, savings and payback time.",
    category: "Energy",
    date: "2025-07-24",
    readTime: "8 min read",
    image: "/img/generated/blog/energy-efficiency.webp",
    featured: false,
    author: "Sarah Okafor",
    keywords: ["energy efficiency", "lower utility bills", "heat pump", "insulation", "home energy audit"],
  },
  {
    slug: "roof-replacement-signs",
    title: "7 Signs Your Roof Needs Replacing, Not Repairing",
    excerpt: "Age, granule loss, sagging decks and repeated leaks: how to tell when a repair is money thrown away.",
    category: "Roofing",
    date: "2025-07-10",
    readTime: "7 min read",
    image: "/img/generated/blog/roof-replacement-signs.webp",
    featured: false,
    author: "Tom Brennan",
    keywords: ["roof replacement", "roof repair", "roof age", "shingles", "roof leak"],
  },
  {
    slug: "solar-payback",
    title: "Is Solar Worth It? Understanding Payback and the Federal Tax Credit",
    excerpt: "How installers size a system, what the 30% federal tax credit really covers and how to estimate your payback period.",
    category: "Solar",
    date: "2025-06-26",
    readTime: "9 min read",
    image: "/img/generated/blog/solar-payback.webp",
    featured: false,
    author: "Sarah Okafor",
    keywords: ["solar payback", "solar tax credit", "solar panels cost", "solar savings"],
  },
  {
    slug: "hvac-maintenance",
    title: "The Seasonal HVAC Maintenance Checklist",
    excerpt: "What to do yourself each spring and fall, what to leave to a technician and when replacement beats repair.",
    category: "HVAC",
    date: "2025-06-12",
    readTime: "7 min read",
    image: "/img/generated/blog/hvac-maintenance.webp",
    featured: false,
    author: "Marcus Lee",
    keywords: ["HVAC maintenance", "furnace tune-up", "air conditioner maintenance", "air filter"],
  },
  {
    slug: "kitchen-remodel-roi",
    title: "Kitchen Remodels: Where to Spend and Where to Save",
    excerpt: "Layout, cabinets, counters and appliances: the choices that add value at resale and the ones that rarely do.",
    category: "Remodeling",
    date: "2025-05-29",
    readTime: "8 min read",
    image: "/img/generated/blog/kitchen-remodel-roi.webp",
    featured: false,
    author: "Priya Raman",
    keywords: ["kitchen remodel", "remodel ROI", "kitchen cabinets", "countertops"],
  },
  {
    slug: "plumbing-emergencies",
    title: "Plumbing Emergencies: What to Do Before the Plumber Arrives",
    excerpt: "Shutting off water, limiting damage, documenting for insurance and knowing which problems can wait until morning.",
    category: "Plumbing",
    date: "2025-05-15",
    readTime: "7 min read",
    image: "/img/generated/blog/plumbing-emergencies.webp",
    featured: false,
    author: "Marcus Lee",
    keywords: ["plumbing emergency", "burst pipe", "water shut-off valve", "emergency plumber"],
  },
];

export function getBlogArticleMeta(slug: string): BlogArticleMeta | undefined {
  return blogArticles.find((a) => a.slug === slug);
}
