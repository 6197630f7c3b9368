/**
 * Cookie Policy (spec section 2: /cookies) and the categories offered by the
 * consent-preferences dialog behind the Cookie Settings button (DESIGN.md section 2).
 */
import type { Section } from "../blocks";
import { site } from "~/config/site";

export const cookiesUpdated = "October 2, 2025";

export type CookieCategoryId = "essential" | "performance" | "functional" | "targeting";

export type CookieCategory = {
  id: CookieCategoryId;
  name: string;
  description: string;
  /** Required categories are always on and cannot be switched off in the dialog. */
  required: boolean;
};

export const cookieCategories: readonly CookieCategory[] = [
  {
    id: "essential",
    name: "Essential cookies",
    description:
      "Needed for the site to work: they keep contractors signed in, protect forms against forgery and remember your cookie choices. They cannot be switched off.",
    required: true,
  },
  {
    id: "performance",
    name: "Performance cookies",
    description:
      "Help us understand which pages are visited, how long they take to load and where errors occur, so we can improve the site. The data is aggregated and not used to identify you.",
    required: false,
  },
  {
    id: "functional",
    name: "Functional cookies",
    description:
      "Remember choices that make the site easier to use, such as your ZIP code, the service category you last looked at and calculator answers you have not yet submitted.",
    required: false,
  },
  {
    id: "targeting",
    name: "Targeting cookies",
    description:
      "Record that you came to us from one of our ads and whether you went on to request quotes, so we can measure our campaigns and show you more relevant ads on other sites.",
    required: false,
  },
];

export const cookieSections: Section[] = [
  {
    id: "what-are-cookies",
    title: "What Are Cookies?",
    blocks: [
      {
        type: "p",
        text: `Cookies are small text files that a website stores in your browser when you visit it. They let the site recognize your browser on later requests, so that, for example, you stay signed in as you move from page to page. This Cookie Policy explains which cookies ${site.name} uses, why, and how you can control them. It should be read together with our [Privacy Policy](/privacy).`,
      },
      {
        type: "p",
        text: "Cookies set by the website you are visiting are called first-party cookies; cookies set by another company's domain are third-party cookies. Session cookies are deleted when you close your browser, while persistent cookies stay until they expire or you delete them. We also use similar technologies, such as your browser's local storage, in the same way, and this policy applies to them too.",
      },
      {
        type: "p",
        text: "We group our cookies into four categories: essential, performance, functional and targeting. Essential cookies are always on. The other three are off until you allow them, and you can change your mind at any time.",
      },
    ],
  },
  {
    id: "essential-cookies",
    title: "Essential Cookies",
    blocks: [
      {
        type: "p",
        text: "Essential cookies are strictly necessary for the site to work, so they do not need your consent and cannot be switched off in our Cookie Settings. We use them to:",
      },
      {
        type: "ul",
        items: [
          "keep contractors and administrators signed in to their accounts and end the session when they sign out;",
          "protect our quote request, calculator, contact and application forms against cross-site request forgery;",
          "limit repeated requests from one browser, to stop automated abuse of our forms;",
          "remember the cookie choices you make, so we do not ask you again on every page.",
        ],
      },
      {
        type: "p",
        text: "These cookies do not track you across other websites and are not used for advertising. Session cookies expire when you sign out or close your browser; the cookie that stores your consent choices lasts 12 months, after which we ask you again; the one the quote request form sets, to tell one browser's repeated requests apart, lasts 30 days.",
      },
    ],
  },
  {
    id: "performance-cookies",
    title: "Performance Cookies",
    blocks: [
      {
        type: "p",
        text: "Performance cookies help us understand how visitors use the site so we can make it faster and easier to use. They tell us, for example:",
      },
      {
        type: "ul",
        items: [
          "which pages and articles are visited most and how visitors move between them;",
          "how long pages take to load on different devices;",
          "where visitors leave a form or a calculator before finishing it;",
          "which errors occur, so we can fix them.",
        ],
      },
      {
        type: "p",
        text: "The information is collected in aggregate and we do not use it to identify you or to build a profile of you. We set performance cookies only if you allow them in Cookie Settings; if you do not, your visits are simply not included in our measurements and the site works exactly the same. Performance cookies last up to 13 months.",
      },
    ],
  },
  {
    id: "functional-cookies",
    title: "Functional Cookies",
    blocks: [
      {
        type: "p",
        text: "Functional cookies remember choices you make so that you do not have to repeat them. For example, they can:",
      },
      {
        type: "ul",
        items: [
          "remember the ZIP code or city you searched, so contractor search results and cost estimates are local the next time you visit;",
          "keep the answers of a calculator you started, so you can come back and finish it;",
          "remember the service category you looked at last, so related guides and calculators are shown first.",
        ],
      },
      {
        type: "p",
        text: "Functional cookies are set only if you allow them. If you switch them off, every part of the site still works, but you may need to enter the same information again on each visit. These cookies are first-party, are not shared with other companies, and last up to 6 months.",
      },
    ],
  },
  {
    id: "targeting-cookies",
    title: "Targeting Cookies",
    blocks: [
      {
        type: "p",
        text: "Targeting cookies help us measure and improve our advertising. When you arrive from one of our ads, they can record which campaign brought you here and whether you went on to request quotes or apply to join our network. This tells us which ads are useful to homeowners and contractors and which are not, and it may be used to show you more relevant ads about home services on other websites.",
      },
      {
        type: "p",
        text: "We set targeting cookies only if you allow them in Cookie Settings. If you do not, you will still see ads online, but they will not be based on your visits to our site, and we will not know which ad brought you here.",
      },
      {
        type: "p",
        text: "We never put the details of a quote request, such as your name, phone number, address or project, into a targeting cookie. Targeting cookies last up to 13 months.",
      },
    ],
  },
  {
    id: "third-party-cookies",
    title: "Third-Party Cookies",
    blocks: [
      {
        type: "p",
        text: "The pages of our site are served from our own domain, and we do not embed third-party advertising networks, social media widgets or video players that would set their own cookies while you browse. Images, fonts and scripts on our pages are served by us as well.",
      },
      {
        type: "p",
        text: "Some services we rely on may set their own cookies when you use them directly. For example, when a contractor pays for leads or a subscription, the payment form of our payment processor may set cookies to prevent fraud and complete the payment securely. Those cookies are controlled by the processor and covered by its own privacy and cookie policies.",
      },
      {
        type: "p",
        text: "If we add a service that sets third-party cookies on our pages, it will belong to one of the optional categories above, it will load only after you allow that category, and we will list it in an update to this policy.",
      },
    ],
  },
  {
    id: "managing-cookies",
    title: "Managing Cookies",
    blocks: [
      {
        type: "p",
        text: "You can choose which optional cookies we use by clicking the Cookie Settings button on this page. It opens a panel where you can switch performance, functional and targeting cookies on or off; essential cookies always stay on. Your choice takes effect immediately and is remembered for 12 months. If you withdraw consent for a category, we stop setting its cookies and delete those we have already set on our domain.",
      },
      {
        type: "p",
        text: "You can also control cookies through your browser settings. Most browsers let you see which cookies are stored, delete them, block third-party cookies or block all cookies from particular sites. These settings are usually found under Settings, then Privacy or Privacy and Security, in Chrome, Safari, Firefox and Edge, and under the browser's settings menu on phones and tablets.",
      },
      {
        type: "p",
        text: "If you block all cookies, including essential ones, some parts of our site will not work: contractors will not be able to sign in to their dashboard, and forms may refuse to submit. Deleting your cookies also deletes your saved cookie choices, so we will ask you again on your next visit.",
      },
    ],
  },
  {
    id: "updates-contact",
    title: "Updates and Contact",
    blocks: [
      {
        type: "p",
        text: `We may update this Cookie Policy when we change the cookies we use or when the law changes. The date at the top of this page shows when it was last updated. If we add a new category of optional cookie, we will ask for your consent again before setting it.`,
      },
      {
        type: "p",
        text: `If you have questions about our use of cookies, e-mail us at [${site.email}](mailto:${site.email}), call [${site.phoneDisplay}](tel:${site.phoneE164}) (${site.supportHours}) or use our [contact form](/contact). We respond within 24 hours.`,
      },
    ],
  },
];
