import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "Almost anything in a house can now connect to an app, but not every connected device earns its price. The upgrades worth paying for do at least one of three things: cut energy bills, prevent expensive damage or make a future project cheaper. Here is how the most popular smart home technology stacks up in 2025, and which products are mostly convenience.",
  },
  { type: "h2", text: "Upgrades that usually pay for themselves" },
  { type: "h3", text: "Smart thermostats" },
  {
    type: "p",
    text: "A smart thermostat is the easiest win for most homes. ENERGY STAR estimates that certified models save about 8% on heating and cooling bills, roughly $50 a year for an average household, and more in large homes or harsh climates. With hardware costing $100 to $280 and frequent utility rebates, payback often takes two to four years. Check compatibility before you buy: many models need a common wire (C-wire) for power, and heat pumps need a thermostat that manages auxiliary electric heat correctly, or the savings can disappear on the coldest days. If your wiring is unusual, an HVAC technician can install it during a routine tune-up.",
  },
  { type: "h3", text: "Leak detectors and automatic water shut-off valves" },
  {
    type: "p",
    text: "Water damage is one of the most common and expensive homeowners insurance claims, and much of it comes from slow, hidden leaks or a failed supply hose. Battery-powered leak sensors cost $20 to $50 each and belong under sinks, behind the washing machine, beside the water heater and near the sump pump. For stronger protection, a smart shut-off valve on the main water line closes automatically when a sensor detects water or the valve notices unusual flow. Expect to pay roughly $500 to $1,000 for the valve plus a plumber's installation. Some insurers offer a premium discount for these devices, so ask your agent before you buy.",
  },
  { type: "h3", text: "Smart smoke and carbon monoxide alarms" },
  {
    type: "p",
    text: "Connected alarms cost more than basic units, but they alert your phone when you are away, tell you which room triggered, and interconnect so that every alarm sounds together. If your home lacks interconnected alarms, this is a meaningful safety upgrade. Replace smoke alarms older than ten years, and carbon monoxide alarms at the end of the life the manufacturer states.",
  },
  { type: "h2", text: "Upgrades that make sense in the right situation" },
  { type: "h3", text: "Level 2 EV chargers" },
  {
    type: "p",
    text: "If you own or plan to buy an electric vehicle, a 240-volt Level 2 charger is close to essential. A standard household outlet adds only a few miles of range per hour, while a typical Level 2 charger adds roughly 20 to 30. A straightforward installation near the panel runs around $1,500 including the charger, wiring and permit, and more for long wire runs. The hidden cost is capacity: older 100-amp services may not support a charger alongside central air and an electric range, and a panel upgrade adds about $2,500 or more. A federal credit of 30% up to $1,000 applies to chargers in eligible low-income or rural census tracts, but 2025 legislation ends it for equipment placed in service after June 30, 2026, so check eligibility and local utility rebates early. Use our [electrical cost calculator](/calculators/electrical) to estimate both the charger and a possible panel upgrade.",
  },
  { type: "h3", text: "Smart electrical panels and energy monitors" },
  {
    type: "p",
    text: "A smart panel replaces your breaker panel with circuits you can monitor and switch from an app. Its real value is load management: it can pause the water heater or EV charger when the house approaches its limit, which can let you add a heat pump or charger without upgrading your utility service. That can save thousands where a service upgrade is expensive. But smart panels cost several thousand dollars more than a conventional panel, so they rarely make sense for monitoring alone. If you just want to see where your electricity goes, a clamp-on energy monitor costs $150 to $300 and a licensed electrician can install it in an hour or two.",
  },
  { type: "h3", text: "Video doorbells and security systems" },
  {
    type: "p",
    text: "Cameras and monitored alarm systems are primarily about peace of mind, but professionally monitored systems can qualify for insurance discounts. Budget for ongoing costs: cloud video storage and monitoring often run $5 to $30 a month per service.",
  },
  { type: "h2", text: "Mostly gadgets" },
  {
    type: "ul",
    items: [
      "Smart refrigerators and ovens: screens and remote preheating add hundreds of dollars but save no energy, and their software may stop receiving updates long before the appliance wears out.",
      "Color-changing smart bulbs: switching to LED saves energy; the app-controlled premium is for ambiance, not savings.",
      "Single-purpose devices with mandatory subscriptions: if a device stops working when the company changes its plans, its long-term value is uncertain.",
    ],
  },
  {
    type: "p",
    text: "None of these are bad purchases if you enjoy them. Just do not expect them to pay you back.",
  },
  { type: "h2", text: "Build a system that lasts" },
  {
    type: "ol",
    items: [
      "Pick an ecosystem and favor devices that support Matter, the industry standard that lets products from different brands work together.",
      "Make sure your Wi-Fi reaches the garage, basement and yard before adding devices there.",
      "Change default passwords, turn on two-factor authentication, install firmware updates and consider a separate guest network for smart devices.",
      "Prefer devices that keep working locally if the internet or the manufacturer's cloud service goes down.",
      "Hire licensed pros for anything touching the panel, the main water line or gas appliances.",
    ],
  },
  {
    type: "callout",
    title: "Start with the basics",
    text: "Technology works best on top of a sound house. A smart thermostat cannot make up for a leaky attic or a failing furnace. See our guide to [energy-efficient upgrades](/blog/energy-efficiency) for the improvements that deliver the largest savings.",
  },
  { type: "h2", text: "Getting it installed" },
  {
    type: "p",
    text: "Thermostats, sensors and plug-in devices are reasonable DIY projects for a handy homeowner. EV chargers, smart panels and new circuits require a licensed electrician and usually a permit, and automatic shut-off valves are a job for a plumber. As with any project, compare 3 to 5 written quotes. You can [Get Free Quotes](/get-quotes) from up to 3 verified pros through our [electrical services](/services/electrical) network or our [plumbing services](/services/plumbing) network at no cost.",
  },
];
