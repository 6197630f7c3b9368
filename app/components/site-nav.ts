import { calculatorTypes } from "~/calculators/types";

const calculatorNames: Record<(typeof calculatorTypes)[number], string> = {
  roofing: "Roofing Calculator",
  solar: "Solar Calculator",
  hvac: "HVAC Calculator",
  "home-improvement": "Home Improvement Calculator",
  electrical: "Electrical Calculator",
  plumbing: "Plumbing Calculator",
};

/** Navigation bar links, spec section 2. */
export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/#categories", label: "Categories" },
  { to: "/#how-it-works", label: "How It Works" },
  { to: "/about", label: "About" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

/** The Calculators dropdown, in the spec's order. */
export const calculatorNav = calculatorTypes.map((type) => ({
  to: `/calculators/${type}`,
  label: calculatorNames[type],
}));

/** Footer columns, spec section 2 ("/about" doubles as Careers in the original; we have a real /careers). */
export const footerNav = [
  {
    title: "For Homeowners",
    links: [
      { to: "/get-quotes", label: "Get Free Quotes" },
      { to: "/my-request", label: "Find My Request" },
      { to: "/#how-it-works", label: "How It Works" },
      { to: "/#categories", label: "Categories" },
      { to: "/project-ideas", label: "Project Ideas" },
      { to: "/blog", label: "Blog" },
    ],
  },
  {
    title: "For Contractors",
    links: [
      { to: "/pricing", label: "Pricing" },
      { to: "/join-network", label: "Join Our Network" },
      { to: "/success-stories", label: "Success Stories" },
      { to: "/login", label: "Sign In" },
    ],
  },
  { title: "Calculators", links: calculatorNav },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/careers", label: "Careers" },
      { to: "/contact", label: "Contact" },
      { to: "/terms", label: "Terms of Service" },
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/cookies", label: "Cookie Policy" },
    ],
  },
] as const;
