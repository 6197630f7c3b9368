import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "Not every energy upgrade is a good investment. Some cost little and pay for themselves within a year; others cost tens of thousands of dollars and take decades to earn back. Heating and cooling account for roughly half of a typical home's energy use and water heating for close to a fifth, so the biggest savings come from fixing the building shell and the equipment that heats and cools it. Here are the most common upgrades, ranked roughly from the fastest payback to the slowest.",
  },
  { type: "h2", text: "Start with a home energy audit" },
  {
    type: "p",
    text: "A professional energy audit typically costs a few hundred dollars, and many utilities subsidize it or offer it free. The auditor uses a blower door to measure air leakage, an infrared camera to find missing insulation, and combustion tests to check that gas appliances vent safely. The result is a prioritized list of improvements for your specific house, which beats guessing.",
  },
  { type: "h2", text: "1. LED lighting and a smart thermostat" },
  {
    type: "p",
    text: "LED bulbs use at least 75% less energy than incandescent bulbs and last many times longer, so they pay back within months. A smart or programmable thermostat, used well, saves about 8% on heating and cooling, or roughly $50 a year for the average home, for a cost of $100 to $280. Payback is usually two to four years, sooner with a utility rebate. Our guide to [smart home technology](/blog/smart-home-tech) covers which connected devices save money and which do not.",
  },
  { type: "h2", text: "2. Air sealing and attic insulation" },
  {
    type: "p",
    text: "This is the best value in home energy. ENERGY STAR estimates that sealing air leaks and adding insulation in the attic, crawl space and basement rim joists saves an average of 15% on heating and cooling costs. The usual work includes sealing gaps around plumbing and wiring penetrations, recessed lights and the attic hatch, then adding blown-in insulation to the recommended depth for your climate, which in much of the country means R-49 to R-60 in the attic. Professional air sealing and attic insulation often costs a few thousand dollars and commonly pays back within three to seven years, while making rooms noticeably more comfortable.",
  },
  {
    type: "p",
    text: "If you have ducts in an attic or crawl space, include them. A typical duct system loses 20 to 30% of the air moving through it to leaks and poor connections, and sealing and insulating ducts is inexpensive compared to the heating and cooling it saves.",
  },
  { type: "h2", text: "3. Heat pump water heater" },
  {
    type: "p",
    text: "A heat pump water heater moves heat from the surrounding air into the tank instead of generating it with a resistance element, and can cut water heating energy by more than half compared with a standard electric tank. Installed costs typically run $3,000 to $5,000. The best time to switch is when your existing tank is near the end of its life, because you are only paying the difference over a like-for-like replacement. It needs space and airflow, so a garage or basement is ideal. Compare options with our [plumbing cost calculator](/calculators/plumbing).",
  },
  { type: "h2", text: "4. Heat pump heating and cooling" },
  {
    type: "p",
    text: "Modern heat pumps deliver two to three times more heat energy than the electricity they consume, and cold-climate models keep working well below freezing. A heat pump system starts at around $6,500 installed for a typical home, with high-efficiency and premium models costing 30 to 60% more, and ductwork adding to the cost where it is missing or failing. Savings are largest when you replace electric baseboard heat, oil or propane, or an air conditioner more than 15 years old; replacing an older system can save several hundred dollars a year. Versus an efficient natural gas furnace, savings depend on local gas and electricity prices. Run your numbers with the [HVAC cost calculator](/calculators/hvac), and ask installers for a room-by-room load calculation so the system is properly sized.",
  },
  { type: "h2", text: "5. Solar panels" },
  {
    type: "p",
    text: "Solar costs about $3 per watt installed, so a 7-kilowatt system runs around $21,000 before incentives. The 30% federal Residential Clean Energy Credit brings that to about $14,700. In many markets, payback falls in the 7 to 12 year range, followed by years of nearly free electricity from panels that usually carry 25-year warranties. Make the efficiency improvements above first, since a smaller energy load means a smaller, cheaper system. Our article on [solar payback](/blog/solar-payback) explains the math, and the [solar savings calculator](/calculators/solar) gives a quick estimate.",
  },
  { type: "h2", text: "6. Replacement windows" },
  {
    type: "p",
    text: "New windows improve comfort, reduce drafts and noise and can add curb appeal, but they are one of the most expensive efficiency upgrades relative to the energy they save. Payback often exceeds 15 to 20 years. Replace windows when they are rotted, failing or single-pane in a harsh climate; otherwise, weatherstripping, storm windows and insulated window coverings deliver much of the benefit for far less.",
  },
  {
    type: "callout",
    title: "Check tax credit deadlines",
    text: "Federal credits currently cover 30% of qualifying costs for insulation, heat pumps, heat pump water heaters, energy audits and solar, subject to annual limits on everything except solar. Legislation signed in July 2025 ends these credits for projects completed after December 31, 2025. Confirm your eligibility and timing with a tax professional, and check your utility and state for separate rebates.",
  },
  { type: "h2", text: "Quick wins you can do this weekend" },
  {
    type: "ul",
    items: [
      "Replace HVAC filters every one to three months, or more often with pets.",
      "Set the water heater to 120 degrees Fahrenheit.",
      "Weatherstrip exterior doors and the attic hatch.",
      "Wash laundry in cold water and clean the dryer lint trap every load.",
      "Use advanced power strips for entertainment centers and home offices.",
    ],
  },
  { type: "h2", text: "Get a plan and compare quotes" },
  {
    type: "p",
    text: "The best sequence for most homes is audit, seal and insulate, then right-size new equipment when the old system is due. When you are ready for the bigger projects, get 3 to 5 quotes so you can compare equipment, efficiency ratings and warranties. You can [Get Free Quotes](/get-quotes) from up to 3 verified pros in [HVAC](/services/hvac), [solar](/services/solar) and [home improvement](/services/home-improvement), at no cost to you.",
  },
];
