/**
 * Terms of Service (spec section 2: /terms, 11 sections, last updated October 2, 2025).
 * Policy statements of spec section 9 and product decisions of DESIGN.md section 2
 * (exclusive leads, 1-3 pros per request, returns credited or replaced).
 */
import type { Section } from "../blocks";
import { site } from "~/config/site";

export const termsUpdated = "October 2, 2025";

export const termsSections: Section[] = [
  {
    id: "acceptance",
    title: "1. Acceptance of These Terms",
    blocks: [
      {
        type: "p",
        text: `These Terms of Service ("Terms") govern your use of the ${site.name} website, cost calculators, quote request forms, contractor application, contractor dashboard and related services (together, the "Service"). The Service is operated by ${site.name}, a lead-generation company based in New York ("we", "us", "our"). By visiting the site, submitting a quote request, applying to join our contractor network or buying leads, you agree to these Terms, to our [Privacy Policy](/privacy) and to our [Cookie Policy](/cookies).`,
      },
      {
        type: "p",
        text: `If you use the Service on behalf of a company, you confirm that you are authorized to accept these Terms for that company, and "you" then includes the company. If you do not agree to these Terms, do not use the Service.`,
      },
      {
        type: "p",
        text: `${site.name} is a marketplace that introduces homeowners to independent home-service contractors. We are not a contractor, we do not perform any home-improvement work, and we are not a party to any agreement between a homeowner and a contractor. Any contract for work, including its price, scope, schedule, permits and warranty, is made directly between the homeowner and the contractor.`,
      },
    ],
  },
  {
    id: "eligibility",
    title: "2. Eligibility",
    blocks: [
      {
        type: "p",
        text: "You must be at least 18 years old and able to enter into a legally binding contract to use the Service. By submitting any form on the site, you confirm that you meet this requirement. We do not knowingly accept quote requests, applications or any other information from anyone under 18.",
      },
      {
        type: "p",
        text: "If you request quotes as a homeowner, you must own the property described in your request or be authorized by its owner (for example, as a tenant with the owner's permission or as a property manager) to obtain quotes for the work. You must only submit your own contact details, not those of another person.",
      },
      {
        type: "p",
        text: "If you apply as a contractor, your business must be legally registered in the United States and must hold every license, registration and insurance policy required for the work you offer in the areas you serve.",
      },
      {
        type: "p",
        text: "You agree to give accurate, current and complete information and to keep it up to date. We may refuse, suspend or close access to the Service for anyone who does not meet these requirements or who gives false information.",
      },
    ],
  },
  {
    id: "homeowner-services",
    title: "3. Services for Homeowners",
    blocks: [
      {
        type: "p",
        text: "Our service is 100% free for homeowners. There is no charge to [request quotes](/get-quotes), use our cost calculators or read our guides, and you are never obliged to hire anyone. We are paid by the contractors who buy leads.",
      },
      {
        type: "p",
        text: "When you request quotes, you choose how many contractors may contact you: one, two or three (three unless you choose fewer). We share your request and contact details with up to that number of verified contractors who serve your area and category. We aim to connect you with up to 3 quotes within 24 hours, but the number and timing of responses depend on contractor availability in your area, so we cannot guarantee them.",
      },
      {
        type: "p",
        text: "Calculator results are rough estimates based on the answers you give and typical national costs. They are not quotes or offers. The actual price of any project is set by the contractor after assessing your home.",
      },
      {
        type: "p",
        text: "Before you hire, we encourage you to confirm the contractor's license and insurance, compare written quotes, check references and sign a written contract. See [How It Works](/how-it-works) for more about the process.",
      },
    ],
  },
  {
    id: "contractor-accounts",
    title: "4. Contractor Accounts and Verification",
    blocks: [
      {
        type: "p",
        text: "Contractors join our network by submitting the [contractor application](/contractor-application). To be approved, you must have:",
      },
      {
        type: "ul",
        items: [
          "a valid contractor license in each state where you work;",
          "general liability insurance with at least $1,000,000 of coverage;",
          "workers' compensation insurance;",
          "at least 2 years of experience in your trade; and",
          "a clean business record and references we can contact.",
        ],
      },
      {
        type: "p",
        text: "We review applications within 24-48 hours and may check your documents with licensing boards, insurers and references. Once approved, you receive login credentials and access to your contractor dashboard. Approval confirms only that you met our requirements at the time of review; it is not an endorsement or a guarantee of your work.",
      },
      {
        type: "p",
        text: "You must keep your licenses and insurance current, upload renewed certificates before the old ones expire, and tell us promptly if a license or policy lapses, is suspended or is cancelled. We may pause lead purchases or suspend your account while documents are missing or expired. You are responsible for keeping your login credentials confidential and for all activity under your account. Contractors are independent businesses, not our employees or agents.",
      },
    ],
  },
  {
    id: "lead-purchases",
    title: "5. Lead Purchases, Payment and Returns",
    blocks: [
      {
        type: "p",
        text: "A lead is a homeowner's request for quotes in one service category, with the contact and project details the homeowner gave and consented to share. Every lead is exclusive: it is sold to one contractor only and is never resold. When a homeowner asks for more than one quote, each resulting lead goes to a different contractor, you will never receive two leads from the same request, and the lead shows how many contractors the homeowner asked for.",
      },
      {
        type: "p",
        text: "The price of each lead is shown before you buy it and lies within the range for its category and your plan (see [Pricing](/pricing)). Payment is taken immediately from your prepaid account balance at the moment of purchase. All sales are final, except for duplicate or invalid leads.",
      },
      {
        type: "p",
        text: "You may return a lead that is a duplicate of one you already bought, or that is invalid (for example, a disconnected or wrong phone number, a homeowner who says they never made the request, or a project outside the category or service area you selected). Returns must be made within the return window shown for the lead in your dashboard, with a reason. Approved returns are credited to your balance or replaced with a comparable lead; some objective failures are credited automatically. A homeowner choosing another contractor or not hiring anyone does not make a lead invalid.",
      },
      {
        type: "p",
        text: "You may use a lead only to contact that homeowner about the requested project, in compliance with all telemarketing, text-messaging and e-mail laws, and you may not resell or share it.",
      },
    ],
  },
  {
    id: "subscriptions",
    title: "6. Subscription Plans",
    blocks: [
      {
        type: "p",
        text: "Contractors can buy leads on one of three plans, described on our [Pricing](/pricing) page:",
      },
      {
        type: "ul",
        items: [
          "Pay-As-You-Go: no monthly fee, variable lead prices, minimum 50 leads per month.",
          "Professional: $299 per month, minimum 150 leads per month, 20% discount on lead prices.",
          "Enterprise: custom pricing, minimum 500 leads per month, 30% discount on lead prices, exclusive territory and API access.",
        ],
      },
      {
        type: "p",
        text: "Subscription fees are billed monthly in advance and renew automatically until you cancel. Lead purchases are charged separately from the subscription fee. If a plan is offered with a free trial, the trial terms are shown when you sign up, and the plan converts to a paid subscription at the end of the trial unless you cancel first.",
      },
      {
        type: "p",
        text: "Subscription fees are non-refundable, including for partial months, unused lead minimums and downgrades, except where the law requires otherwise. You may cancel at any time from your dashboard or by [contacting us](/contact); cancellation takes effect at the end of the current billing period. We will give you at least 30 days' notice before changing the price of your plan. If a payment fails, we may pause lead delivery until your account is brought up to date.",
      },
    ],
  },
  {
    id: "user-conduct",
    title: "7. User Conduct",
    blocks: [
      {
        type: "p",
        text: "You agree to use the Service lawfully and honestly. In particular, you must not:",
      },
      {
        type: "ul",
        items: [
          "submit false, misleading or someone else's information, including fake quote requests or forged licenses and insurance certificates;",
          "contact homeowners who did not request your services, or contact them after they ask you to stop;",
          "resell, share or publish leads or homeowners' personal information;",
          "post reviews or testimonials that are fake, paid for without disclosure, or about work you did not do or receive;",
          "copy, scrape or harvest content or data from the site by automated means, or probe, overload or interfere with our systems;",
          "upload viruses or other harmful code, or try to access accounts or data that are not yours;",
          "harass, threaten or discriminate against any homeowner, contractor or member of our staff.",
        ],
      },
      {
        type: "p",
        text: "We may investigate suspected misuse, remove content, withhold or reverse credits obtained through abuse, and suspend or close accounts that break these Terms. Where misuse may be unlawful, we may report it to the relevant authorities.",
      },
    ],
  },
  {
    id: "intellectual-property",
    title: "8. Intellectual Property",
    blocks: [
      {
        type: "p",
        text: `The Service and its content, including text, guides, calculators, graphics, logos, software and the "${site.name}" name, are owned by ${site.name} or its licensors and are protected by copyright, trademark and other laws. We grant you a limited, non-exclusive, non-transferable license to use the Service for its intended purpose: finding contractors if you are a homeowner, or buying and working leads if you are an approved contractor.`,
      },
      {
        type: "p",
        text: "You may not copy, modify, distribute, sell or create derivative works from any part of the Service, or use our name and logos, without our written permission. You may share links to our pages and articles.",
      },
      {
        type: "p",
        text: "When you submit content to us, such as a review, a testimonial, a business description or your company logo, you keep ownership of it but grant us a worldwide, royalty-free license to use, display and adapt it to operate and promote the Service. You confirm that you have the right to grant this license.",
      },
      {
        type: "p",
        text: "If you give us feedback or suggestions about the Service, we may use them freely and without any obligation to you.",
      },
    ],
  },
  {
    id: "disclaimers",
    title: "9. Disclaimers",
    blocks: [
      {
        type: "p",
        text: `The Service is provided "as is" and "as available". To the fullest extent permitted by law, ${site.name} makes no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.`,
      },
      {
        type: "p",
        text: "Contractors in our network are independent businesses. Although we check licenses, insurance, experience and references when a contractor applies, our verification reflects the documents and information available at that time. We do not supervise contractors and do not guarantee the quality, safety, timeliness, legality or price of any work, or that any contractor will respond to a request.",
      },
      {
        type: "p",
        text: "For contractors, we do not guarantee that any lead will become a sale, that a particular number of leads will be available in your area or category, or any return on your spending.",
      },
      {
        type: "p",
        text: "Cost estimates, calculator results, articles and guides are general information, not professional, financial, legal or insurance advice. We do not warrant that the Service will be uninterrupted, error-free or free of harmful components. Some jurisdictions do not allow the exclusion of certain warranties, so some of these exclusions may not apply to you.",
      },
    ],
  },
  {
    id: "limitation-of-liability",
    title: "10. Limitation of Liability",
    blocks: [
      {
        type: "p",
        text: `To the fullest extent permitted by law, ${site.name} and its officers, employees and agents will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, business or data, arising out of or related to the Service, even if we were told such damages were possible.`,
      },
      {
        type: "p",
        text: "We are not liable for the acts, omissions, work, products or pricing of any contractor or homeowner, or for any dispute between them. Any claim about work performed must be brought against the party that performed or contracted for it.",
      },
      {
        type: "p",
        text: "Our total liability for all claims relating to the Service is limited to the greater of (a) the amounts you paid us in the 12 months before the event giving rise to the claim, or (b) $100. Because homeowners use the Service for free, for homeowners this limit is $100.",
      },
      {
        type: "p",
        text: "You agree to indemnify and hold us harmless from claims, losses and costs (including reasonable attorneys' fees) arising from your breach of these Terms, your misuse of the Service or, for contractors, any work you perform or your contact with homeowners. Nothing in these Terms limits liability that cannot be limited by law.",
      },
    ],
  },
  {
    id: "governing-law-changes-contact",
    title: "11. Governing Law, Changes and Contact",
    blocks: [
      {
        type: "p",
        text: "These Terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. Any dispute arising from these Terms or the Service will be heard exclusively in the state or federal courts located in New York County, New York, and you consent to their jurisdiction. If any provision of these Terms is found unenforceable, the remaining provisions stay in effect.",
      },
      {
        type: "p",
        text: `We may update these Terms from time to time. The "Last updated" date at the top of this page shows when they last changed. If a change materially affects contractors' accounts, plans or payments, we will notify them by e-mail or in the dashboard at least 30 days before it takes effect. Continuing to use the Service after a change takes effect means you accept the updated Terms.`,
      },
      {
        type: "p",
        text: `Questions about these Terms? E-mail us at [${site.email}](mailto:${site.email}), call [${site.phoneDisplay}](tel:${site.phoneE164}) (${site.supportHours}), use our [contact form](/contact), or write to ${site.name}, ${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}. We respond within 24 hours.`,
      },
    ],
  },
];
