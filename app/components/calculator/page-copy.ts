import type { CalculatorType } from "~/calculators/types";

/** Meta descriptions (120-160 characters) and keywords of the six /calculators/{type} pages. */
export const calculatorPageCopy: Record<CalculatorType, { description: string; keywords: string[] }> = {
  roofing: {
    description:
      "Free roofing cost calculator: estimate a new roof from its size, material, pitch and stories, with a cost range, cost per sq ft and material lifespan.",
    keywords: ["roofing cost calculator", "roof replacement cost", "metal roof cost", "cost per square foot roof"],
  },
  solar: {
    description:
      "Free solar savings calculator: see your 25-year savings, system size, net cost after the 30% federal tax credit and your payback period in two minutes.",
    keywords: ["solar savings calculator", "solar payback period", "solar panel cost", "federal solar tax credit"],
  },
  hvac: {
    description:
      "Free HVAC cost calculator: estimate a new AC, furnace or heat pump with ductwork, plus the BTU capacity and tons your home needs and yearly savings.",
    keywords: ["HVAC cost calculator", "AC replacement cost", "heat pump cost", "furnace replacement cost", "BTU calculator"],
  },
  "home-improvement": {
    description:
      "Free renovation cost calculator for kitchens, bathrooms, basements, additions and flooring: see a cost range, timeline and the ROI you could recover.",
    keywords: ["renovation cost calculator", "kitchen remodel cost", "bathroom remodel cost", "home improvement ROI"],
  },
  electrical: {
    description:
      "Free electrical cost calculator: estimate a panel upgrade, rewiring, EV charger, generator or lighting job, with a cost range, timeline and permit.",
    keywords: ["electrical cost calculator", "panel upgrade cost", "EV charger installation cost", "rewiring cost"],
  },
  plumbing: {
    description:
      "Free plumbing cost calculator: estimate a water heater, repiping, bathroom, kitchen or sewer project, with a cost range, timeline, permit and warranty.",
    keywords: ["plumbing cost calculator", "water heater replacement cost", "repiping cost", "tankless water heater cost"],
  },
};
