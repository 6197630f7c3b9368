import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "Solar panels can cut or even eliminate your electric bill, but they require a large upfront investment. Whether solar is worth it for your home comes down to a few numbers: how big a system you need, what it costs after incentives, and how much electricity it will produce at your local rates. This guide explains each one so you can check an installer's proposal yourself.",
  },
  { type: "h2", text: "How installers size a system" },
  {
    type: "p",
    text: "A good installer starts with your actual usage, not your square footage. Gather 12 months of electric bills and add up the kilowatt-hours (kWh). The average American home uses roughly 10,000 to 11,000 kWh a year, but yours may differ widely depending on climate, electric heating, a pool or an electric vehicle.",
  },
  {
    type: "p",
    text: "Next comes local production. Each kilowatt (kW) of panels produces roughly 1,100 to 1,600 kWh a year depending on where you live, with sunny Southwestern states at the top of the range and cloudier Northern states at the bottom. Divide your annual usage by your local production figure to get the system size. A home using 10,800 kWh in an area that produces 1,350 kWh per kW needs about an 8 kW system, or about 20 panels of 400 watts each.",
  },
  { type: "p", text: "The installer then adjusts for your roof:" },
  {
    type: "ul",
    items: [
      "Orientation: south-facing roofs produce the most; east and west lose some output, and north-facing roofs are rarely worthwhile.",
      "Shading: trees, chimneys and neighboring buildings reduce production. Ask for a shade analysis in the proposal.",
      "Roof condition: removing and reinstalling panels later costs thousands, so if your roof has less than about 10 years of life left, replace it first. See [7 signs your roof needs replacing](/blog/roof-replacement-signs).",
      "Your goal: you do not have to offset 100% of your usage. A system covering 50 to 75% can still pay off well, especially where excess power earns little credit.",
    ],
  },
  { type: "h2", text: "What solar costs" },
  {
    type: "p",
    text: "Residential solar costs about $3 per watt installed on average, including panels, inverters, racking, wiring, labor and permits. That puts the 8 kW example at about $24,000 before incentives. Prices vary with your market, roof complexity and equipment, so compare proposals on cost per watt, not just the total.",
  },
  { type: "h2", text: "What the 30% federal tax credit covers" },
  {
    type: "p",
    text: "The federal Residential Clean Energy Credit equals 30% of the cost of a qualifying system. It includes panels, inverters, mounting equipment, wiring, installation labor, permit fees and sales tax, as well as battery storage of at least 3 kWh. For the 8 kW example, that is a $7,200 credit, bringing the net cost to $16,800.",
  },
  {
    type: "ul",
    items: [
      "It is a credit, not a rebate. It reduces the federal income tax you owe, and any unused amount can carry forward to future tax years.",
      "You must own the system, whether bought with cash or a loan. With a lease or power purchase agreement, the solar company claims the credit, not you.",
      "You claim it with IRS Form 5695 for the tax year in which installation is complete.",
      "Utility rebates generally reduce the cost the credit is based on; state tax credits usually do not.",
    ],
  },
  {
    type: "callout",
    title: "Confirm the credit before you sign",
    text: "Congress sets the credit's schedule and has changed it several times, and in 2025 lawmakers considered ending it early. Ask a tax professional which rules apply in the year your system will be installed, and make sure you have enough tax liability to use it.",
  },
  { type: "h2", text: "How to estimate your payback period" },
  {
    type: "p",
    text: "The payback period is the net cost divided by the annual savings. In the example, the system produces about 10,800 kWh a year. At an electricity rate of $0.16 per kWh, that is worth about $1,730 a year, so payback takes $16,800 divided by $1,730, or just under 10 years. At $0.25 per kWh, common in California and the Northeast, annual savings reach about $2,700 and payback falls to about six years.",
  },
  {
    type: "p",
    text: "Over 25 years, the typical warranty period for panels, the same system saves about $43,000 at today's $0.16 rate, or about $26,000 after subtracting the net cost. Several factors move that result:",
  },
  {
    type: "ul",
    items: [
      "Net metering rules. Where the utility credits exported power at the full retail rate, savings are highest. Where export credits are lower, a battery or a smaller system may be a better fit.",
      "Rising electricity prices shorten the payback, since every kWh you produce is worth more.",
      "Panels lose a small amount of output each year, commonly around 0.5%.",
      "Inverters may need replacing once during the system's life unless you choose microinverters with long warranties.",
      "Loan interest lengthens the payback; leases and power purchase agreements require no upfront cost but deliver smaller savings.",
    ],
  },
  { type: "h2", text: "So, is solar worth it for you?" },
  {
    type: "p",
    text: "Solar is usually a strong investment when you have high electricity rates, a sunny, unshaded roof in good condition, favorable net metering, enough federal tax liability to use the credit, and plans to stay in the home for at least the length of the payback period. If several of those are missing, the numbers may still work, but check them carefully. In any case, efficiency improvements come first: every kWh you stop wasting is one you do not need panels to produce. Our guide to [energy-efficient upgrades](/blog/energy-efficiency) explains where to start.",
  },
  { type: "h2", text: "Get real numbers for your home" },
  {
    type: "p",
    text: "For a quick first look, try our [solar savings calculator](/calculators/solar), which estimates cost, 25-year savings and payback using the $3 per watt average and the 30% credit. Then collect 3 to 5 proposals and compare cost per watt, equipment brands, estimated annual production, and the warranties on panels, inverters and workmanship. You can [Get Free Quotes](/get-quotes) from up to 3 verified solar installers in your area through our [solar services](/services/solar) page.",
  },
];
