import { LISTED_RULE, RATING_RULE_BRIEF } from "../../rating-bar";
import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "Choosing a contractor is the most important decision in any home project. Good materials cannot save poor workmanship, and a missed question at the start can become a stalled job, a failed inspection or a lien on your house. Ask every contractor you are considering these ten questions, and know what a good answer sounds like.",
  },
  { type: "h2", text: "1. Are you licensed for this work in my state?" },
  {
    type: "p",
    text: "Licensing rules vary by state and sometimes by city, and trades such as electrical, plumbing and HVAC almost always require their own licenses. Ask for the license number and verify it yourself on your state licensing board's website, checking that it is active, matches the business name and shows no serious disciplinary history. A contractor who hesitates to share a license number is giving you your answer.",
  },
  { type: "h2", text: "2. What insurance do you carry?" },
  {
    type: "p",
    text: "At minimum, a contractor should carry general liability insurance, which covers damage to your property, and workers' compensation, which covers injuries to workers. Without workers' comp, an injured worker may look to your homeowners policy. Ask for a certificate of insurance sent directly from the insurance agent, and confirm the policy dates cover your project. Contractors in our network must carry at least $1 million in general liability coverage plus workers' compensation.",
  },
  { type: "h2", text: "3. How long have you been in business, and where are you located?" },
  {
    type: "p",
    text: "Several years in business under the same name and a permanent local address suggest a company that will be around to honor its warranty. Be cautious of anyone who shows up after a storm with out-of-state plates and no local office.",
  },
  { type: "h2", text: "4. Can I see references from similar, recent projects?" },
  {
    type: "p",
    text: "Ask for three references from jobs like yours completed in the last year or two, and call them. Useful questions include: Did the crew show up when promised? Did the final price match the contract? How were problems handled? Would you hire them again? Online reviews help, but look for patterns rather than single complaints, and notice how the company responds to criticism.",
  },
  { type: "h2", text: "5. Who will actually do the work?" },
  {
    type: "p",
    text: "Find out whether the company uses its own employees or subcontractors, and who will be on site each day. Ask who your main point of contact is and how quickly they respond. If subcontractors are involved, ask whether they are licensed and insured too, and whether the general contractor pays them directly.",
  },
  { type: "h2", text: "6. Who pulls the permits?" },
  {
    type: "p",
    text: "The answer should be: the contractor. Pulling permits puts the contractor on record with your building department and ensures inspections happen. Be wary of anyone who suggests skipping permits to save time or money; unpermitted work can cause problems with insurance claims and home sales. If your home was built before 1978 and the job disturbs painted surfaces, the firm must also be EPA Lead-Safe certified.",
  },
  { type: "h2", text: "7. Will you give me a detailed written estimate and contract?" },
  {
    type: "p",
    text: "A professional contract spells out the full scope of work, materials with brands and models where relevant, allowances, exclusions, start and completion dates, cleanup responsibilities and the total price. Collect estimates from 3 to 5 contractors and compare them line by line, not just the totals. A bid far below the others often leaves something out. Our [renovation budgeting guide](/blog/budgeting-guide) explains how to compare quotes and why to keep a 15-20% contingency.",
  },
  { type: "h2", text: "8. What is your payment schedule?" },
  {
    type: "p",
    text: "A reasonable schedule starts with a modest deposit and ties the remaining payments to completed milestones. Some states cap deposits by law. Avoid contractors who demand most of the money up front or want cash only. Hold the final payment until the work passes inspection, the punch list is finished and you have lien waivers from the contractor and major suppliers, which protect you if the contractor fails to pay them.",
  },
  { type: "h2", text: "9. What warranties do you offer?" },
  {
    type: "p",
    text: "There are two kinds. The manufacturer's warranty covers defective materials, and some, such as enhanced roofing warranties, apply only when a certified installer does the work. The contractor's workmanship warranty covers installation errors. Get both in writing, with the length of coverage and what is excluded. One to two years on labor is common for many trades, and longer for roofing.",
  },
  { type: "h2", text: "10. How do you handle changes and surprises?" },
  {
    type: "p",
    text: "Every project has changes, whether you add something or the crew finds rot behind a wall. The contract should require written change orders with a price and schedule impact, signed before the extra work begins. Ask how the contractor communicates problems and how often you will get progress updates.",
  },
  {
    type: "callout",
    title: "Red flags to walk away from",
    text: "Pressure to sign today, a large cash deposit, no written contract, no verifiable license or insurance, offers to waive your insurance deductible, and a price dramatically lower than every other bid.",
  },
  { type: "h2", text: "Making the final decision" },
  {
    type: "p",
    text: "The right contractor is not always the cheapest. Weigh price alongside communication, the completeness of the bid, references and warranty. A contractor who explains the work clearly and answers these questions without hesitation is likely to run the job the same way.",
  },
  {
    type: "p",
    text: `Trusted Home Pros simplifies the vetting. Every contractor in our network is verified as licensed and insured. ${LISTED_RULE} ${RATING_RULE_BRIEF} Browse local companies on our [find contractors](/find-contractors) page, or [Get Free Quotes](/get-quotes) from up to 3 verified pros matched to your project. See [how it works](/how-it-works) for the details.`,
  },
];
