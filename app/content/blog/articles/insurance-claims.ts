import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "After a hailstorm, windstorm or fallen tree, how you handle the first few days shapes how smoothly your insurance claim goes and how much of the repair your policy pays for. This guide walks through the process step by step, from making the house safe to choosing the contractor who will do the work.",
  },
  { type: "h2", text: "Step 1: Make sure everyone is safe" },
  {
    type: "p",
    text: "Stay away from downed power lines and report them to your utility. If you smell gas, leave the house and call the gas company from outside. Do not climb onto a wet or damaged roof. If water is coming through a ceiling near light fixtures or outlets, turn off power to that area at the breaker panel, but only if you can reach it without standing in water.",
  },
  { type: "h2", text: "Step 2: Document everything before anything is moved" },
  {
    type: "p",
    text: "Photos and video are your strongest evidence. Take them as soon as it is safe, before you clean up or make temporary repairs.",
  },
  {
    type: "ul",
    items: [
      "Film each side of the house from the ground, including the roof, gutters, siding, windows and fences, plus close-ups of hail dents on gutters and vents.",
      "Inside, record water stains, damaged flooring and ruined belongings, noting the age of damaged appliances and electronics.",
      "Keep a log of the storm date and every call with your insurer: who you spoke to and what they said.",
    ],
  },
  { type: "h2", text: "Step 3: Prevent further damage" },
  {
    type: "p",
    text: "Homeowners policies require you to take reasonable steps to protect the property from further damage: tarping a roof, boarding a broken window or extracting standing water. Insurers generally reimburse reasonable emergency repairs, so keep every receipt. Do not start permanent repairs until the adjuster has seen the damage or your insurer has approved them in writing. Wet interiors should be dried within 24 to 48 hours to limit mold, so call a water mitigation company quickly.",
  },
  { type: "h2", text: "Step 4: Read your policy and file the claim" },
  {
    type: "p",
    text: "Open a claim as soon as possible. Policies require prompt notice, and many set a firm filing deadline, often one or two years after the loss depending on the policy and your state. Before the adjuster visits, read your declarations page and learn a few key terms.",
  },
  {
    type: "ul",
    items: [
      "Deductible: many policies in storm-prone areas have a separate wind or hail deductible set as a percentage of your dwelling coverage, commonly 1% to 5%. On a home insured for $300,000, a 2% deductible is $6,000.",
      "Replacement cost vs. actual cash value: replacement cost pays for new materials, while actual cash value subtracts depreciation. Some policies pay roof claims at actual cash value even when the rest of the house has replacement cost coverage.",
      "Recoverable depreciation: with replacement cost coverage, the insurer often pays the depreciated amount first and the rest once the work is finished and invoiced.",
      "Ordinance or law coverage: pays for upgrades current building codes require during the repair. Without it, those costs may be yours.",
      "Loss of use: helps pay for temporary housing if the home is unlivable.",
    ],
  },
  {
    type: "p",
    text: "Standard homeowners policies do not cover flooding from rising water; that requires a separate flood policy.",
  },
  { type: "h2", text: "Step 5: Work with the adjuster" },
  {
    type: "p",
    text: "If you can, have a roofing or restoration contractor at the adjuster's inspection. A contractor who knows local codes can point out damage the adjuster might miss, such as bruised shingles or damaged flashing. Share your photos and log, and ask when to expect the written estimate.",
  },
  {
    type: "p",
    text: "Compare the insurer's estimate line by line with your contractor's. Differences in measurements, waste factors and code-required items are common. If something is missing, your contractor can submit a supplement with photos and an explanation; adjusters handle these routinely.",
  },
  {
    type: "callout",
    title: "Never agree to skip your deductible",
    text: "A contractor who offers to 'cover' or 'waive' your deductible, or to inflate the invoice so the insurer pays it, is asking you to take part in insurance fraud. Several states explicitly prohibit the practice. Pay your deductible and expect an honest invoice.",
  },
  { type: "h2", text: "Step 6: Choose the right contractor" },
  {
    type: "p",
    text: "After a major storm, out-of-town crews arrive within days, knocking on doors. Some are legitimate; others take deposits and disappear, or do rushed work with no one left to honor the warranty. Protect yourself with a few rules.",
  },
  {
    type: "ol",
    items: [
      "Hire a licensed, insured contractor with a verifiable local address and track record. Ask for a certificate of insurance sent directly by the insurer.",
      "Get 3 to 5 written estimates so you can see what a fair price looks like. Our [roofing cost calculator](/calculators/roofing) gives you a baseline before the first visit.",
      "Be cautious about assignment of benefits agreements, which hand control of your claim and payments to the contractor.",
      "Keep the deposit modest, tie later payments to completed work and collect lien waivers with the final payment.",
    ],
  },
  {
    type: "p",
    text: "You can [Get Free Quotes](/get-quotes) from up to 3 verified, licensed and insured pros, usually within 24 hours, and browse more local companies on our [find contractors](/find-contractors) page. For more on vetting, read our [10 questions to ask before hiring a contractor](/blog/choosing-contractor).",
  },
  { type: "h2", text: "Step 7: Handle the payments" },
  {
    type: "p",
    text: "If you have a mortgage, the dwelling check is often made out to both you and your lender, which may release funds in stages as work is inspected. Call your servicer early to learn its process. When the job is finished, send the final invoice and photos to your insurer to release any recoverable depreciation.",
  },
  { type: "h2", text: "If you disagree with the settlement" },
  {
    type: "p",
    text: "Ask for the decision and its reasoning in writing, then provide more evidence, such as a second estimate or an engineer's report. Many policies include an appraisal clause, where each side hires an appraiser and an umpire settles differences. A licensed public adjuster works for you for a percentage of the settlement, which some states cap. You can also file a complaint with your state's department of insurance.",
  },
  { type: "h2", text: "The bottom line" },
  {
    type: "p",
    text: "Document early, prevent further damage, understand your policy and hire a reputable local contractor. Take your time with the hiring decision; a tarp buys you weeks, and the right roofer will be around long after the storm chasers leave. Visit our [roofing services](/services/roofing) page or [Get Free Quotes](/get-quotes) to connect with vetted pros near you.",
  },
];
