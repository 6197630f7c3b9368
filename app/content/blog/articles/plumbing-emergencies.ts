import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "When a pipe bursts or a toilet overflows, the first ten minutes matter more than anything else. Even a small crack in a supply pipe can release hundreds of gallons of water a day, soaking drywall, flooring and insulation. Knowing how to stop the water, keep everyone safe and document the damage can save you thousands of dollars before the plumber even arrives.",
  },
  { type: "h2", text: "Know your shut-off valves before you need them" },
  {
    type: "p",
    text: "The most important thing you can do is find your main water shut-off valve today, while nothing is leaking. It is usually where the water line enters the house: on a basement or crawl space wall facing the street, in a utility closet or garage, or near the water heater. In warmer climates it may be outside near the foundation. Many homes also have a valve at the meter box near the curb, which may require a special meter key and may belong to the water utility.",
  },
  {
    type: "ul",
    items: [
      "A gate valve has a round wheel handle. Turn it clockwise until it stops.",
      "A ball valve has a lever handle. Turn it a quarter turn so the lever sits perpendicular to the pipe.",
      "Toilets, sinks, the dishwasher and the washing machine have their own small shut-off valves, so you can isolate a single fixture without cutting water to the whole house.",
      "The water heater has a shut-off on its cold-water inlet pipe, usually at the top of the tank.",
    ],
  },
  {
    type: "callout",
    title: "Test it once a year",
    text: "Old gate valves often seize or break when finally turned. Label your main shut-off, make sure everyone in the household knows where it is, and test it annually. If it sticks or drips, have a plumber replace it with a quarter-turn ball valve.",
  },
  { type: "h2", text: "Safety first" },
  {
    type: "p",
    text: "Do not walk into standing water if it may be in contact with outlets, extension cords or the electrical panel. If you can reach the breaker panel safely from a dry spot, shut off power to the affected area; if not, call your utility. If you smell gas, leave the house and call the gas company from outside. Treat sewage as a health hazard: wear gloves and boots and keep children and pets away.",
  },
  { type: "h2", text: "What to do, emergency by emergency" },
  { type: "h3", text: "Burst or leaking pipe" },
  {
    type: "p",
    text: "Shut off the main water valve. Then open the lowest faucet in the house, plus a faucet on an upper floor, to drain water out of the lines and relieve pressure. If the leak could drain the water heater, turn it off as well: set a gas unit to pilot or vacation mode, or switch off the breaker for an electric unit. Catch dripping water with buckets and towels.",
  },
  { type: "h3", text: "Frozen pipes" },
  {
    type: "p",
    text: "If a faucet produces only a trickle during a cold snap, a pipe is likely frozen. Open the faucet and warm the pipe gently, starting near the faucet and working back, with a hair dryer, a heating pad or towels soaked in hot water. Never use an open flame or torch. If you see a crack or bulge, shut off the main before the pipe thaws, because it will start leaking as soon as the ice melts.",
  },
  { type: "h3", text: "Overflowing toilet" },
  {
    type: "p",
    text: "Lift the tank lid and press the flapper down to stop water from refilling the bowl, then turn the shut-off valve behind the toilet clockwise. Do not flush again. A flange plunger clears most clogs; if it does not, or several drains are backing up at once, the blockage is further down the line.",
  },
  { type: "h3", text: "Leaking water heater" },
  {
    type: "p",
    text: "Close the cold-water inlet valve and turn off the gas or power. A leak at a fitting or valve can often be repaired, but water coming from the tank itself means the tank has failed and needs replacement. As a starting point, a new tank water heater costs about $1,200 for electric and $1,500 for gas, and a tankless unit about $2,000 for electric and $3,000 for gas. Our [plumbing cost calculator](/calculators/plumbing) can estimate your options.",
  },
  { type: "h3", text: "Sewer backup" },
  {
    type: "p",
    text: "If sewage comes up through a floor drain or the lowest fixtures, stop using all water in the house, since every drain leads to the same sewer line. Do not pour chemical drain cleaners into a main line backup. Call a plumber to clear the line, and use a professional cleanup company for sewage-contaminated materials.",
  },
  { type: "h2", text: "Limit the damage and document it" },
  {
    type: "ul",
    items: [
      "Photograph and video the source of the leak and all damage before cleaning up.",
      "Move furniture, rugs and valuables out of wet areas, and prop furniture legs on foil or wood blocks.",
      "Remove standing water with a wet/dry vacuum, then run fans and a dehumidifier.",
      "Keep receipts for supplies, emergency repairs and any mitigation service.",
      "Call your insurer promptly. Materials need to dry within 24 to 48 hours to limit mold, so bring in a water mitigation company if drywall or flooring is soaked.",
    ],
  },
  {
    type: "p",
    text: "Standard homeowners policies usually cover sudden, accidental water damage like a burst pipe, but not gradual leaks, flooding from outside or, unless you have an endorsement, sewer and drain backups. Our guide to [home insurance claims](/blog/insurance-claims) explains documentation and working with an adjuster.",
  },
  { type: "h2", text: "What can wait until morning" },
  {
    type: "p",
    text: "Emergency calls at night, on weekends and on holidays often cost about 1.5 times normal rates or more. If you can stop the water and the house is safe, many problems can wait for regular hours:",
  },
  {
    type: "ul",
    items: [
      "A dripping faucet or a toilet that keeps running. Close its shut-off valve.",
      "A slow drain, or a single clogged fixture when others work.",
      "A leak that stops when you close the fixture's valve.",
      "No hot water, as long as there is no leak or gas smell.",
    ],
  },
  { type: "h2", text: "Prevent the next emergency" },
  {
    type: "p",
    text: "Insulate pipes in unheated spaces, replace rubber washing machine hoses with braided stainless steel, flush the water heater annually, and consider leak sensors or an automatic shut-off valve; our article on [smart home technology](/blog/smart-home-tech) covers the options. Older galvanized or polybutylene pipes are prone to failure and may justify repiping.",
  },
  {
    type: "p",
    text: "For an active emergency, call a local licensed plumber right away. For follow-up repairs, a new water heater or repiping, compare 3 to 5 quotes before you commit. You can [Get Free Quotes](/get-quotes) from up to 3 verified, licensed and insured plumbers through our [plumbing services](/services/plumbing) page.",
  },
];
