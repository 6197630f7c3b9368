import type { CategorySlug } from "./categories";
import { RATED_PHRASE, RATING_BAR_MIN_REVIEWS, RATING_BAR_TEXT, RATING_RULE_BRIEF } from "./rating-bar";

/**
 * Copy of the six /services/{category} landing pages (spec section 2).
 * Cost figures in the FAQs follow the calculator formulas of spec section 9, so a
 * homeowner who reads an answer and then runs the calculator sees the same numbers.
 */

export type ServiceItem = { name: string; description: string };

export type ServiceTrustCard = {
  /** lucide-react icon name. */
  icon: string;
  title: string;
  description: string;
};

export type ServiceFaq = { question: string; answer: string };

export type ServicePage = {
  heroTitle: string;
  heroSubtitle: string;
  /** Two or three sentences under the hero. */
  intro: string;
  /** Exactly ten services of the trade. */
  services: readonly ServiceItem[];
  /** Exactly four cards. */
  trustCards: readonly ServiceTrustCard[];
  /** Three questions per trade. */
  faqs: readonly ServiceFaq[];
  ctaTitle: string;
  ctaText: string;
};

export const services: Record<CategorySlug, ServicePage> = {
  roofing: {
    heroTitle: "Trusted Roofing Contractors Near You",
    heroSubtitle: `Get up to 3 free quotes from licensed, insured roofers ${RATED_PHRASE}, matched to your project within 24 hours.`,
    intro: `Your roof protects everything beneath it, so the crew that works on it should be licensed, insured and proven. We match you with verified local roofers for replacements, repairs, inspections and storm damage. ${RATING_RULE_BRIEF} Describe your roof once and compare up to 3 quotes within 24 hours, 100% free.`,
    services: [
      {
        name: "Roof Replacement",
        description: "Full tear-off and replacement, including decking repairs, underlayment, flashing, ventilation and cleanup.",
      },
      {
        name: "Roof Repair & Leak Detection",
        description: "Find the source of a leak and fix it, from missing shingles and cracked boots to failed flashing around chimneys and walls.",
      },
      {
        name: "Roof Inspections",
        description: "A written condition report with photos for buying or selling a home, insurance renewals or planning a replacement.",
      },
      {
        name: "Storm & Hail Damage Restoration",
        description: "Emergency tarping, damage documentation for your insurance claim and permanent repairs after wind, hail or fallen trees.",
      },
      {
        name: "Asphalt Shingle Roofing",
        description: "Architectural and three-tab shingles in a wide range of colors: the most affordable choice, with a 20–30 year lifespan.",
      },
      {
        name: "Metal Roofing",
        description: "Standing-seam and metal shingle systems that shed snow, resist fire and can last 40–70 years.",
      },
      {
        name: "Tile & Slate Roofing",
        description: "Clay, concrete and natural slate roofs installed and repaired by crews experienced with heavy, long-lived materials.",
      },
      {
        name: "Flat & Low-Slope Roofing",
        description: "TPO, EPDM and modified bitumen membranes for porches, additions, garages and flat-roof homes.",
      },
      {
        name: "Gutters & Downspouts",
        description: "Seamless gutter installation, gutter guards and downspout repairs that keep water away from your fascia and foundation.",
      },
      {
        name: "Skylights & Roof Ventilation",
        description: "Skylight installation and re-flashing, ridge vents and attic fans that reduce heat build-up and extend shingle life.",
      },
    ],
    trustCards: [
      {
        icon: "ShieldCheck",
        title: "Licensed & Insured",
        description: "We verify every roofer's state license and general liability insurance before they can quote on your home.",
      },
      {
        icon: "Star",
        title: "Verified Reviews, 4-Star Rule",
        description: `Roofers rated below ${RATING_BAR_TEXT} stars from ${RATING_BAR_MIN_REVIEWS} or more verified reviews are not matched, so you start with proven crews.`,
      },
      {
        icon: "BadgeDollarSign",
        title: "Free Quotes",
        description: "Compare up to 3 written quotes at no cost and with no obligation to hire. Our service is 100% free for homeowners.",
      },
      {
        icon: "Clock",
        title: "Matched Within 24 Hours",
        description: "Tell us about your roof and get matched with local roofers within 24 hours, which matters when a leak can't wait.",
      },
    ],
    faqs: [
      {
        question: "How much does a new roof cost?",
        answer:
          "Replacements are priced by roof area. As a starting point, asphalt shingles run about $3.50 per square foot, metal about $9, tile about $12 and slate about $18. A medium pitch adds about 15% and a steep pitch about 35%; a two-story home adds about 15% and three stories about 30% for access and safety. A 2,000 sq ft single-story asphalt roof with a low pitch comes to roughly $7,000, usually within a range of $5,950 to $8,050. Our roofing calculator gives you a range for your own roof before you compare quotes.",
      },
      {
        question: "How long will my new roof last?",
        answer:
          "It depends mostly on the material: asphalt shingles last about 20–30 years, metal 40–70 years, tile 50–100 years and slate 75–200 years. Proper attic ventilation, clean gutters and an inspection after major storms help any roof reach the top of its range.",
      },
      {
        question: "Will my homeowners insurance pay for storm damage?",
        answer:
          "Most policies cover sudden damage from wind, hail or falling trees, but not wear and tear or an old roof failing with age. Photograph the damage, prevent further leaks (a tarp is usually a covered expense), and call your insurer promptly. Many roofers in our network will inspect the roof, document the damage and meet the adjuster, but the claim decision always rests with your insurance company.",
      },
    ],
    ctaTitle: "Ready to Repair or Replace Your Roof?",
    ctaText: "Tell us about your roof and get up to 3 free quotes from licensed, insured roofers within 24 hours. No cost and no obligation.",
  },

  solar: {
    heroTitle: "Compare Quotes from Verified Solar Installers",
    heroSubtitle: `Lower your electric bill with a system designed for your roof, installed by licensed, insured pros ${RATED_PHRASE}.`,
    intro:
      "Going solar is a long-term investment, and the installer you choose matters as much as the panels. We connect you with verified solar contractors who size the system to your usage, handle permits and utility interconnection, and stand behind their workmanship. Get up to 3 free quotes within 24 hours and compare them side by side.",
    services: [
      {
        name: "Residential Solar Panel Installation",
        description: "Complete rooftop systems, from site survey and design through permits, installation, inspection and utility hookup.",
      },
      {
        name: "Solar Battery Storage",
        description: "Home batteries that store daytime power for evenings and keep essential circuits running during outages.",
      },
      {
        name: "Ground-Mounted Systems",
        description: "Free-standing arrays for properties where the roof is shaded, too small or facing the wrong way.",
      },
      {
        name: "Solar Site Assessments",
        description: "Shading, roof orientation and electrical panel review, plus a production estimate based on your actual usage.",
      },
      {
        name: "Inverter Replacement & Upgrades",
        description: "String inverter and microinverter replacement, or an upgrade to a hybrid inverter that can add battery storage.",
      },
      {
        name: "Solar Panel Repair & Maintenance",
        description: "Diagnose underperforming systems, replace damaged panels, fix wiring faults and restore lost production.",
      },
      {
        name: "Panel Removal & Reinstallation",
        description: "Safe removal and reinstallation of an existing array when your roof needs repair or replacement.",
      },
      {
        name: "System Expansions",
        description: "Add panels to an existing system when you buy an electric vehicle, add a heat pump or your household grows.",
      },
      {
        name: "Production Monitoring Setup",
        description: "App-based monitoring that shows daily production and alerts you when a panel or inverter stops performing.",
      },
      {
        name: "Solar Panel Cleaning",
        description: "Gentle cleaning of dust, pollen and bird droppings to recover output in dry or dusty climates.",
      },
    ],
    trustCards: [
      {
        icon: "ShieldCheck",
        title: "Licensed & Insured",
        description: "Every installer's state license and liability insurance is verified before they can quote on your home.",
      },
      {
        icon: "Star",
        title: "Verified Reviews, 4-Star Rule",
        description: `Solar installers rated below ${RATING_BAR_TEXT} stars from ${RATING_BAR_MIN_REVIEWS} or more reviews, written by customers whose projects were actually completed, are not matched.`,
      },
      {
        icon: "BadgeDollarSign",
        title: "Free Quotes",
        description: "Compare system size, equipment, price per watt and warranties from up to 3 installers, free and with no obligation.",
      },
      {
        icon: "Clock",
        title: "Fast Response",
        description: "Get matched within 24 hours, so you can schedule site assessments and compare proposals right away.",
      },
    ],
    faqs: [
      {
        question: "How much do solar panels cost?",
        answer:
          "A complete installed system costs about $3 per watt before incentives, so a 6 kW system runs about $18,000. Our solar calculator applies the 30% federal tax credit, which would bring that example to about $12,600. Eligibility for the credit depends on when your system is placed in service and on your own tax situation, so confirm it with a tax professional before you sign a contract.",
      },
      {
        question: "How much will I save, and how long is the payback?",
        answer:
          "Your savings depend on how much of your bill the system offsets. A system that covers 100% of a $150 monthly bill saves about $1,800 a year. Payback is the net cost divided by annual savings: in the 6 kW example, $12,600 ÷ $1,800 is about 7 years. Over 25 years that system would save about $32,400 after paying for itself. Enter your own bill and goal in our solar calculator to see your numbers.",
      },
      {
        question: "Is my roof ready for solar?",
        answer:
          "The best roofs face south, east or west with little shade from trees or nearby buildings. Panels last 25 years or more, so if your roof is likely to need replacing in the next several years, replace it first. Removing and reinstalling an array later adds cost. An installer will check the structure, shading and your electrical panel during the site assessment.",
      },
    ],
    ctaTitle: "See What Solar Can Save You",
    ctaText: "Get up to 3 free quotes from verified solar installers within 24 hours and compare system size, price and warranties side by side.",
  },

  hvac: {
    heroTitle: "Reliable HVAC Contractors for Year-Round Comfort",
    heroSubtitle: `Heating and cooling installation, replacement and repair from licensed, insured technicians ${RATED_PHRASE}.`,
    intro: `A properly sized, properly installed system keeps your home comfortable and your energy bills down. We match you with verified HVAC contractors for new installations, replacements, repairs and maintenance. ${RATING_RULE_BRIEF} Get up to 3 free quotes within 24 hours.`,
    services: [
      {
        name: "Central Air Conditioning Installation",
        description: "New and replacement central AC systems, sized with a load calculation and matched to your existing ductwork.",
      },
      {
        name: "Furnace Installation & Replacement",
        description: "Gas, propane and electric furnaces, including high-efficiency condensing models with proper venting.",
      },
      {
        name: "Heat Pump Installation",
        description: "Efficient all-electric heating and cooling in one system, including cold-climate heat pumps for northern winters.",
      },
      {
        name: "Ductless Mini-Split Systems",
        description: "Zoned heating and cooling for additions, finished attics, garages and homes without ductwork.",
      },
      {
        name: "Heating & Cooling Repair",
        description: "Diagnosis and repair of no-heat, no-cool, short-cycling, frozen coils, noisy blowers and refrigerant leaks.",
      },
      {
        name: "Seasonal Maintenance & Tune-Ups",
        description: "Spring and fall inspections, cleaning and safety checks that prevent breakdowns and protect your warranty.",
      },
      {
        name: "Ductwork Installation & Repair",
        description: "New duct runs, sealing of leaky joints and full replacements that fix hot and cold rooms.",
      },
      {
        name: "Indoor Air Quality",
        description: "Whole-home air filtration, humidifiers, dehumidifiers and fresh-air ventilation for healthier indoor air.",
      },
      {
        name: "Smart Thermostat Installation",
        description: "Wi-Fi and learning thermostats wired and configured for your system, including heat pump and multi-stage setups.",
      },
      {
        name: "Emergency Heating & Cooling Service",
        description: "Fast help when your furnace quits in January or your AC fails in a heat wave.",
      },
    ],
    trustCards: [
      {
        icon: "ShieldCheck",
        title: "Licensed & Insured",
        description: "We verify each contractor's HVAC license and insurance, so the technician in your home is qualified and covered.",
      },
      {
        icon: "Star",
        title: "Verified Reviews, 4-Star Rule",
        description: `HVAC pros rated below ${RATING_BAR_TEXT} stars from ${RATING_BAR_MIN_REVIEWS} or more verified reviews are not matched.`,
      },
      {
        icon: "BadgeDollarSign",
        title: "Free Quotes",
        description: "Compare equipment, efficiency ratings, warranties and price from up to 3 contractors, free and with no obligation.",
      },
      {
        icon: "Clock",
        title: "Fast Response",
        description: "Get matched with local HVAC contractors within 24 hours, before a small problem turns into a cold night.",
      },
    ],
    faqs: [
      {
        question: "What size HVAC system does my home need?",
        answer:
          "A common rule of thumb is about 27.5 BTU per square foot, so a 2,000 sq ft home needs roughly 55,000 BTU, or about 4.5 tons (one ton is 12,000 BTU). Insulation, windows, climate and ceiling height all change the answer, so a good contractor confirms the size with a room-by-room load calculation (Manual J) rather than copying the old unit's size.",
      },
      {
        question: "How much does a new HVAC system cost?",
        answer:
          "At standard efficiency, plan on about $5,000 for central air, $4,000 for a furnace, $6,500 for a heat pump and $8,500 for a complete heating and cooling system. High-efficiency equipment adds about 30% and premium equipment about 60%. Ductwork is extra: partial repairs run about $1,500, and a complete replacement about $12 per square foot of living space. Our HVAC calculator puts these together for your home.",
      },
      {
        question: "When should I replace rather than repair my system?",
        answer:
          "Most systems last 15–20 years. If yours is in that range, needs a major repair, or your energy bills keep rising, replacement usually makes more sense. Swapping a very old system for a modern one can save $500 to $800 a year in energy; even a newer system upgraded to higher efficiency typically saves around $300 a year.",
      },
    ],
    ctaTitle: "Get Comfortable for Less",
    ctaText: "Get up to 3 free quotes from licensed, insured HVAC contractors within 24 hours, with no obligation to hire.",
  },

  "home-improvement": {
    heroTitle: "Top-Rated Home Improvement Contractors",
    heroSubtitle: `Kitchens, bathrooms, basements, additions and more, built by licensed, insured remodelers ${RATED_PHRASE}.`,
    intro:
      "A remodel is one of the biggest investments you'll make in your home, and the right contractor keeps it on budget and on schedule. We match you with verified remodelers and builders who pull permits, carry insurance and have a record of satisfied clients. Get up to 3 free quotes within 24 hours and compare scope, price and timeline.",
    services: [
      {
        name: "Kitchen Remodeling",
        description: "Cabinets, countertops, layout changes, lighting and appliance installation, from a refresh to a full gut remodel.",
      },
      {
        name: "Bathroom Remodeling",
        description: "Tile showers, tub-to-shower conversions, vanities, heated floors and complete primary bath renovations.",
      },
      {
        name: "Basement Finishing",
        description: "Framing, insulation, egress windows and finishes that turn an unfinished basement into usable living space.",
      },
      {
        name: "Home Additions",
        description: "Bedroom, family room and second-story additions designed to match your home, with permits and inspections handled.",
      },
      {
        name: "Flooring Installation",
        description: "Hardwood, luxury vinyl plank, tile and carpet installed over properly prepared subfloors.",
      },
      {
        name: "Window & Door Replacement",
        description: "Energy-efficient replacement windows, entry doors and patio doors that cut drafts and improve curb appeal.",
      },
      {
        name: "Decks & Patios",
        description: "Composite and wood decks, pergolas and paver patios built to local code for outdoor living.",
      },
      {
        name: "Siding Installation",
        description: "Vinyl, fiber cement and engineered wood siding with new house wrap, trim and flashing.",
      },
      {
        name: "Interior Carpentry & Drywall",
        description: "Built-ins, trim, drywall repair and wall removal, including structural work when a wall is load-bearing.",
      },
      {
        name: "Aging-in-Place Modifications",
        description: "Curbless showers, grab bars, wider doorways and ramps that make your home safer as your needs change.",
      },
    ],
    trustCards: [
      {
        icon: "ShieldCheck",
        title: "Licensed & Insured",
        description: "We verify each remodeler's contractor license and liability insurance before they can bid on your project.",
      },
      {
        icon: "Star",
        title: "Verified Reviews, 4-Star Rule",
        description: `Contractors rated below ${RATING_BAR_TEXT} stars from ${RATING_BAR_MIN_REVIEWS} or more verified reviews are not matched, so you start with a shortlist you can trust.`,
      },
      {
        icon: "BadgeDollarSign",
        title: "Free Quotes",
        description: "Compare itemized quotes from up to 3 contractors at no cost. Our service is 100% free for homeowners.",
      },
      {
        icon: "Clock",
        title: "Fast Response",
        description: "Get matched within 24 hours and start planning your project while your ideas are fresh.",
      },
    ],
    faqs: [
      {
        question: "How much does a kitchen or bathroom remodel cost?",
        answer:
          "A mid-range remodel runs about $150 per square foot for kitchens and $120 for bathrooms. A 200 sq ft kitchen is about $30,000 and a 75 sq ft bathroom about $9,000. A minor refresh costs roughly 60% of that, a major remodel about 1.5 times as much and a luxury finish about 2.5 times. Set aside a 15–20% contingency for surprises found behind walls and under floors.",
      },
      {
        question: "Which projects add the most value to my home?",
        answer:
          "Typical cost recovery at resale is about 80% for new flooring, 75% for a finished basement, 70% for a kitchen remodel, 65% for a bathroom remodel and 60% for an addition. Local housing markets vary, so treat these figures as a guide and remodel first for how you want to live in the home.",
      },
      {
        question: "How long will my project take?",
        answer:
          "Once work starts, expect about 1–2 weeks for new flooring, 3–6 weeks for a bathroom, 4–8 weeks for a kitchen, 6–10 weeks to finish a basement and 12–20 weeks for an addition. Design, permits and ordering materials such as cabinets or windows can add several weeks beforehand, so ask each contractor for a written schedule.",
      },
    ],
    ctaTitle: "Start Your Home Improvement Project",
    ctaText: "Get up to 3 free quotes from licensed, insured remodelers within 24 hours and compare scope, price and schedule.",
  },

  electrical: {
    heroTitle: "Licensed Electricians You Can Trust",
    heroSubtitle: `Panel upgrades, rewiring, EV chargers, generators and lighting from verified electricians ${RATED_PHRASE}.`,
    intro: `Electrical work is not a do-it-yourself job: done wrong, it is a fire and safety hazard. We match you with licensed, insured electricians who pull the right permits and do the work to code. ${RATING_RULE_BRIEF} Get up to 3 free quotes within 24 hours.`,
    services: [
      {
        name: "Electrical Panel Upgrades",
        description: "Replace outdated or undersized panels with 200-amp service to safely power modern appliances, EVs and heat pumps.",
      },
      {
        name: "Whole-Home Rewiring",
        description: "Replace knob-and-tube, aluminum or deteriorated wiring with modern, grounded circuits throughout the house.",
      },
      {
        name: "EV Charger Installation",
        description: "Level 2 home charging on a dedicated 240-volt circuit, in the garage or outdoors, with permit and inspection.",
      },
      {
        name: "Standby Generator Installation",
        description: "Whole-home and essential-circuit generators with automatic transfer switches that start during an outage.",
      },
      {
        name: "Indoor & Outdoor Lighting",
        description: "Recessed lighting, under-cabinet lights, fixtures, landscape and security lighting.",
      },
      {
        name: "Outlets, Switches & GFCI/AFCI Protection",
        description: "New circuits and outlets, USB and smart switches, and the GFCI and AFCI protection current code requires.",
      },
      {
        name: "Ceiling Fan Installation",
        description: "Fans mounted on properly rated boxes, with new wiring and wall controls where needed.",
      },
      {
        name: "Electrical Inspections & Code Corrections",
        description: "Safety inspections for home purchases and insurance, with repairs for double-tapped breakers, open splices and other hazards.",
      },
      {
        name: "Whole-Home Surge Protection",
        description: "Panel-mounted surge protectors that guard appliances and electronics against spikes from storms and the grid.",
      },
      {
        name: "Emergency Electrical Repair",
        description: "Fast response for burning smells, sparking outlets, tripping breakers and partial power loss.",
      },
    ],
    trustCards: [
      {
        icon: "ShieldCheck",
        title: "Licensed & Insured",
        description: "We verify every electrician's state license and insurance, so the work is done to code by a qualified pro.",
      },
      {
        icon: "Star",
        title: "Verified Reviews, 4-Star Rule",
        description: `Electricians rated below ${RATING_BAR_TEXT} stars from ${RATING_BAR_MIN_REVIEWS} or more verified reviews are not matched.`,
      },
      {
        icon: "BadgeDollarSign",
        title: "Free Quotes",
        description: "Compare quotes from up to 3 licensed electricians, free and with no obligation to hire.",
      },
      {
        icon: "Clock",
        title: "Fast Response",
        description: "Get matched with local electricians within 24 hours, so urgent problems don't have to wait.",
      },
    ],
    faqs: [
      {
        question: "Do I need an electrical panel upgrade?",
        answer:
          "Common signs are a 100-amp or older fuse-based panel, breakers that trip often, flickering lights, or plans to add an EV charger, heat pump or addition. A typical panel upgrade costs about $2,500, usually between about $2,100 and $3,000 for an average home, and takes 1–2 days. The permit is included in the estimate from our electrical calculator.",
      },
      {
        question: "How much does it cost to install an EV charger at home?",
        answer:
          "A Level 2 charger installation costs about $1,500 for a typical home and takes 4–8 hours. Long wire runs from the panel to the parking spot or a difficult installation raise the price, and if your panel lacks capacity for a new 240-volt circuit you may also need a panel upgrade.",
      },
      {
        question: "Do I need a permit for electrical work?",
        answer:
          "In most places, yes: new circuits, panel changes, rewiring, generators and EV chargers all require a permit and inspection. A licensed electrician pulls the permit and schedules the inspection for you. Ask every contractor whether the permit is included in the quote, and for the labor warranty, which is typically 1–2 years.",
      },
    ],
    ctaTitle: "Power Your Project Safely",
    ctaText: "Get up to 3 free quotes from licensed, insured electricians within 24 hours. No cost and no obligation.",
  },

  plumbing: {
    heroTitle: "Dependable Plumbers When You Need Them",
    heroSubtitle: `Water heaters, repiping, drains, sewer lines and fixtures from licensed, insured plumbers ${RATED_PHRASE}.`,
    intro: `From a burst pipe at midnight to a planned water heater upgrade, you need a plumber who shows up and does it right the first time. We match you with verified, licensed and insured plumbers near you. ${RATING_RULE_BRIEF} Get up to 3 free quotes within 24 hours.`,
    services: [
      {
        name: "Water Heater Installation & Repair",
        description: "Gas and electric tank water heaters replaced, repaired and brought up to current code, usually in a single visit.",
      },
      {
        name: "Tankless Water Heaters",
        description: "Endless hot water and lower standby losses, with the gas line, venting or electrical upgrades a tankless unit needs.",
      },
      {
        name: "Whole-House Repiping",
        description: "Replace aging galvanized or polybutylene pipes with PEX or copper to restore water pressure and stop recurring leaks.",
      },
      {
        name: "Drain Cleaning",
        description: "Clear slow and clogged sinks, tubs, showers and main lines with snaking and hydro-jetting.",
      },
      {
        name: "Sewer Line Repair & Replacement",
        description: "Camera inspections, root removal, spot repairs and trenchless sewer replacement.",
      },
      {
        name: "Leak Detection & Repair",
        description: "Locate hidden leaks in walls, floors and slabs before they cause mold or structural damage.",
      },
      {
        name: "Bathroom Plumbing",
        description: "Toilets, showers, tubs, vanities and valve replacements, including rough-in for bathroom remodels.",
      },
      {
        name: "Kitchen Plumbing",
        description: "Sinks, faucets, garbage disposals, dishwasher and ice maker hookups, and gas lines for ranges.",
      },
      {
        name: "Sump Pumps & Backflow Prevention",
        description: "Sump pump installation with battery backup, plus backflow preventer installation and testing.",
      },
      {
        name: "Emergency Plumbing",
        description: "Burst pipes, overflowing toilets, sewer backups and no-hot-water calls handled fast.",
      },
    ],
    trustCards: [
      {
        icon: "ShieldCheck",
        title: "Licensed & Insured",
        description: "We verify each plumber's license and insurance before they can quote on your job.",
      },
      {
        icon: "Star",
        title: "Verified Reviews, 4-Star Rule",
        description: `Plumbers rated below ${RATING_BAR_TEXT} stars from ${RATING_BAR_MIN_REVIEWS} or more verified reviews are not matched.`,
      },
      {
        icon: "BadgeDollarSign",
        title: "Free Quotes",
        description: "Compare quotes from up to 3 plumbers at no cost. Our service is 100% free for homeowners.",
      },
      {
        icon: "Clock",
        title: "Fast Response",
        description: "Get matched with local plumbers within 24 hours, because water damage gets worse by the hour.",
      },
    ],
    faqs: [
      {
        question: "How much does a new water heater cost?",
        answer:
          "Installed, expect about $1,200 for an electric tank, $1,500 for a gas tank, $2,000 for an electric tankless unit and $3,000 for a gas tankless unit. Older plumbing that needs updated connections costs more. Most replacements are finished in 4–8 hours, and parts warranties run 1–5 years depending on the unit.",
      },
      {
        question: "When should I repipe my house, and what does it cost?",
        answer:
          "Consider repiping if you have galvanized steel or polybutylene pipes, low water pressure, discolored water or repeated leaks. Repiping a two-bathroom home costs about $7,000, less for a one-bath home and more for three or more bathrooms or very old plumbing. The work takes 3–5 days and requires a permit.",
      },
      {
        question: "What should I do in a plumbing emergency?",
        answer:
          "Shut off the main water valve right away (it is usually where the water line enters the house, near the meter), turn off the water heater if it is leaking, and move valuables away from the water. Then request help: emergency calls typically cost up to 50% more than scheduled work, so if it can safely wait until the next day, you may save money.",
      },
    ],
    ctaTitle: "Fix It Right the First Time",
    ctaText: "Get up to 3 free quotes from licensed, insured plumbers within 24 hours, with no obligation to hire.",
  },
};
