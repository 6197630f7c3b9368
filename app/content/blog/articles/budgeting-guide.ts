import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "Most renovation budgets fail for predictable reasons: the scope was vague, a few costs were forgotten, and nothing was set aside for surprises behind the walls. A realistic budget is not a single number but a plan that covers the work itself, the costs around it and a cushion for the unexpected. Here is how to build one, step by step.",
  },
  { type: "h2", text: "Step 1: Define the scope before you talk numbers" },
  {
    type: "p",
    text: "Write down what you want the finished space to do and what must change to get there. Split the list into must-haves (a new layout, failing plumbing, more storage) and nice-to-haves (heated floors, a pot filler, designer lighting). This list becomes the scope document you will give every contractor, and it keeps you from trading essentials for extras when money gets tight.",
  },
  { type: "h2", text: "Step 2: Get a baseline cost" },
  {
    type: "p",
    text: "Before you call anyone, get a ballpark figure so you can tell whether your plans match your savings. Our [home improvement cost calculator](/calculators/home-improvement) uses typical starting points per square foot for a moderate project: about $150 for kitchens, $120 for bathrooms, $70 for basement finishing, $200 for additions and $15 for new flooring. Scope changes the number significantly. A minor cosmetic update may cost around 60% of a moderate remodel, a major one about 1.5 times as much, and a luxury project 2.5 times as much or more. For example, a moderate 200-square-foot kitchen comes to about $30,000, while the same room with luxury finishes can pass $75,000.",
  },
  {
    type: "p",
    text: "Also consider what the project is worth to your home. On average, a kitchen remodel recovers roughly 70% of its cost at resale and a bathroom remodel about 65%. If you plan to sell within a few years, avoid spending far beyond what comparable homes in your neighborhood offer. If you plan to stay, your own use of the space matters more than resale.",
  },
  { type: "h2", text: "Step 3: Add the costs people forget" },
  {
    type: "ul",
    items: [
      "Permits and inspections, which can range from a few hundred dollars to a few thousand depending on your city and the project.",
      "Design fees for an architect, kitchen designer or structural engineer.",
      "Debris removal and dumpster rental if they are not included in the contract.",
      "Code upgrades triggered by the work, such as new electrical circuits, GFCI protection or smoke alarms.",
      "Living costs during the project: eating out during a kitchen remodel, a hotel during major work, or storage for furniture.",
      "Finishing touches such as window treatments, furniture, paint touch-ups and decor.",
    ],
  },
  { type: "h2", text: "Step 4: Set aside a 15-20% contingency" },
  {
    type: "p",
    text: "A contingency is money you plan not to spend but almost always need. Once walls, floors and ceilings are opened, contractors routinely find rotted subfloor, outdated wiring, corroded pipes, missing insulation or framing that does not meet code. In homes built before 1980, asbestos and lead paint can also require specialized handling. Set aside 15% of the construction cost for a newer home with a simple scope, and 20% for an older home or any project that moves walls, plumbing or structure. On a $40,000 project, that means $6,000 to $8,000.",
  },
  {
    type: "callout",
    title: "Your real budget",
    text: "Baseline construction cost + forgotten costs + a 15-20% contingency = the amount you actually need. If that total is more than you can spend, reduce the scope now rather than cutting the contingency.",
  },
  {
    type: "p",
    text: "Treat the contingency as off limits for upgrades. If you reach the end of the project with money left over, then you can add the nice-to-haves.",
  },
  { type: "h2", text: "Step 5: Collect 3-5 quotes and compare them line by line" },
  {
    type: "p",
    text: "Fewer than three quotes gives you no sense of the market; more than five usually wastes everyone's time. Give each contractor the same scope document so the bids are comparable, then lay them side by side and check:",
  },
  {
    type: "ul",
    items: [
      "Whether each quote covers the same work, including demolition, disposal, permits and cleanup.",
      "Allowances for fixtures, tile or appliances. A low allowance makes a bid look cheaper until you pick real products.",
      "Exclusions, which are often where the expensive surprises hide.",
      "Labor and material breakdowns, and brand or model numbers where relevant.",
      "The proposed schedule, who supervises the job, and warranty terms.",
    ],
  },
  {
    type: "p",
    text: "Be wary of a bid far below the others. It often means something was left out, or that the contractor plans to make up the difference with change orders. Our guide to [10 questions to ask before hiring a contractor](/blog/choosing-contractor) covers how to vet the companies behind the numbers.",
  },
  { type: "h2", text: "Step 6: Agree on a sensible payment schedule" },
  {
    type: "p",
    text: "Payments should follow progress, not run ahead of it. Keep the deposit modest; some states cap it by law, and California, for example, limits most home improvement down payments to 10% of the contract price or $1,000, whichever is less. Tie later payments to clear milestones such as rough-in inspections or cabinet installation, and hold the final payment until the punch list is complete, inspections have passed and you have received lien waivers.",
  },
  { type: "h2", text: "Step 7: Choose how to pay" },
  {
    type: "p",
    text: "Cash avoids interest but may drain your emergency fund. A home equity line of credit or home equity loan usually offers lower rates than personal loans because your house secures the debt. A cash-out refinance can make sense when rates are favorable. Contractor financing is convenient, but read the terms carefully, especially deferred-interest offers. Whatever you choose, make sure the contingency is available on short notice.",
  },
  { type: "h2", text: "Step 8: Track every dollar" },
  {
    type: "p",
    text: "Keep a simple spreadsheet with the contract amount, each payment, every change order and the remaining contingency. Insist that every change order is in writing with a price before the work is done. Small additions of a few hundred dollars each are the most common way budgets drift.",
  },
  { type: "h2", text: "Start with solid numbers" },
  {
    type: "p",
    text: "A good budget starts with real prices from local pros. [Get Free Quotes](/get-quotes) from up to 3 verified contractors in your area, then add one or two more from our [find contractors](/find-contractors) directory to reach a full set of 3-5 bids. It costs nothing, and it turns a rough estimate into a plan you can rely on.",
  },
];
