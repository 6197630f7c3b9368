/**
 * Everything about the brand and the company that appears on more than one page.
 * The spec states support hours inconsistently; this is the single value shown
 * everywhere hours appear.
 */
export const site = {
  name: "Trusted Home Pros",
  shortName: "Home Pros",
  tagline: "Connecting Homeowners with Trusted Contractors",
  description:
    "Get free quotes from licensed, insured and verified home-service contractors near you. 100% free for homeowners. Contractors: buy exclusive, pre-qualified leads delivered in real time.",
  foundedYear: 2020,
  copyrightYear: 2025,
  city: "New York",
  address: {
    street: "350 Fifth Avenue, Suite 4820",
    locality: "New York",
    region: "NY",
    postalCode: "10118",
    country: "US",
  },
  email: "support@trustedhomepros.com",
  contractorEmail: "contractors@trustedhomepros.com",
  phoneDisplay: "(800) 555-0199",
  phoneE164: "+18005550199",
  supportHours: "Monday–Friday, 8:00 AM – 8:00 PM ET; Saturday, 9:00 AM – 5:00 PM ET",
  legalUpdated: "October 2, 2025",
  themeColor: "#1d4ed8",
} as const;

export type Site = typeof site;
