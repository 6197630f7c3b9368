import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "A kitchen remodel is one of the most popular home projects and one of the most expensive. Some choices make the room work better every day and appeal to future buyers; others cost a great deal and return little. Whether you plan to sell in a few years or stay for decades, knowing where to spend and where to save helps you get the most kitchen for your money.",
  },
  { type: "h2", text: "Start with realistic expectations about ROI" },
  {
    type: "p",
    text: "On average, a kitchen remodel recovers roughly 70% of its cost at resale. That figure hides a wide spread: modest, midrange updates in keeping with the neighborhood tend to recover the most, while high-end overhauls in modest homes recover the least. A dated or worn-out kitchen can also make a house slower to sell, so a sensible update can pay off in ways that never show up in an ROI table.",
  },
  {
    type: "p",
    text: "For a baseline, our [home improvement cost calculator](/calculators/home-improvement) starts a moderate kitchen remodel at about $150 per square foot. For a 200-square-foot kitchen, that is about $30,000; a minor cosmetic refresh might run closer to $18,000, a major remodel around $45,000 and a luxury project $75,000 or more. Most kitchen remodels take four to eight weeks of construction once materials are on site. Whatever your number, add a 15-20% contingency, as explained in our [renovation budgeting guide](/blog/budgeting-guide).",
  },
  { type: "h2", text: "Where to spend" },
  { type: "h3", text: "Layout, but only if the current one fails" },
  {
    type: "p",
    text: "Moving the sink, range or walls adds plumbing, gas, electrical and structural work, and often permits and inspections. It is one of the fastest ways to double a budget. If your layout works, keep the major fixtures where they are and put the money into finishes. If it truly does not work, with no counter space beside the range, a refrigerator that blocks traffic or a dead-end corner, fixing it is the best money you will spend, because it is the one thing you cannot change cheaply later.",
  },
  { type: "h3", text: "Cabinet construction" },
  {
    type: "p",
    text: "Cabinets are usually the largest single line in a kitchen budget, often about 30%. Spend on what you touch every day: sturdy boxes, plywood where it matters most such as the sink base, full-extension drawers with soft-close slides, and smart storage like deep drawers for pots. Many buyers notice drawers that sag or doors that do not close flush. Semi-custom lines offer most of the function of custom cabinets at a noticeably lower price.",
  },
  { type: "h3", text: "Lighting, electrical and ventilation" },
  {
    type: "p",
    text: "Layered lighting transforms a kitchen for a modest cost: recessed or surface fixtures for general light, under-cabinet LEDs for tasks and a pendant or two over an island. Remodels also bring the electrical system up to current code, which typically means GFCI-protected countertop outlets and dedicated circuits for major appliances. Budget for it up front with our [electrical cost calculator](/calculators/electrical). Finally, choose a range hood that vents outside rather than recirculating; it protects cabinets and air quality.",
  },
  { type: "h3", text: "Durable, broadly appealing countertops" },
  {
    type: "p",
    text: "Quartz and granite remain what most buyers expect in a midrange kitchen, and they are similar in price. Quartz needs no sealing; granite offers natural variation. Choose a neutral color with broad appeal over a bold statement slab, especially if you may sell.",
  },
  {
    type: "callout",
    title: "Keep the footprint, upgrade the finishes",
    text: "Keeping the sink, range and refrigerator in place is the single biggest way to control a kitchen budget. Even a modest layout tweak can add thousands in plumbing and electrical work.",
  },
  { type: "h2", text: "Where to save" },
  {
    type: "ul",
    items: [
      "Cabinet refacing or painting: if the cabinet boxes are solid and the layout works, new doors, drawer fronts and hardware can cost a fraction of replacement.",
      "Appliances: a matching midrange stainless suite satisfies most buyers. Professional-style ranges and built-in refrigerators rarely pay back outside high-end neighborhoods.",
      "Backsplash: classic ceramic or porcelain tile costs little per square foot and never looks dated for long. Spend on installation quality instead.",
      "Flooring: luxury vinyl plank and porcelain tile are durable, water-resistant and far cheaper than natural stone.",
      "Secondary counters: laminate or butcher block on a pantry wall or bar area saves money where quartz is not essential.",
      "Hardware and fixtures: choose quality faucet valves, but decorative pulls and light fixtures are easy to upgrade later.",
    ],
  },
  { type: "h2", text: "Choices that rarely pay back" },
  {
    type: "p",
    text: "Highly personal choices, such as bold cabinet colors, unusual tile or niche appliances like built-in espresso machines, warming drawers and wine refrigerators, add cost without adding much resale value. That does not make them wrong if you will enjoy them for years. Just recognize them as spending for yourself rather than for the next owner. The same applies to remodeling beyond the level of comparable homes nearby; buyers rarely pay a premium for the most expensive kitchen on the street.",
  },
  { type: "h2", text: "Plan for life during the remodel" },
  {
    type: "p",
    text: "Set up a temporary kitchen in another room with a microwave, a toaster oven or electric skillet, a coffee maker and a mini refrigerator. Expect to eat out more than usual and include that cost in your budget. Order cabinets and appliances early, because back-ordered items are a common cause of delays, and confirm everything is on site before demolition begins.",
  },
  { type: "h2", text: "Compare contractors carefully" },
  {
    type: "p",
    text: "Give every contractor the same written scope, then collect 3 to 5 quotes and compare allowances for cabinets, counters and fixtures line by line, since low allowances are the most common way bids look cheaper than they are. Check licenses, insurance and references using our [10 questions to ask before hiring a contractor](/blog/choosing-contractor). You can [Get Free Quotes](/get-quotes) from up to 3 verified remodeling pros through our [home improvement services](/services/home-improvement) page, free and with no obligation.",
  },
];
