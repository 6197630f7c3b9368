/**
 * Privacy Policy (spec section 2: /privacy, 11 sections, last updated October 2, 2025).
 * Data named as collected: spec section 3. Consent record and retention: DESIGN.md
 * section 2 and spec section 9 (account data kept about 7 years after closure).
 */
import type { Section } from "../blocks";
import { site } from "~/config/site";

export const privacyUpdated = "October 2, 2025";

export const privacySections: Section[] = [
  {
    id: "information-we-collect",
    title: "1. Information We Collect",
    blocks: [
      {
        type: "p",
        text: `This Privacy Policy explains how ${site.name} collects, uses and shares personal information when you use our website, calculators, quote request forms and contractor services. We collect only what we need to connect homeowners with contractors and to run the contractor marketplace.`,
      },
      {
        type: "h3",
        text: "Information you give us",
      },
      {
        type: "ul",
        items: [
          "Contact details: your name, email address, phone number and address or ZIP code.",
          "Project information: project details, the type of work, your budget and your timeline preferences, plus your answers to our cost calculators.",
          "Contractor information: company name, license numbers, insurance details (provider, policy and certificates), years in business, service areas and website.",
          "Messages you send us through the contact form, e-mail or phone.",
          "Payment information: payment card details are entered into and handled by our third-party payment processors; we do not store full card numbers.",
        ],
      },
      {
        type: "h3",
        text: "Information collected automatically",
      },
      {
        type: "p",
        text: "Usage data: the pages you visit, the links you click, the date and time of your visit, your IP address, browser type, device type and the page that referred you. Some of this is collected through cookies, as described in our [Cookie Policy](/cookies).",
      },
    ],
  },
  {
    id: "how-we-use",
    title: "2. How We Use Your Information",
    blocks: [
      {
        type: "p",
        text: "We use personal information for the following purposes:",
      },
      {
        type: "ul",
        items: [
          "To match a homeowner's quote request with verified contractors who serve that area and category, and to deliver the request to them.",
          "To check that a request is genuine: that the phone number, e-mail address and ZIP code are valid and that the request is not a duplicate.",
          "To produce the estimates shown by our cost calculators.",
          "To review contractor applications, verify licenses and insurance, and create and manage contractor accounts.",
          "To process lead purchases, subscriptions, returns and credits, and to keep accounting records.",
          "To answer your questions and send service messages, such as request confirmations, lead notifications and account notices.",
          "To measure and improve the site, where you have allowed performance cookies.",
          "To prevent fraud and abuse, keep the Service secure, and comply with our legal obligations.",
        ],
      },
      {
        type: "p",
        text: "We do not use the details of a homeowner's request to market unrelated products to that homeowner. If we send marketing e-mails to contractors, every message includes a link to unsubscribe.",
      },
    ],
  },
  {
    id: "how-we-share",
    title: "3. How We Share Your Information",
    blocks: [
      {
        type: "p",
        text: "Sharing a homeowner's request with contractors is the service the homeowner asks us for. When you request quotes, you choose how many contractors may contact you, from 1 to 3. We share your name, contact details and project details with up to that number of matched contractors, and with no one else. Each of those contractors pays us for the lead, and each lead goes to one contractor only.",
      },
      {
        type: "p",
        text: "We also share personal information with:",
      },
      {
        type: "ul",
        items: [
          "service providers who work for us under contract, such as hosting, e-mail and text-message delivery, and payment processing, who may use it only to provide their services to us;",
          "licensing boards, insurers and references, when we verify a contractor's application;",
          "authorities or other parties when the law requires it, or when needed to protect the rights, safety or property of our users, the public or us;",
          "a buyer or successor if our business is sold or merged, in which case this policy continues to apply to your information.",
        ],
      },
      {
        type: "p",
        text: "Apart from delivering your request to the contractors you asked us to match you with, we do not sell or rent your personal information to data brokers, advertisers or anyone else.",
      },
    ],
  },
  {
    id: "consent-to-be-contacted",
    title: "4. Consent to Be Contacted",
    blocks: [
      {
        type: "p",
        text: "Our quote request and calculator forms show a consent statement next to the submit button. By submitting the form, you agree that we and the matched contractors (up to the number you chose) may contact you about your project by phone call, text message and e-mail at the details you gave, including by automated means. Consent is not a condition of any purchase, and message and data rates may apply.",
      },
      {
        type: "p",
        text: "To prove that consent was given, we record with each request:",
      },
      {
        type: "ul",
        items: [
          "the version of the consent text you were shown;",
          "the date and time you submitted the form;",
          "your IP address;",
          "your browser's user agent; and",
          "the URL of the page where you submitted the form.",
        ],
      },
      {
        type: "p",
        text: "You can withdraw your consent at any time by replying STOP to a text message, by asking a contractor not to contact you again, or by asking us through our [contact page](/contact). Once we receive your request, we stop contacting you and ask the contractors who received your request to do the same.",
      },
    ],
  },
  {
    id: "cookies",
    title: "5. Cookies",
    blocks: [
      {
        type: "p",
        text: "We use cookies and similar technologies to keep the site working, to remember your preferences and, only if you allow it, to understand how the site is used and to measure our advertising.",
      },
      {
        type: "p",
        text: "Essential cookies are always on, because the site cannot work without them: they keep contractors signed in to their dashboard, protect forms against forgery and remember your cookie choices. Performance, functional and targeting cookies are optional and are set only after you allow them.",
      },
      {
        type: "p",
        text: "You can change your choices at any time with the Cookie Settings button on our [Cookie Policy](/cookies) page, which also lists each category of cookie, explains what it does and describes how to manage cookies through your browser settings. Blocking essential cookies in your browser may stop parts of the site, such as the contractor dashboard, from working.",
      },
      {
        type: "p",
        text: 'We do not respond differently to browser "Do Not Track" signals, because optional cookies are already off until you switch them on.',
      },
    ],
  },
  {
    id: "data-retention",
    title: "6. Data Retention",
    blocks: [
      {
        type: "p",
        text: "We keep personal information only as long as we need it for the purposes described in this policy, or as long as the law requires.",
      },
      {
        type: "ul",
        items: [
          "Contractor account data, including application documents, purchases, payments and credits, is retained for about 7 years after the account is closed, so that we can meet tax, accounting and legal obligations and handle disputes.",
          "Homeowner quote requests and the consent records attached to them are kept for a similar period, because contractors and we may need to show that contact was requested.",
          "When you have your data deleted, we keep only the proof of your consent to be contacted for 5 years, the record-keeping period US telemarketing rules expect: the version of the consent text you agreed to, when you agreed and on which page, and keyed one-way codes of your phone number and e-mail address (they cannot be turned back into the number or address, but let us match a complaint about a call). After 5 years the proof is deleted too.",
          "Messages sent through our contact form are kept for as long as needed to answer them and follow up.",
          "Usage data collected through optional cookies is kept in identifiable form for no more than 26 months.",
        ],
      },
      {
        type: "p",
        text: "When you ask us to delete your information, we erase your name, e-mail address, phone number, street address, project details and the IP address and browser details recorded with your forms from our records, including messages we kept, and tell the contractors who received your request. The database files that held them are rewritten within a day, and the copies in our backups go as those backups expire (we keep them for a week) and are used only to restore our service until then. Beyond that, we delete or anonymize it unless we must keep part of it by law, in which case we keep only that part (for example, the record that you asked us to stop contacting you) and restrict its use. When retention periods end, information is deleted or anonymized so that it no longer identifies you.",
      },
    ],
  },
  {
    id: "security",
    title: "7. Security",
    blocks: [
      {
        type: "p",
        text: "We protect personal information with technical and organizational measures appropriate to its sensitivity. These include:",
      },
      {
        type: "ul",
        items: [
          "encryption of data in transit with HTTPS on every page;",
          "passwords stored only as secure hashes, never in readable form;",
          "access to homeowner and contractor data limited to staff who need it for their work;",
          "checks on uploaded files, which are stored separately from the public website;",
          "payment card details handled by our payment processors, so full card numbers never reach our servers;",
          "rate limits and monitoring to detect abuse and unauthorized access.",
        ],
      },
      {
        type: "p",
        text: "No method of transmission or storage is completely secure, so we cannot guarantee absolute security. Contractors are responsible for keeping their login credentials confidential and for protecting the homeowner information they receive with leads.",
      },
      {
        type: "p",
        text: "If we learn of a security incident that affects your personal information, we will notify you and the relevant authorities as required by law.",
      },
    ],
  },
  {
    id: "your-rights",
    title: "8. Your Rights",
    blocks: [
      {
        type: "p",
        text: "Whether you are a homeowner or a contractor, you can ask us to:",
      },
      {
        type: "ul",
        items: [
          "give you access to the personal information we hold about you, and a copy of it;",
          "correct information that is inaccurate or incomplete;",
          "delete your personal information, subject to the legal retention described above;",
          'stop contacting you, and pass that request on to the contractors who received your quote request (the "Stop new contacts" button on your request\'s private page takes your request off the market at once);',
          "not sell or share your personal information (we then sell your requests to no further contractor);",
          "stop sending you marketing e-mails (you can also use the unsubscribe link in any of them).",
        ],
      },
      {
        type: "p",
        text: `To delete your data or stop us selling or sharing it, use the form below (we e-mail you a link to confirm it is you), or the buttons on your request's private page. For other requests, use our [contact page](/contact) or e-mail [${site.email}](mailto:${site.email}). We may ask you to confirm your identity, for example by replying from the e-mail address or phone number you used. We respond within 24 hours and complete requests within the time the law allows, usually within 30 days.`,
      },
      {
        type: "p",
        text: "Residents of some states, such as California, Colorado, Connecticut and Virginia, have additional rights under state law. We honor those rights, and we will not treat you differently for exercising any of them.",
      },
    ],
  },
  {
    id: "childrens-privacy",
    title: "9. Children's Privacy",
    blocks: [
      {
        type: "p",
        text: "The Service is intended only for adults. You must be 18 or older to request quotes, use our forms, apply as a contractor or create an account, and our content is not directed at children.",
      },
      {
        type: "p",
        text: "We do not knowingly collect personal information from anyone under 18. Our forms ask for the details of the adult responsible for a project or a business, and a person under 18 should not submit them, even with permission.",
      },
      {
        type: "p",
        text: `If you are a parent or guardian and believe that a child under 18 has given us personal information, please contact us at [${site.email}](mailto:${site.email}). We will delete that information promptly, and if it was part of a quote request, we will ask the contractors who received it to delete it as well.`,
      },
    ],
  },
  {
    id: "changes",
    title: "10. Changes to This Policy",
    blocks: [
      {
        type: "p",
        text: `We may update this Privacy Policy when our services, our partners or the law change. The "Last updated" date at the top of this page shows when the policy last changed, and the current version is always available at this address.`,
      },
      {
        type: "p",
        text: "If we make a material change, such as using your information for a new purpose or sharing it with a new kind of recipient, we will tell you before the change takes effect: contractors by e-mail or in their dashboard, and all visitors through a notice on the site.",
      },
      {
        type: "p",
        text: "Changes apply to information collected after they take effect. We will not use information collected under an earlier version of this policy in a materially different way without your consent. Consent statements on our forms carry their own version numbers, so we always know which text you agreed to.",
      },
    ],
  },
  {
    id: "contact",
    title: "11. Contact Us",
    blocks: [
      {
        type: "p",
        text: "If you have questions about this Privacy Policy, want to exercise your rights, or have a concern about how we handled your information, please get in touch. We respond within 24 hours.",
      },
      {
        type: "ul",
        items: [
          `E-mail: [${site.email}](mailto:${site.email})`,
          `Phone: [${site.phoneDisplay}](tel:${site.phoneE164}), ${site.supportHours}`,
          "Online: our [contact form](/contact)",
          `Mail: ${site.name}, Attn: Privacy, ${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
        ],
      },
      {
        type: "p",
        text: "Contractors with questions about the homeowner information they receive with leads, or about their own account data, can use the same channels. Please include the e-mail address on your account so we can find your records quickly.",
      },
      {
        type: "p",
        text: "If you are not satisfied with our answer, you may also contact your state attorney general or consumer protection office.",
      },
    ],
  },
];
